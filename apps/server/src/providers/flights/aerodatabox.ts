import { istDayOf } from '@arrival/contracts/counters';
import type { FlightState } from '@arrival/contracts/flights';
import { FlightProviderUnavailable, type FlightStatusProvider } from './flights.ts';

export interface AeroDataBoxOptions {
  baseUrl: string;
  apiKey: string;
  /** The airports whose arriving legs count (a flight number may fly several legs a day). */
  airports: readonly string[];
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** AeroDataBox times: `{ utc: "2026-12-01 03:15Z", local: "2026-12-01 08:45+05:30" }`. */
interface Moment {
  utc?: string;
}
interface Movement {
  airport?: { iata?: string };
  scheduledTime?: Moment;
  revisedTime?: Moment;
  predictedTime?: Moment;
  terminal?: string | null;
}
interface Leg {
  number?: string;
  status?: string;
  departure?: Movement;
  arrival?: Movement;
}

const isoOf = (moment: Moment | undefined) => {
  if (!moment?.utc) return null;
  const parsed = new Date(moment.utc.replace(' ', 'T'));
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
};

function stateOf(status: string | undefined, scheduled: string, expected: string | null): FlightState {
  switch (status) {
    case 'Arrived':
      return 'LANDED';
    case 'Canceled':
    case 'CanceledUncertain':
      return 'CANCELLED';
    case 'Delayed':
      return 'DELAYED';
    case undefined:
    case 'Unknown':
      return 'UNKNOWN';
    default:
      return expected && Date.parse(expected) - Date.parse(scheduled) >= 15 * 60_000 ? 'DELAYED' : 'SCHEDULED';
  }
}

/**
 * AeroDataBox's flight status by number and local date (`GET /flights/number/{number}/{date}`),
 * keyed by an API key, as sold through RapidAPI. The leg arriving at one of our airports is the one
 * that counts; its revised (or predicted) time is the expected arrival.
 */
export function createAeroDataBoxFlights(options: AeroDataBoxOptions): FlightStatusProvider {
  const doFetch = options.fetchImpl ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    async lookup(flightNumber, date) {
      const url = `${base}/flights/number/${encodeURIComponent(flightNumber.replace(' ', ''))}/${date}?withAircraftImage=false&withLocation=false`;
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { 'x-rapidapi-key': options.apiKey, 'x-rapidapi-host': new URL(base).host, accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new FlightProviderUnavailable(
          timedOut ? 'The flight-status service did not answer in time' : 'The flight-status service could not be reached',
        );
      }
      if (response.status === 404 || response.status === 204) return null;
      if (!response.ok) {
        if (response.status >= 500 || response.status === 429) {
          throw new FlightProviderUnavailable(`The flight-status service answered ${response.status}`);
        }
        return null;
      }
      const legs = (await response.json().catch(() => [])) as Leg[];
      const leg = (Array.isArray(legs) ? legs : []).find((l) => options.airports.includes(l.arrival?.airport?.iata ?? ''));
      const scheduled = isoOf(leg?.arrival?.scheduledTime);
      if (!leg || !scheduled) return null;
      const expected = isoOf(leg.arrival?.revisedTime) ?? isoOf(leg.arrival?.predictedTime);
      const arrivalDay = istDayOf(new Date(scheduled)).startsAt;
      return {
        flightNumber,
        date: new Date(arrivalDay.getTime() + 330 * 60_000).toISOString().slice(0, 10),
        origin: leg.departure?.airport?.iata ?? '',
        destination: leg.arrival!.airport!.iata!,
        scheduledArrival: scheduled,
        estimatedArrival: expected && expected !== scheduled ? expected : null,
        terminal: leg.arrival?.terminal ?? null,
        status: stateOf(leg.status, scheduled, expected),
      };
    },
  };
}
