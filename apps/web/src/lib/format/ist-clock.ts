import { cachedFormatter, clockOf } from './intl-cache';
import { AIRPORT_TIME_ZONE } from './time-zone';

/**
 * Instants and their wall clock in IST, with the browser's Date and Intl alone: the screens that show a
 * time or a rate's day (the signed-in layout's pickup summary, the shopping screen's prices) do not load
 * date-fns, which airport-time.ts keeps for the arrival calendar.
 */
let istParts: Intl.DateTimeFormat | undefined;

/** The IST wall-clock date ('yyyy-MM-dd') and time ('HH:mm') of an instant. */
export function toIstParts(instant: Date | string): { date: string; time: string } {
  istParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: AIRPORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of istParts.formatToParts(new Date(instant))) part[type] = value;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant of an IST wall-clock date and time, or null when either is not a real value. */
export function fromIstParts(date: string, time: string): Date | null {
  if (!DATE_PATTERN.test(date) || !TIME_PATTERN.test(time)) return null;
  // India keeps +05:30 all year. Date rolls a day that does not exist (2025-02-30) into the next month,
  // which the date read back then differs from.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO timestamp, not text
  const instant = new Date(`${date}T${time}:00+05:30`);
  if (Number.isNaN(instant.getTime()) || toIstParts(instant).date !== date) return null;
  return instant;
}

/** How arrivals are shown everywhere: 'YYYY-MM-DD HH:mm' in IST. */
export function formatArrival(instant: Date | string) {
  const { date, time } = toIstParts(instant);
  return `${date} ${time}`;
}

/** A date and time in IST, in the language on screen and on its clock (`clockOf`), made once per language. */
export const istDateTime = (dateStyle: 'medium' | 'long') =>
  cachedFormatter(
    (locale) =>
      new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short', timeZone: AIRPORT_TIME_ZONE, ...clockOf(locale) }),
  );

const longIst = istDateTime('long');

/** Pickup times in the long form, in the airports' zone whatever the device's: "2 June 2030 at 2:30 pm IST". */
export function formatLongIst(instant: string) {
  return `${longIst().format(new Date(instant))} IST`;
}
