import { plural } from '@lingui/core/macro';
import { AIRPORT_TIME_ZONE } from './time-zone';
import { cachedFormatter } from './intl-cache';
import { istDateTime } from './ist-clock';

const dayAndTime = cachedFormatter(
  (locale) =>
    new Intl.DateTimeFormat(locale === 'en-IN' ? 'en-GB' : locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: AIRPORT_TIME_ZONE,
    }),
);

/**
 * The one short date-time wording for the app: "Tue 24 Nov, 09:15 IST". Always in the airports' zone,
 * whatever the device's, because pickups happen in Kerala.
 */
export function formatDateTimeIst(instant: Date | string | number) {
  const parts = Object.fromEntries(
    dayAndTime()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  // IST is written so in both languages.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute} IST`;
}

/** A span of seconds in words for hints: "5 minutes", "1 minute", "45 seconds". */
export function formatDuration(seconds: number) {
  if (seconds >= 60 && seconds % 60 === 0) {
    const minutes = seconds / 60;
    return plural(minutes, { one: '# minute', other: '# minutes' });
  }
  return plural(seconds, { one: '# second', other: '# seconds' });
}

const relative = cachedFormatter((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago (or how soon) in words: "5 minutes ago", "3 days ago", "in 2 hours"; "now" under a minute. */
export function formatRelativeTime(instant: Date | string | number, now: number = Date.now()) {
  const seconds = Math.round((new Date(instant).getTime() - now) / 1000);
  const found = units.find(([, size]) => Math.abs(seconds) >= size);
  if (!found) return relative().format(0, 'second');
  const [unit, size] = found;
  return relative().format(Math.trunc(seconds / size), unit);
}

const exactIst = istDateTime('medium');

/** A moment in full for tooltips and logs: "23 Nov 2026, 9:15 am" (IST). */
export const formatExactIst = (instant: Date | string | number) => exactIst().format(new Date(instant));

/** A Sunday (1 January 2023), from which the other weekdays are counted. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 24 * 3600 * 1000;
const weekday = cachedFormatter((locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }));

/** A weekday's name (0 = Sunday) in the language on screen: "Sunday", "ഞായറാഴ്‌ച". */
export const weekdayName = (day: number) => weekday().format(SUNDAY + day * DAY_MS);
