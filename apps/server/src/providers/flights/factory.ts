import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAeroDataBoxFlights } from './aerodatabox.ts';
import type { FlightStatusProvider } from './flights.ts';
import { createTimetableFlights } from './timetable.ts';

export const OUR_AIRPORTS = ['COK', 'TRV', 'CCJ', 'CNN'] as const;

/** AeroDataBox when a key is configured; otherwise the bundled timetable. */
export function createFlights(config: Config, clock: Clock): FlightStatusProvider {
  if (config.FLIGHT_STATUS_API_KEY) {
    return createAeroDataBoxFlights({
      baseUrl: config.FLIGHT_STATUS_API_URL,
      apiKey: config.FLIGHT_STATUS_API_KEY,
      airports: OUR_AIRPORTS,
      timeoutMs: config.FLIGHT_STATUS_TIMEOUT_MS,
    });
  }
  return createTimetableFlights({ now: () => clock.now() });
}
