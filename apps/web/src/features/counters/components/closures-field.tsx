import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { CounterFormValues, FieldErrors } from '../counter-form-values';
import { describedBy, Field } from './field';

type Closures = CounterFormValues['closures'];

interface ClosuresFieldProps {
  idPrefix: string;
  closures: Closures;
  errors: FieldErrors;
  onChange: (closures: Closures) => void;
}

/** Stretches of time the counter is shut whatever its weekly hours say, entered in IST. */
export function ClosuresField({ idPrefix, closures, errors, onChange }: ClosuresFieldProps) {
  const update = (index: number, change: Partial<Closures[number]>) =>
    onChange(closures.map((c, i) => (i === index ? { ...c, ...change } : c)));
  const { t } = useLingui();

  return (
    <div className="flex flex-col gap-4">
      {closures.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>No closures planned.</Trans>
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {closures.map((closure, index) => {
          const rowId = `${idPrefix}-closure-${index}`;
          const number = index + 1;
          const error = (part: string) => errors[`closures.${index}.${part}`];
          return (
            <li
              key={index}
              aria-label={t`Closure ${number}`}
              className="grid gap-3 rounded-xl border p-4 sm:grid-cols-2 sm:items-start"
            >
              <Field id={`${rowId}-starts`} label={t`Closure ${number} starts (IST)`} error={error('startsAt')}>
                <Input
                  id={`${rowId}-starts`}
                  type="datetime-local"
                  value={closure.startsAt}
                  onChange={(event) => update(index, { startsAt: event.target.value })}
                  {...describedBy(`${rowId}-starts`, { error: error('startsAt') })}
                />
              </Field>
              <Field id={`${rowId}-ends`} label={t`Closure ${number} ends (IST)`} error={error('endsAt')}>
                <Input
                  id={`${rowId}-ends`}
                  type="datetime-local"
                  value={closure.endsAt}
                  onChange={(event) => update(index, { endsAt: event.target.value })}
                  {...describedBy(`${rowId}-ends`, { error: error('endsAt') })}
                />
              </Field>
              <Field id={`${rowId}-reason`} label={t`Closure ${number} reason`} error={error('reason')} className="sm:col-span-2">
                <Input
                  id={`${rowId}-reason`}
                  value={closure.reason}
                  maxLength={120}
                  placeholder={t`e.g. Terminal works`}
                  onChange={(event) => update(index, { reason: event.target.value })}
                  {...describedBy(`${rowId}-reason`, { error: error('reason') })}
                />
              </Field>
              <Button
                variant="outline"
                className="text-destructive sm:col-span-2 sm:justify-self-start"
                onClick={() => onChange(closures.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden />
                <Trans>Remove closure {number}</Trans>
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => onChange([...closures, { startsAt: '', endsAt: '', reason: '' }])}
      >
        <Plus aria-hidden />
        <Trans>Add closure</Trans>
      </Button>
    </div>
  );
}
