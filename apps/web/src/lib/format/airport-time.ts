import { cachedFormatter, clockOf } from './intl-cache';
import { AIRPORT_TIME_ZONE } from './time-zone';
import { TZDate } from '@date-fns/tz';
import { addDays, format, isValid, startOfDay } from 'date-fns';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The IST wall-clock date ('yyyy-MM-dd') and time ('HH:mm') of an instant. */
export function toIstParts(instant: Date | string): { date: string; time: string } {
  const ist = new TZDate(new Date(instant).getTime(), AIRPORT_TIME_ZONE);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns, not text
  return { date: format(ist, 'yyyy-MM-dd'), time: format(ist, 'HH:mm') };
}

/** The instant of an IST wall-clock date and time, or null when either is not a real value. */
export function fromIstParts(date: string, time: string): Date | null {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const instant = new TZDate(year, month - 1, day, Number(t[1]), Number(t[2]), AIRPORT_TIME_ZONE);
  // Reject dates the constructor rolled over, such as 2025-02-30.
  if (!isValid(instant) || instant.getDate() !== day || instant.getMonth() !== month - 1) return null;
  return new Date(instant.getTime());
}

/** The calendar day of an IST 'yyyy-MM-dd' date, as the IST-zoned calendar expects it. */
export function istCalendarDay(date: string): TZDate | undefined {
  const instant = fromIstParts(date, '00:00');
  return instant ? new TZDate(instant.getTime(), AIRPORT_TIME_ZONE) : undefined;
}

/** How arrivals are shown everywhere: 'YYYY-MM-DD HH:mm' in IST. */
export function formatArrival(instant: Date | string) {
  const { date, time } = toIstParts(instant);
  return `${date} ${time}`;
}

const longIst = cachedFormatter(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: AIRPORT_TIME_ZONE,
      ...clockOf(locale),
    }),
);

/** Pickup times in the long form, in the airports' zone whatever the device's: "2 June 2030 at 2:30 pm IST". */
export function formatLongIst(instant: string) {
  return `${longIst().format(new Date(instant))} IST`;
}

/** Midnight IST at the start of tomorrow: the first day the calendar offers. */
export function startOfTomorrowIst(now: Date) {
  return addDays(startOfDay(new TZDate(now.getTime(), AIRPORT_TIME_ZONE)), 1);
}
