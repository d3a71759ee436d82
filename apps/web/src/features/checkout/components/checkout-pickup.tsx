import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, MapPin } from 'lucide-react';
import type { UpdateUserBody, User } from '@arrival/contracts/user';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { UPDATE_USER_FAILED, useUpdateUser } from '../../arrival/api/update-user';
import {
  arrivalFormDefaults,
  arrivalFormSchema,
  changedProfile,
  type ArrivalFormValues,
} from '../../arrival/arrival-form-schema';
import { saveArrivalSelection } from '../../arrival/arrival-storage';
import { ArrivalDatePicker } from '../../arrival/components/arrival-date-picker';
import { AIRPORTS_FAILED } from '../../arrival/components/arrival-form';
import { useLocations } from '../../locations/api/get-locations';

/**
 * The pickup airport and arrival the order will carry, prefilled from the profile. Changes are
 * saved to the profile (the same rules as arrival setup) before paying, since the server holds
 * stock at, and stamps the order with, what the profile says.
 */
export function usePickupForm(user: User, onSaved: (user: User) => void) {
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateUser();
  const form = useForm<ArrivalFormValues, unknown, UpdateUserBody>({
    resolver: zodResolver(arrivalFormSchema(user, () => new Date())),
    defaultValues: arrivalFormDefaults(user),
  });

  const save = form.handleSubmit((body) => {
    setServerError(null);
    const changes = changedProfile(user, body);
    if (!changes) {
      form.reset(arrivalFormDefaults(user));
      return;
    }
    update.mutate(changes, {
      onSuccess: (updated) => {
        saveArrivalSelection(changes.pickUpLocation, changes.arrivalDate);
        form.reset(arrivalFormDefaults(updated));
        onSaved(updated);
      },
      onError: (failure) => setServerError(errorMessage(failure, UPDATE_USER_FAILED)),
    });
  });

  return { form, save, isSaving: update.isPending, serverError };
}

type PickupForm = ReturnType<typeof usePickupForm>;

interface CheckoutPickupProps extends PickupForm {
  /** Why the saved pickup cannot be paid for as it stands (say, an arrival now under 24 hours away). */
  savedProblem: string | null;
  disabled: boolean;
}

export function CheckoutPickup({ form, save, isSaving, serverError, savedProblem, disabled }: CheckoutPickupProps) {
  const airports = useLocations();
  const timeInput = useRef<HTMLInputElement | null>(null);
  const { errors, isDirty } = form.formState;
  const { ref: timeRef, ...timeField } = form.register('time');

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5">
      <fieldset disabled={disabled || isSaving} className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Label htmlFor="checkout-airport" className="flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4 text-primary" />
            Pickup airport
          </Label>
          {airports.isPending ? (
            <Skeleton className="h-11" />
          ) : (
            <NativeSelect
              id="checkout-airport"
              disabled={airports.isError}
              aria-invalid={errors.pickUpLocation ? true : undefined}
              aria-describedby={errors.pickUpLocation ? 'checkout-airport-error' : undefined}
              {...form.register('pickUpLocation')}
            >
              <option value="">Select an airport</option>
              {airports.data?.map((airport) => (
                <option key={airport.id} value={String(airport.id)}>
                  {airport.name}
                </option>
              ))}
            </NativeSelect>
          )}
          <FormError id="checkout-airport-error">{airports.isError ? AIRPORTS_FAILED : errors.pickUpLocation?.message}</FormError>
        </div>

        <div className="grid gap-4 sm:grid-cols-[1fr_10rem] sm:items-end">
          <div className="flex flex-col gap-2">
            <Label htmlFor="checkout-arrival-date" className="flex items-center gap-1.5">
              <Clock aria-hidden className="size-4 text-primary" />
              Arrival date (IST)
            </Label>
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <ArrivalDatePicker
                  id="checkout-arrival-date"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  onPicked={() => timeInput.current?.focus()}
                  invalid={Boolean(errors.date)}
                  describedBy="checkout-arrival-hint"
                />
              )}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="checkout-arrival-time">Arrival time (IST)</Label>
            <Input
              id="checkout-arrival-time"
              type="time"
              aria-invalid={errors.date ? true : undefined}
              aria-describedby="checkout-arrival-hint"
              ref={(element) => {
                timeRef(element);
                timeInput.current = element;
              }}
              {...timeField}
            />
          </div>
        </div>
      </fieldset>
      <p id="checkout-arrival-hint" className="-mt-2 text-xs text-muted-foreground">
        At least 24 hours from now, in India Standard Time.
      </p>
      <FormError>{errors.date?.message ?? errors.name?.message ?? errors.email?.message ?? serverError}</FormError>
      {!isDirty && <FormError>{savedProblem}</FormError>}

      {isDirty && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent-soft px-4 py-3">
          <p className="text-sm">Save your new pickup before paying.</p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" disabled={isSaving} onClick={() => form.reset()}>
              Undo
            </Button>
            <Button type="submit" size="sm" disabled={isSaving || disabled}>
              {isSaving && <Spinner />}
              {isSaving ? 'Saving...' : 'Save pickup'}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
