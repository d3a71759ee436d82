import type { z } from 'zod/mini';
import { t } from '@lingui/core/macro';
import {
  counterSettingsSchema,
  weekdayNames,
  type Counter,
  type CounterSettings,
  type OpeningHours,
} from '@arrival/contracts/counters';
import { fromIstParts, toIstParts } from '../../lib/format/ist-clock';

export type DayMode = 'closed' | 'allDay' | 'hours';

export interface Stretch {
  opens: string;
  closes: string;
}

/** What the counter editor holds: inputs' own strings, one entry per weekday (0 = Sunday). */
export interface CounterFormValues {
  place: string;
  mapUrl: string;
  days: { mode: DayMode; stretches: Stretch[] }[];
  /** `datetime-local` values, read as IST wall-clock times. */
  closures: { startsAt: string; endsAt: string; reason: string }[];
  cutoffHours: string;
  uncollectedHours: string;
}

/** Field messages keyed by the editor's own paths: 'place', 'days.0.1.closes', 'closures.2.endsAt'. */
export type FieldErrors = Record<string, string>;

export const NEW_STRETCH: Stretch = { opens: '06:00', closes: '22:00' };

// A time input cannot hold 24:00, so a stretch open until midnight shows and is entered as closing at 00:00;
// 00:00 is never a valid closing time otherwise, as closing must come after opening.
const MIDNIGHT_END = '24:00';
const MIDNIGHT = '00:00';
const toInputClose = (closes: string) => (closes === MIDNIGHT_END ? MIDNIGHT : closes);
const fromInputClose = (closes: string) => (closes === MIDNIGHT ? MIDNIGHT_END : closes);

const isAllDay = (stretches: Pick<OpeningHours, 'opens' | 'closes'>[]) =>
  stretches.length === 1 && stretches[0]!.opens === MIDNIGHT && stretches[0]!.closes === MIDNIGHT_END;

function toDateTimeLocal(instant: string) {
  const { date, time } = toIstParts(instant);
  return `${date}T${time}`;
}

/** The IST instant of a `datetime-local` value, ISO with the +05:30 offset, or '' when it is incomplete. */
function istDateTimeToIso(value: string) {
  const [date = '', time = ''] = value.split('T');
  const instant = fromIstParts(date, time.slice(0, 5));
  if (!instant) return '';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- ISO 8601 syntax, not text
  return `${date}T${time.slice(0, 5)}:00+05:30`;
}

export function toFormValues(counter: Counter): CounterFormValues {
  return {
    place: counter.place,
    mapUrl: counter.mapUrl,
    days: weekdayNames.map((_, weekday) => {
      const stretches = counter.hours
        .filter((h) => h.weekday === weekday)
        .sort((a, b) => a.opens.localeCompare(b.opens))
        .map((h) => ({ opens: h.opens, closes: h.closes }));
      if (stretches.length === 0) return { mode: 'closed', stretches: [] };
      if (isAllDay(stretches)) return { mode: 'allDay', stretches: [] };
      return { mode: 'hours', stretches: stretches.map((s) => ({ ...s, closes: toInputClose(s.closes) })) };
    }),
    closures: counter.closures.map((c) => ({
      startsAt: toDateTimeLocal(c.startsAt),
      endsAt: toDateTimeLocal(c.endsAt),
      reason: c.reason,
    })),
    cutoffHours: String(counter.cutoffHours),
    uncollectedHours: String(counter.uncollectedHours),
  };
}

const toWholeNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * The schema's message for a field, in the language on screen: the contract words them in English
 * only, for API clients. What the form cannot produce keeps the schema's own words.
 */
function messageOf(issue: z.core.$ZodIssue, field: string | undefined, part: string | undefined) {
  const maximum = 'maximum' in issue ? Number(issue.maximum) : 0;
  const minimum = 'minimum' in issue ? Number(issue.minimum) : 0;
  switch (field) {
    case 'place':
      if (issue.code === 'too_small') return t`Say where the counter is`;
      if (issue.code === 'too_big') return t`Use at most ${maximum} characters`;
      break;
    case 'mapUrl':
      return t`Enter an https:// map link`;
    case 'hours':
      if (issue.code === 'invalid_format') return t`Use a time like 06:30 (24-hour clock)`;
      if (issue.code === 'custom') return t`Closing time must be after opening time`;
      break;
    case 'closures':
      if (issue.code === 'custom') return t`A closure must end after it starts`;
      if (issue.code === 'too_big' && part === 'reason') return t`Use at most ${maximum} characters`;
      break;
    case 'cutoffHours':
    case 'uncollectedHours':
      if (issue.code === 'too_small') return t`At least ${minimum} hours`;
      if (issue.code === 'too_big') return t`At most ${maximum} hours`;
      if (issue.code === 'invalid_type') return t`Enter a whole number of hours`;
      break;
  }
  return issue.message;
}

/**
 * The PUT body of the edited values, checked with the contract's schema, or the messages to show under
 * each field. Nothing is sent while any field has a message.
 */
export function toCounterSettings(
  values: CounterFormValues,
): { settings: CounterSettings; errors: null } | { settings: null; errors: FieldErrors } {
  // Where each flattened opening-hours entry came from, to put the schema's messages back under its inputs.
  const hourFields: string[] = [];
  const hours: OpeningHours[] = values.days.flatMap((day, weekday) => {
    if (day.mode === 'closed') return [];
    if (day.mode === 'allDay') {
      hourFields.push(`days.${weekday}.0`);
      return [{ weekday, opens: MIDNIGHT, closes: MIDNIGHT_END }];
    }
    return day.stretches.map((stretch, index) => {
      hourFields.push(`days.${weekday}.${index}`);
      return { weekday, opens: stretch.opens, closes: fromInputClose(stretch.closes) };
    });
  });
  const candidate = {
    place: values.place,
    mapUrl: values.mapUrl.trim(),
    hours,
    closures: values.closures.map((c) => ({
      startsAt: istDateTimeToIso(c.startsAt),
      endsAt: istDateTimeToIso(c.endsAt),
      reason: c.reason,
    })),
    cutoffHours: toWholeNumber(values.cutoffHours),
    uncollectedHours: toWholeNumber(values.uncollectedHours),
  };

  const errors: FieldErrors = {};
  const parsed = counterSettingsSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index, part] = issue.path.map(String);
      const key =
        field === 'hours' ? `${hourFields[Number(index)]}.${part ?? 'closes'}` : [field, index, part].filter(Boolean).join('.');
      errors[key] ??= messageOf(issue, field, part);
    }
  }
  // The schema's own words for these suit an API client, not a person at a form.
  const incompleteDateTime = t`Enter a date and time`;
  candidate.closures.forEach((c, index) => {
    if (!c.startsAt) errors[`closures.${index}.startsAt`] = incompleteDateTime;
    if (!c.endsAt) errors[`closures.${index}.endsAt`] = incompleteDateTime;
  });
  for (const field of ['cutoffHours', 'uncollectedHours'] as const) {
    if (Number.isNaN(candidate[field])) errors[field] = t`Enter a number of hours`;
  }

  return parsed.success && Object.keys(errors).length === 0
    ? { settings: parsed.data, errors: null }
    : { settings: null, errors };
}
