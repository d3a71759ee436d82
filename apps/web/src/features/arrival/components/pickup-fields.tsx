import { useRef, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { MapPin } from 'lucide-react';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Location } from '@arrival/contracts/locations';
import type { ArrivalFormState } from '../use-arrival-form';
import { ArrivalDatePicker } from './arrival-date-picker';

export const AIRPORTS_FAILED = 'Failed to fetch airports. Please try again later.';

type Form = ArrivalFormState['form'];
export interface AirportsState {
  data: Location[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The airport select of the arrival form, with its loading and failure states. */
export function AirportField({ form, airports, id, label }: { form: Form; airports: AirportsState; id: string; label: string }) {
  const error = form.formState.errors.pickUpLocation;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id} className="flex items-center gap-1.5">
        <MapPin aria-hidden className="size-4 text-primary" />
        {label}
      </Label>
      {airports.isPending ? (
        <Skeleton className="h-11" />
      ) : (
        <NativeSelect
          id={id}
          disabled={airports.isError}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
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
      <FormError id={`${id}-error`}>{airports.isError ? AIRPORTS_FAILED : error?.message}</FormError>
    </div>
  );
}

interface ArrivalTimeFieldsProps {
  form: Form;
  idPrefix: string;
  /** The id of the hint both fields point to. */
  hintId: string;
  dateLabel: ReactNode;
  className?: string;
}

/** The arrival day (typed or picked from a calendar) and time, both in IST. */
export function ArrivalTimeFields({ form, idPrefix, hintId, dateLabel, className }: ArrivalTimeFieldsProps) {
  const timeInput = useRef<HTMLInputElement | null>(null);
  const errors = form.formState.errors;
  // The arrival message sits on the date field, so changing the time re-checks it.
  const { ref: timeRef, ...timeField } = form.register('time', { deps: ['date'] });
  return (
    <div className={className}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-date`} className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {dateLabel}
        </Label>
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <ArrivalDatePicker
              id={`${idPrefix}-date`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onPicked={() => timeInput.current?.focus()}
              invalid={Boolean(errors.date)}
              describedBy={hintId}
            />
          )}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-time`} className="text-xs text-muted-foreground">
          Arrival time (IST)
        </Label>
        <Input
          id={`${idPrefix}-time`}
          type="time"
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={hintId}
          ref={(element) => {
            timeRef(element);
            timeInput.current = element;
          }}
          {...timeField}
        />
      </div>
    </div>
  );
}
