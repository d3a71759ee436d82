import { AIRPORT_TIME_ZONE } from './time-zone';
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { fromIstParts } from './ist-clock';

/** The calendar day of an IST 'yyyy-MM-dd' date, as the IST-zoned calendar expects it. */
export function istCalendarDay(date: string): TZDate | undefined {
  const instant = fromIstParts(date, '00:00');
  return instant ? new TZDate(instant.getTime(), AIRPORT_TIME_ZONE) : undefined;
}

/** Midnight IST at the start of tomorrow: the first day the calendar offers. */
export function startOfTomorrowIst(now: Date) {
  return addDays(startOfDay(new TZDate(now.getTime(), AIRPORT_TIME_ZONE)), 1);
}
