import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAeroDataBoxFlights } from './aviation-api.ts';
import type { FlightStatusProvider } from './flights.ts';
import { createTimetableFlights } from './timetable.ts';

/** The settings (environment variables, read by config.ts) that choose and configure the provider. */
export const FLIGHT_STATUS_API_KEY = 'FLIGHT_STATUS_API_KEY';
export const FLIGHT_STATUS_API_URL = 'FLIGHT_STATUS_API_URL';
export const FLIGHT_STATUS_TIMEOUT_MS = 'FLIGHT_STATUS_TIMEOUT_MS';

export const DEFAULT_FLIGHT_STATUS_API_URL = 'https://aerodatabox.p.rapidapi.com';
export const DEFAULT_FLIGHT_STATUS_TIMEOUT_MS = 5_000;

export interface FlightStatusSettings {
  /** AeroDataBox (RapidAPI) key; without one, flights come from the bundled timetable. */
  apiKey?: string;
  apiUrl?: string;
  timeoutMs?: number;
  /** The timetable's clock, which decides when a flight has landed. */
  now?: () => Date;
}

/** AeroDataBox when a key is configured; otherwise the bundled timetable, which needs no network. */
export function createFlightStatusProvider(settings: FlightStatusSettings): FlightStatusProvider {
  if (settings.apiKey) {
    return createAeroDataBoxFlights({
      baseUrl: settings.apiUrl || DEFAULT_FLIGHT_STATUS_API_URL,
      apiKey: settings.apiKey,
      timeoutMs: settings.timeoutMs ?? DEFAULT_FLIGHT_STATUS_TIMEOUT_MS,
    });
  }
  return createTimetableFlights({ now: settings.now });
}

export function createFlights(config: Config, clock: Clock): FlightStatusProvider {
  return createFlightStatusProvider({
    apiKey: config.FLIGHT_STATUS_API_KEY,
    apiUrl: config.FLIGHT_STATUS_API_URL,
    timeoutMs: config.FLIGHT_STATUS_TIMEOUT_MS,
    now: () => clock.now(),
  });
}
