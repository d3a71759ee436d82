import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, MapPin } from 'lucide-react';
import type { Location } from '@arrival/contracts/locations';
import type { UpdateUserBody, User } from '@arrival/contracts/user';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { UPDATE_USER_FAILED, useUpdateUser } from '../api/update-user';
import {
  arrivalFormDefaults,
  arrivalFormSchema,
  changedProfile,
  missingProfileFields,
  type ArrivalFormValues,
} from '../arrival-form-schema';
import { saveArrivalSelection } from '../arrival-storage';
import { formatArrival } from '../arrival-time';
import { ArrivalDatePicker } from './arrival-date-picker';

export const AIRPORTS_FAILED = 'Failed to fetch airports. Please try again later.';

interface ArrivalFormProps {
  user: User;
  airports: { data: Location[] | undefined; isPending: boolean; isError: boolean };
  /** Called once the choice is stored; with the server's new user when an update was sent. */
  onSaved: (updatedUser: User | null) => void;
}

/** Arrival airport and time, plus name and e-mail when the profile lacks them (SPEC §2, §5). */
export function ArrivalForm({ user, airports, onSaved }: ArrivalFormProps) {
  const { needsName, needsEmail } = missingProfileFields(user);
  const [serverError, setServerError] = useState<string | null>(null);
  const timeInput = useRef<HTMLInputElement | null>(null);
  const update = useUpdateUser();
  const form = useForm<ArrivalFormValues, unknown, UpdateUserBody>({
    resolver: zodResolver(arrivalFormSchema(user, () => new Date())),
    defaultValues: arrivalFormDefaults(user),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) => {
    setServerError(null);
    const finish = (updatedUser: User | null) => {
      saveArrivalSelection(body.pickUpLocation, body.arrivalDate);
      onSaved(updatedUser);
    };
    const changes = changedProfile(user, body);
    if (!changes) {
      finish(null);
      return;
    }
    update.mutate(changes, {
      onSuccess: (updatedUser) => finish(updatedUser),
      onError: (failure) => setServerError(errorMessage(failure, UPDATE_USER_FAILED)),
    });
  });

  // The arrival message sits on the date field, so changing the airport or the time re-checks it.
  const { ref: timeRef, ...timeField } = form.register('time', { deps: ['date'] });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      {(needsName || needsEmail) && (
        <div className="grid gap-5 sm:grid-cols-2">
          {needsName && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="name">Full name</Label>
              <Input
                id="name"
                autoComplete="name"
                placeholder="As on your passport"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? 'name-error' : undefined}
                {...form.register('name')}
              />
              <FormError id="name-error">{errors.name?.message}</FormError>
            </div>
          )}
          {needsEmail && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="email">Email</Label>
              <Input
                id="email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'email-error' : undefined}
                {...form.register('email')}
              />
              <FormError id="email-error">{errors.email?.message}</FormError>
            </div>
          )}
        </div>
      )}

      <div className="flex flex-col gap-2">
        <Label htmlFor="airport" className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4 text-primary" />
          Arrival airport
        </Label>
        {airports.isPending ? (
          <Skeleton className="h-11" />
        ) : (
          <NativeSelect
            id="airport"
            disabled={airports.isError}
            aria-invalid={errors.pickUpLocation ? true : undefined}
            aria-describedby={errors.pickUpLocation ? 'airport-error' : undefined}
            {...form.register('pickUpLocation', { deps: ['date'] })}
          >
            <option value="">Select an airport</option>
            {airports.data?.map((airport) => (
              <option key={airport.id} value={String(airport.id)}>
                {airport.name}
              </option>
            ))}
          </NativeSelect>
        )}
        <FormError id="airport-error">{airports.isError ? AIRPORTS_FAILED : errors.pickUpLocation?.message}</FormError>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 flex items-center gap-1.5 text-sm font-medium">
          <Clock aria-hidden className="size-4 text-primary" />
          When do you land? (IST)
        </legend>
        <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
          <div className="flex flex-col gap-2">
            <Label htmlFor="arrival-date" className="text-xs text-muted-foreground">
              Arrival date
            </Label>
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <ArrivalDatePicker
                  id="arrival-date"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  onPicked={() => timeInput.current?.focus()}
                  invalid={Boolean(errors.date)}
                  describedBy="arrival-hint"
                />
              )}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="arrival-time" className="text-xs text-muted-foreground">
              Arrival time (IST)
            </Label>
            <Input
              id="arrival-time"
              type="time"
              aria-invalid={errors.date ? true : undefined}
              aria-describedby="arrival-hint"
              ref={(element) => {
                timeRef(element);
                timeInput.current = element;
              }}
              {...timeField}
            />
          </div>
        </div>
        <p id="arrival-hint" className="text-xs text-muted-foreground">
          At least 24 hours from now, in India Standard Time.
          {user.arrivalDate && ` Saved arrival: ${formatArrival(user.arrivalDate)} IST.`}
        </p>
        <FormError>{errors.date?.message}</FormError>
      </fieldset>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FormError>{serverError}</FormError>
        <Button type="submit" size="lg" disabled={update.isPending} className="sm:ml-auto sm:min-w-44">
          {update.isPending && <Spinner />}
          {update.isPending ? 'Saving...' : 'Continue »'}
        </Button>
      </div>
    </form>
  );
}
