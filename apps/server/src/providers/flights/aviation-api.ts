import { normaliseFlightNumber, type FlightState } from '@arrival/contracts/flights';
import { istDateOf } from '@arrival/contracts/counters';
import { FlightProviderUnavailable, OUR_AIRPORTS, type FlightStatusProvider } from './flights.ts';

export interface AeroDataBoxOptions {
  /** e.g. https://aerodatabox.p.rapidapi.com */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** The airports whose arriving legs count; ours unless a test says otherwise. */
  airports?: readonly string[];
  fetchImpl?: typeof fetch;
}

/** AeroDataBox gives each time twice: `{ utc: "2026-12-01 03:15Z", local: "2026-12-01 08:45+05:30" }`. */
interface Moment {
  utc?: string;
  local?: string;
}
interface Movement {
  airport?: { iata?: string };
  scheduledTime?: Moment;
  revisedTime?: Moment;
  predictedTime?: Moment;
  terminal?: string;
}
interface Leg {
  number?: string;
  status?: string;
  departure?: Movement;
  arrival?: Movement;
}

/** Airlines count a flight as late from 15 minutes behind its schedule. */
const LATE_AFTER_MS = 15 * 60_000;

const isoOf = (moment: Moment | undefined): string | null => {
  const text = moment?.utc ?? moment?.local;
  if (!text) return null;
  const parsed = new Date(text.replace(' ', 'T'));
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
    // Diverted: it will not land here as planned, and no one can yet say when the traveller arrives.
    case 'Diverted':
    case 'Unknown':
    case undefined:
      return 'UNKNOWN';
    default:
      return expected && Date.parse(expected) - Date.parse(scheduled) >= LATE_AFTER_MS ? 'DELAYED' : 'SCHEDULED';
  }
}

/** "3" at Kochi is what travellers read as "T3". */
const terminalOf = (terminal: string | undefined) => {
  const trimmed = terminal?.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? `T${trimmed}` : trimmed;
};

function failureOf(error: unknown) {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'The flight-status service did not answer in time';
  }
  // A proxy's error page in place of JSON passes like an outage does.
  if (error instanceof SyntaxError) return 'The flight-status service sent an answer that could not be read';
  return 'The flight-status service could not be reached';
}

/**
 * AeroDataBox flight status by number and local arrival date
 * (`GET /flights/number/{number}/{date}?dateLocalRole=Arrival`), sold through RapidAPI and keyed by
 * `X-RapidAPI-Key`. A flight number may fly several legs a day; the one arriving at one of our airports
 * on that date counts, and its revised (or else predicted) time is the expected arrival.
 */
export function createAeroDataBoxFlights(options: AeroDataBoxOptions): FlightStatusProvider {
  const doFetch = options.fetchImpl ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const airports: readonly string[] = options.airports ?? OUR_AIRPORTS;

  async function fetchLegs(flightNumber: string, date: string): Promise<Leg[] | null> {
    const url = new URL(
      `${base}/flights/number/${encodeURIComponent(flightNumber.replace(/\s+/g, ''))}/${encodeURIComponent(date)}`,
    );
    url.searchParams.set('dateLocalRole', 'Arrival');
    url.searchParams.set('withAircraftImage', 'false');
    url.searchParams.set('withLocation', 'false');
    try {
      const response = await doFetch(url, {
        headers: { 'X-RapidAPI-Key': options.apiKey, 'X-RapidAPI-Host': new URL(base).host, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // 204 and 404: no such flight that day. 400: a date outside what the service covers.
      if (response.status === 204 || response.status === 404 || response.status === 400) return null;
      // 5xx, 429 (quota) and 401/403 (a key it refuses) all mean: no answer now, try again later.
      if (!response.ok) throw new FlightProviderUnavailable(`The flight-status service answered ${response.status}`);
      const body: unknown = await response.json();
      return Array.isArray(body) ? (body as Leg[]) : null;
    } catch (error) {
      if (error instanceof FlightProviderUnavailable) throw error;
      throw new FlightProviderUnavailable(failureOf(error), { cause: error });
    }
  }

  return {
    async lookup(typed, date) {
      const flightNumber = normaliseFlightNumber(typed);
      if (!flightNumber) return null;
      const legs = await fetchLegs(flightNumber, date);
      for (const leg of legs ?? []) {
        const origin = leg.departure?.airport?.iata;
        const destination = leg.arrival?.airport?.iata;
        const scheduled = isoOf(leg.arrival?.scheduledTime);
        // Our airports keep IST, so the local arrival date the service matched is the IST date we were asked.
        if (!origin || !destination || !scheduled || !airports.includes(destination) || istDateOf(new Date(scheduled)) !== date) {
          continue;
        }
        const expected = isoOf(leg.arrival?.revisedTime) ?? isoOf(leg.arrival?.predictedTime);
        return {
          flightNumber,
          date,
          origin,
          destination,
          scheduledArrival: scheduled,
          estimatedArrival: expected,
          terminal: terminalOf(leg.arrival?.terminal),
          status: stateOf(leg.status, scheduled, expected),
        };
      }
      return null;
    },
  };
}
