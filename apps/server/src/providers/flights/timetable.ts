import { normaliseFlightNumber, type FlightState } from '@arrival/contracts/flights';
import { istDateOf } from '@arrival/contracts/counters';
import type { FlightStatusProvider } from './flights.ts';
import { scheduledArrivals } from './timetable-data.ts';

export interface TimetableFlights extends FlightStatusProvider {
  /**
   * Moves one flight's expected arrival on one IST date by `minutes` (negative: early; 0: on time
   * again), the way a real provider would report it. The demo and tests use it to see a pickup time
   * follow a flight.
   */
  setDelay(flightNumber: string, date: string, minutes: number): void;
}

/**
 * The offline flight-status provider, answering from the bundled timetable. A flight whose expected
 * arrival has passed by `now` is reported landed.
 */
export function createTimetableFlights(options: { now?: () => Date } = {}): TimetableFlights {
  const now = options.now ?? (() => new Date());
  const delayMinutes = new Map<string, number>();
  const keyOf = (flightNumber: string, date: string) => `${normaliseFlightNumber(flightNumber) ?? flightNumber}|${date}`;

  return {
    setDelay(flightNumber, date, minutes) {
      if (minutes === 0) delayMinutes.delete(keyOf(flightNumber, date));
      else delayMinutes.set(keyOf(flightNumber, date), minutes);
    },

    async lookup(flightNumber, date) {
      const normalised = normaliseFlightNumber(flightNumber);
      const entry = normalised ? scheduledArrivals[normalised] : undefined;
      if (!normalised || !entry || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
      // The date is the arrival date, so a flight landing at 00:20 IST lands on that date, at 18:50 UTC the day before.
      const scheduled = new Date(`${date}T${entry.arrives}:00+05:30`);
      // A date that does not exist ("2026-02-30") would roll over into the next month.
      if (Number.isNaN(scheduled.getTime()) || istDateOf(scheduled) !== date) return null;
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (entry.weekdays && !entry.weekdays.includes(weekday)) return null;

      const delay = delayMinutes.get(keyOf(normalised, date)) ?? 0;
      const expected = new Date(scheduled.getTime() + delay * 60_000);
      const status: FlightState = expected <= now() ? 'LANDED' : delay > 0 ? 'DELAYED' : 'SCHEDULED';
      return {
        flightNumber: normalised,
        date,
        origin: entry.origin,
        destination: entry.destination,
        scheduledArrival: scheduled.toISOString(),
        estimatedArrival: delay === 0 ? null : expected.toISOString(),
        terminal: entry.terminal,
        status,
      };
    },
  };
}

/** The flight numbers the timetable knows, for the demo and tests. */
export const timetableFlightNumbers = Object.keys(scheduledArrivals);
