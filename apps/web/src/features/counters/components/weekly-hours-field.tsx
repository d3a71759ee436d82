import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { NEW_STRETCH, type CounterFormValues, type DayMode, type FieldErrors, type Stretch } from '../counter-form-values';
import { weekdayName } from '../../../lib/format/date-time';
import { describedBy, Field } from './field';

type Days = CounterFormValues['days'];

const modeLabels: Record<DayMode, MessageDescriptor> = {
  closed: msg`Closed`,
  allDay: msg`Open 24 hours`,
  hours: msg`Set hours`,
};

/** "Opens" on screen, with the day for screen readers, who do not see which row it sits in. */
function StretchLabel({ day, edge }: { day: string; edge: string }) {
  return (
    <>
      <span className="sr-only">{day} </span>
      {edge}
    </>
  );
}

interface WeeklyHoursFieldProps {
  idPrefix: string;
  days: Days;
  errors: FieldErrors;
  onChange: (days: Days) => void;
}

/** Each weekday closed, open round the clock, or open for one or more stretches (IST). */
export function WeeklyHoursField({ idPrefix, days, errors, onChange }: WeeklyHoursFieldProps) {
  const setDay = (weekday: number, day: Days[number]) => onChange(days.map((d, i) => (i === weekday ? day : d)));
  const setStretches = (weekday: number, stretches: Stretch[]) => setDay(weekday, { mode: 'hours', stretches });
  const { t } = useLingui();

  return (
    <ul className="flex flex-col divide-y">
      {days.map((day, weekday) => {
        const name = weekdayName(weekday);
        const modeId = `${idPrefix}-day-${weekday}`;
        return (
          <li key={weekday} className="grid gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[10rem_1fr] md:items-start">
            <Field id={modeId} label={name}>
              <NativeSelect
                id={modeId}
                value={day.mode}
                onChange={(event) => {
                  const mode = event.target.value as DayMode;
                  setDay(weekday, { mode, stretches: mode === 'hours' ? [NEW_STRETCH] : [] });
                }}
              >
                {Object.entries(modeLabels).map(([mode, label]) => (
                  <option key={mode} value={mode}>
                    {t(label)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {day.mode === 'hours' && (
              <div className="flex flex-col gap-3 md:pt-6">
                {day.stretches.map((stretch, index) => {
                  const stretchId = `${modeId}-${index}`;
                  const { opens, closes } = stretch;
                  const opensError = errors[`days.${weekday}.${index}.opens`];
                  const closesError = errors[`days.${weekday}.${index}.closes`];
                  const update = (change: Partial<Stretch>) =>
                    setStretches(
                      weekday,
                      day.stretches.map((s, i) => (i === index ? { ...s, ...change } : s)),
                    );
                  return (
                    <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                      <Field id={`${stretchId}-opens`} label={<StretchLabel day={name} edge={t`Opens`} />} error={opensError}>
                        <Input
                          id={`${stretchId}-opens`}
                          type="time"
                          value={stretch.opens}
                          onChange={(event) => update({ opens: event.target.value })}
                          {...describedBy(`${stretchId}-opens`, { error: opensError })}
                        />
                      </Field>
                      <Field id={`${stretchId}-closes`} label={<StretchLabel day={name} edge={t`Closes`} />} error={closesError}>
                        <Input
                          id={`${stretchId}-closes`}
                          type="time"
                          value={stretch.closes}
                          onChange={(event) => update({ closes: event.target.value })}
                          {...describedBy(`${stretchId}-closes`, { error: closesError })}
                        />
                      </Field>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="mt-6"
                        aria-label={t`Remove ${name} ${opens}–${closes}`}
                        onClick={() =>
                          setDay(
                            weekday,
                            day.stretches.length === 1
                              ? { mode: 'closed', stretches: [] }
                              : { mode: 'hours', stretches: day.stretches.filter((_, i) => i !== index) },
                          )
                        }
                      >
                        <X aria-hidden />
                      </Button>
                    </div>
                  );
                })}
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  onClick={() => setStretches(weekday, [...day.stretches, NEW_STRETCH])}
                >
                  <Plus aria-hidden />
                  <Trans>Add hours on {name}</Trans>
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
