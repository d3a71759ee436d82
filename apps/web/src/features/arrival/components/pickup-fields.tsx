import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { MapPin } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Location } from '@arrival/contracts/locations';
import { MIN_ARRIVAL_LEAD_HOURS } from '@arrival/contracts/user';
import { formatDateTimeIst } from '../../../lib/format/date-time';
import type { ArrivalFormState } from '../use-arrival-form';
import { ArrivalDatePicker } from './arrival-date-picker';

export const AIRPORTS_FAILED = msg`Failed to fetch airports. Please try again later.`;

type Form = ArrivalFormState['form'];
export interface AirportsState {
  data: Location[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The airport select of the arrival form, with its loading and failure states. */
export function AirportField({ form, airports, id, label }: { form: Form; airports: AirportsState; id: string; label: string }) {
  const { t } = useLingui();
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
          // Phones get a smaller face so the longest name, "Cochin International Airport (COK)", fits whole.
          className="max-sm:pl-3 max-sm:text-sm"
          disabled={airports.isError}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('pickUpLocation', { deps: ['date'] })}
        >
          <option value="">{t`Select an airport`}</option>
          {airports.data?.map((airport) => (
            <option key={airport.id} value={String(airport.id)} lang="en">
              {airport.name}
            </option>
          ))}
        </NativeSelect>
      )}
      <FormError id={`${id}-error`}>{airports.isError ? t(AIRPORTS_FAILED) : error?.message}</FormError>
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

/** The first minute the 24-hour rule allows, kept fresh while the form stays open. */
function useEarliestArrival() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  const earliest = now + MIN_ARRIVAL_LEAD_HOURS * 3_600_000;
  return Math.ceil(earliest / 60_000) * 60_000;
}

/** The 24-hour rule, with the first time it allows spelled out so nobody has to work it out. */
export function ArrivalRuleHint({ id, children, className }: { id: string; children?: ReactNode; className?: string }) {
  const earliest = formatDateTimeIst(useEarliestArrival());
  return (
    <p id={id} className={className ?? 'text-xs text-muted-foreground'}>
      <Trans>At least {MIN_ARRIVAL_LEAD_HOURS} hours from now, in India Standard Time.</Trans>{' '}
      <span className="font-medium whitespace-nowrap text-foreground">
        <Trans>Earliest: {earliest}</Trans>
      </span>
      {children}
    </p>
  );
}

/**
 * The arrival day (typed or picked from a calendar) and time, both in IST. Each field shows its own
 * error beneath it; the pair re-check each other, so fixing either clears a "too soon" at once.
 */
export function ArrivalTimeFields({ form, idPrefix, hintId, dateLabel, className }: ArrivalTimeFieldsProps) {
  const timeInput = useRef<HTMLInputElement | null>(null);
  const errors = form.formState.errors;
  const dateErrorId = `${idPrefix}-date-error`;
  const timeErrorId = `${idPrefix}-time-error`;
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
          rules={{ deps: ['time'] }}
          render={({ field }) => (
            <ArrivalDatePicker
              id={`${idPrefix}-date`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onPicked={() => timeInput.current?.focus()}
              invalid={Boolean(errors.date)}
              describedBy={errors.date ? `${dateErrorId} ${hintId}` : hintId}
            />
          )}
        />
        <FormError id={dateErrorId}>{errors.date?.message}</FormError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-time`} className="text-xs text-muted-foreground">
          <Trans>Arrival time (IST)</Trans>
        </Label>
        <Input
          id={`${idPrefix}-time`}
          type="time"
          aria-invalid={errors.time ? true : undefined}
          aria-describedby={errors.time ? `${timeErrorId} ${hintId}` : hintId}
          ref={(element) => {
            timeRef(element);
            timeInput.current = element;
          }}
          {...timeField}
        />
        <FormError id={timeErrorId}>{errors.time?.message}</FormError>
      </div>
    </div>
  );
}
