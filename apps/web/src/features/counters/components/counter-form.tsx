import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { MAX_CUTOFF_HOURS, type Counter } from '@arrival/contracts/counters';
import { MIN_ARRIVAL_LEAD_HOURS } from '@arrival/contracts/user';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { SAVE_COUNTER_FAILED, useUpdateCounter } from '../api/update-counter';
import { toCounterSettings, toFormValues, type CounterFormValues, type FieldErrors } from '../counter-form-values';
import { ClosuresField } from './closures-field';
import { describedBy, Field } from './field';
import { WeeklyHoursField } from './weekly-hours-field';
import { FormSection } from '../../../components/ui/form-section';

const MIN_UNCOLLECTED_HOURS = 12;

interface CounterFormProps {
  counter: Counter;
  onDirtyChange: (isDirty: boolean) => void;
}

/**
 * One airport's counter: where it is, its weekly hours and closures in IST, and its order windows.
 * Checked with the contract's schema before anything is sent; 'Save' takes no second click while it saves.
 */
export function CounterForm({ counter, onDirtyChange }: CounterFormProps) {
  const id = useId();
  const save = useUpdateCounter();
  const { t } = useLingui();
  const locationName = counter.locationName;
  const locationCode = counter.locationCode;
  const mapLinkHint = t`An https:// link; left empty, travellers get a map search for the airport.`;
  const [saved, setSaved] = useState(() => toFormValues(counter));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const isDirty = JSON.stringify(values) !== JSON.stringify(saved);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const set = <K extends keyof CounterFormValues>(field: K, value: CounterFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const result = toCounterSettings(values);
    setErrors(result.errors ?? {});
    if (!result.settings) return;
    save.mutate(
      { locationId: counter.locationId, settings: result.settings },
      {
        onSuccess: (counterSaved) => {
          const savedValues = toFormValues(counterSaved);
          setSaved(savedValues);
          setValues(savedValues);
          toast.success(t`Counter at ${locationName} saved`);
        },
        onError: (error) => {
          const message = errorMessage(error, SAVE_COUNTER_FAILED);
          setServerError(message);
          toast.error(message);
        },
      },
    );
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const [minCutoff, minUncollected, maxHours] = [MIN_ARRIVAL_LEAD_HOURS, MIN_UNCOLLECTED_HOURS, MAX_CUTOFF_HOURS];
  const hoursField = (name: 'cutoffHours' | 'uncollectedHours', label: string, min: number, hint: string) => (
    <Field id={fieldId(name)} label={label} hint={hint} error={errors[name]}>
      <Input
        id={fieldId(name)}
        type="number"
        inputMode="numeric"
        min={min}
        max={MAX_CUTOFF_HOURS}
        step={1}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        {...describedBy(fieldId(name), { error: errors[name], hint })}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Counter at ${locationName}`} className="flex flex-col gap-4">
      <FormSection title={t`Where it is`}>
        <Field id={fieldId('place')} label={t`Place`} error={errors.place}>
          <Input
            id={fieldId('place')}
            autoComplete="off"
            value={values.place}
            onChange={(event) => set('place', event.target.value)}
            {...describedBy(fieldId('place'), { error: errors.place })}
          />
        </Field>
        <Field id={fieldId('mapUrl')} label={t`Map link`} hint={mapLinkHint} error={errors.mapUrl}>
          <Input
            id={fieldId('mapUrl')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://maps.google.com/…"
            value={values.mapUrl}
            onChange={(event) => set('mapUrl', event.target.value)}
            {...describedBy(fieldId('mapUrl'), {
              error: errors.mapUrl,
              hint: mapLinkHint,
            })}
          />
        </Field>
      </FormSection>

      <FormSection title={t`Opening hours`} description={t`In IST. A stretch open until midnight closes at 00:00 (12:00 AM).`}>
        <WeeklyHoursField idPrefix={id} days={values.days} errors={errors} onChange={(days) => set('days', days)} />
      </FormSection>

      <FormSection title={t`Closures`} description={t`In IST. Closures that have ended are dropped when you save.`}>
        <ClosuresField
          idPrefix={id}
          closures={values.closures}
          errors={errors}
          onChange={(closures) => set('closures', closures)}
        />
      </FormSection>

      <FormSection title={t`Orders`}>
        <div className="grid gap-5 sm:grid-cols-2">
          {hoursField(
            'cutoffHours',
            t`Order cut-off (hours)`,
            MIN_ARRIVAL_LEAD_HOURS,
            t`Orders close this many hours before arrival, ${minCutoff} to ${maxHours}.`,
          )}
          {hoursField(
            'uncollectedHours',
            t`Uncollected window (hours)`,
            MIN_UNCOLLECTED_HOURS,
            t`A paid order not collected this long after its pickup time is cancelled, ${minUncollected} to ${maxHours}.`,
          )}
        </div>
      </FormSection>

      <FormError>{serverError}</FormError>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {isDirty && (
          <p className="text-sm text-muted-foreground">
            <Trans>Unsaved changes</Trans>
          </p>
        )}
        <Button type="submit" disabled={save.isPending} className="max-sm:w-full">
          {save.isPending && <Spinner />}
          {save.isPending ? t`Saving...` : t`Save ${locationCode} counter`}
        </Button>
      </div>
    </form>
  );
}
