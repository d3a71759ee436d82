import { z } from 'zod/mini';
import { idParamSchema } from './common.ts';
import { ARRIVAL_TOO_SOON_MESSAGE, MIN_ARRIVAL_LEAD_HOURS } from './user.ts';

/**
 * Each airport's pickup counter: where it is, when it is open (in IST, the only time zone of our
 * airports, which keeps no daylight saving), when it is closed for a while, how long before an
 * arrival orders close, and how long a paid order waits after its pickup time before it is cancelled.
 */

export const IST_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * MINUTE_MS;

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const DEFAULT_UNCOLLECTED_HOURS = 48;
export const MAX_CUTOFF_HOURS = 168;
export const CLOCK_TIME_MESSAGE = 'Use a time like 06:30 (24-hour clock)';

/** "HH:MM" on the 24-hour clock; "24:00" ends a day that is open until midnight. */
const clockTimeSchema = z.string().check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, CLOCK_TIME_MESSAGE));
export const minutesOfClockTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One stretch of a weekday the counter is open; a day may have several, and none means closed all day. */
export const openingHoursSchema = z
  .object({ weekday: z.int().check(z.gte(0), z.lte(6)), opens: clockTimeSchema, closes: clockTimeSchema })
  .check(
    z.refine((h) => minutesOfClockTime(h.closes) > minutesOfClockTime(h.opens), {
      message: 'Closing time must be after opening time',
      path: ['closes'],
    }),
  );
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const counterClosureSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    reason: z.string().check(z.trim(), z.maxLength(120)),
  })
  .check(
    z.refine((c) => Date.parse(c.endsAt) > Date.parse(c.startsAt), {
      message: 'A closure must end after it starts',
      path: ['endsAt'],
    }),
  );
export type CounterClosure = z.infer<typeof counterClosureSchema>;

export const counterSettingsSchema = z.object({
  place: z.string().check(z.trim(), z.minLength(1, 'Say where the counter is'), z.maxLength(200)),
  mapUrl: z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'Enter an https:// map link' })]),
  hours: z.array(openingHoursSchema).check(z.maxLength(28)),
  closures: z.array(counterClosureSchema).check(z.maxLength(50)),
  cutoffHours: z
    .number()
    .check(
      z.int(),
      z.gte(MIN_ARRIVAL_LEAD_HOURS, `At least ${MIN_ARRIVAL_LEAD_HOURS} hours`),
      z.lte(MAX_CUTOFF_HOURS, `At most ${MAX_CUTOFF_HOURS} hours`),
    ),
  uncollectedHours: z.int().check(z.gte(12, 'At least 12 hours'), z.lte(MAX_CUTOFF_HOURS, `At most ${MAX_CUTOFF_HOURS} hours`)),
});
export type CounterSettings = z.infer<typeof counterSettingsSchema>;

export const counterSchema = z.extend(counterSettingsSchema, {
  locationId: z.int(),
  locationName: z.string(),
  locationCode: z.string(),
});
export type Counter = z.infer<typeof counterSchema>;
export const counterListSchema = z.array(counterSchema);
export const counterParamsSchema = z.object({ locationId: idParamSchema });

/** A counter nobody has described yet: open round the clock, the SPEC's 24-hour cut-off. */
export const defaultCounterSettings = (): CounterSettings => ({
  place: 'Arrivals hall',
  mapUrl: '',
  hours: weekdayNames.map((_, weekday) => ({ weekday, opens: '00:00', closes: '24:00' })),
  closures: [],
  cutoffHours: MIN_ARRIVAL_LEAD_HOURS,
  uncollectedHours: DEFAULT_UNCOLLECTED_HOURS,
});

/** The IST calendar day an instant falls on: its weekday, the minute of the day and when that day began. */
export function istDayOf(at: Date) {
  const local = at.getTime() + IST_OFFSET_MINUTES * MINUTE_MS;
  const dayStartLocal = Math.floor(local / DAY_MS) * DAY_MS;
  return {
    weekday: new Date(dayStartLocal).getUTCDay(),
    minute: (local - dayStartLocal) / MINUTE_MS,
    startsAt: new Date(dayStartLocal - IST_OFFSET_MINUTES * MINUTE_MS),
  };
}

/** The IST calendar date of an instant, YYYY-MM-DD. */
export const istDateOf = (at: Date) => new Date(at.getTime() + IST_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);

type Hours = Pick<CounterSettings, 'hours' | 'closures'>;

const closureAt = (counter: Hours, at: Date) =>
  counter.closures.find((c) => Date.parse(c.startsAt) <= at.getTime() && at.getTime() < Date.parse(c.endsAt));

const withinHours = (counter: Hours, at: Date) => {
  const day = istDayOf(at);
  return counter.hours.some(
    (h) => h.weekday === day.weekday && minutesOfClockTime(h.opens) <= day.minute && day.minute < minutesOfClockTime(h.closes),
  );
};

export const isCounterOpen = (counter: Hours, at: Date) => withinHours(counter, at) && !closureAt(counter, at);

/** How far ahead a next opening is looked for; a counter shut for longer takes no orders. */
const SEARCH_DAYS = 60;

/** The first opening of the weekly hours at or after `from`, ignoring closures; null if the week has none. */
function nextWithinHours(counter: Hours, from: Date): Date | null {
  if (withinHours(counter, from)) return from;
  const today = istDayOf(from);
  for (let offset = 0; offset <= 7; offset++) {
    const dayStart = today.startsAt.getTime() + offset * DAY_MS;
    const weekday = (today.weekday + offset) % 7;
    const opens = counter.hours
      .filter((h) => h.weekday === weekday)
      .map((h) => dayStart + minutesOfClockTime(h.opens) * MINUTE_MS)
      .filter((t) => t > from.getTime())
      .sort((a, b) => a - b);
    if (opens.length > 0) return new Date(opens[0]!);
  }
  return null;
}

/** The first instant at or after `from` when the counter is open, closures included; null within two months. */
export function nextCounterOpening(counter: Hours, from: Date): Date | null {
  const limit = from.getTime() + SEARCH_DAYS * DAY_MS;
  let at: Date | null = from;
  while (at && at.getTime() <= limit) {
    const closure = closureAt(counter, at);
    if (closure) {
      at = new Date(Date.parse(closure.endsAt));
      continue;
    }
    const open = nextWithinHours(counter, at);
    if (!open || open.getTime() === at.getTime()) return open;
    at = open;
  }
  return null;
}

const istFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * "Tue, 2 Dec, 06:00" in IST, for the counter messages and notices (the web app formats its own
 * screens); 'ml-IN' gives Malayalam day and month names, with the digits kept as they are written.
 */
export function formatIst(at: Date, locale: 'en-IN' | 'ml-IN' = 'en-IN') {
  let format = istFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Kolkata',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    istFormats.set(locale, format);
  }
  return format.format(at);
}

export interface PickupProblem {
  message: string;
  /** The earliest arrival the counter can serve, ISO; null when it takes no orders for two months. */
  nextPossible: string | null;
}

/**
 * Why the counter cannot serve an arrival, as facts for a message in any language (the server's
 * catalogue words them; `pickupProblem` words them in English).
 */
export type PickupReason =
  /** Inside the SPEC's 24-hour cut-off: ARRIVAL_TOO_SOON_MESSAGE. */
  | { kind: 'tooSoon' }
  /** Inside the counter's own, longer cut-off. */
  | { kind: 'cutoff'; airport: string; hours: number }
  /** During a closure; `reason` may be empty. */
  | { kind: 'closure'; airport: string; reason: string }
  /** Outside the weekly opening hours. */
  | { kind: 'closedAt'; airport: string; at: Date };

export interface PickupProblemFacts {
  reason: PickupReason;
  /** The earliest arrival the counter can serve; null when it takes no orders for two months. */
  next: Date | null;
}

/**
 * Why the counter cannot hand over an order to a traveller arriving at `arrival`, or null when it can:
 * too close to now for its cut-off, a closure, or outside its opening hours, with the next possible time.
 */
export function pickupProblemFacts(counter: Counter, arrival: Date, now: Date): PickupProblemFacts | null {
  const earliest = new Date(now.getTime() + counter.cutoffHours * 3_600_000);
  if (arrival < earliest) {
    const reason: PickupReason =
      counter.cutoffHours === MIN_ARRIVAL_LEAD_HOURS
        ? { kind: 'tooSoon' }
        : { kind: 'cutoff', airport: counter.locationName, hours: counter.cutoffHours };
    return { reason, next: nextCounterOpening(counter, earliest) };
  }
  if (isCounterOpen(counter, arrival)) return null;
  const closure = closureAt(counter, arrival);
  const reason: PickupReason = closure
    ? { kind: 'closure', airport: counter.locationName, reason: closure.reason }
    : { kind: 'closedAt', airport: counter.locationName, at: arrival };
  return { reason, next: nextCounterOpening(counter, arrival) };
}

/**
 * `pickupProblemFacts` in English: why the counter cannot hand over an order to a traveller arriving at
 * `arrival`, or null when it can. Each answer names the next possible time.
 */
export function pickupProblem(counter: Counter, arrival: Date, now: Date): PickupProblem | null {
  const facts = pickupProblemFacts(counter, arrival, now);
  if (!facts) return null;
  const { reason, next } = facts;
  const then = next ? `The next possible time is ${formatIst(next)}.` : 'The counter takes no orders for the coming weeks.';
  const message =
    reason.kind === 'tooSoon'
      ? `${ARRIVAL_TOO_SOON_MESSAGE}. ${then}`
      : reason.kind === 'cutoff'
        ? `Orders for ${reason.airport} close ${reason.hours} hours before arrival. ${then}`
        : reason.kind === 'closure'
          ? `Our counter at ${reason.airport} is closed then${reason.reason ? ` (${reason.reason})` : ''}. ${then}`
          : `Our counter at ${reason.airport} is closed at ${formatIst(reason.at)}. ${then}`;
  return { message, nextPossible: next?.toISOString() ?? null };
}

/** Where the traveller can see the hours: each weekday's stretches, "Closed" when there are none. */
export function describeWeek(hours: OpeningHours[]): { day: string; hours: string }[] {
  return weekdayNames.map((day, weekday) => {
    const stretches = hours
      .filter((h) => h.weekday === weekday)
      .sort((a, b) => minutesOfClockTime(a.opens) - minutesOfClockTime(b.opens))
      .map((h) => (h.opens === '00:00' && h.closes === '24:00' ? 'Open 24 hours' : `${h.opens}–${h.closes}`));
    return { day, hours: stretches.length > 0 ? stretches.join(', ') : 'Closed' };
  });
}
