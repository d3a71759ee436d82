import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { flightStatusSchema } from '@arrival/contracts/flights';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAeroDataBoxFlights } from './aviation-api.ts';
import { FlightProviderUnavailable } from './flights.ts';

interface Received {
  method?: string;
  url: URL;
  headers: IncomingMessage['headers'];
}

/** A local stand-in for AeroDataBox on RapidAPI that answers the way its documentation shows, scripted per test. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: { status: number; body?: unknown; raw?: string; delayMs?: number };

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ method: request.method, url: new URL(request.url ?? '/', 'http://fake'), headers: request.headers });
    const timer = setTimeout(() => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
    }, answer.delayMs ?? 0);
    response.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  answer = { status: 200, body: [leg()] };
});

const provider = (timeoutMs = 2000) => createAeroDataBoxFlights({ baseUrl: `${baseUrl}/`, apiKey: 'key-123', timeoutMs });

/** One flight leg as AeroDataBox describes it (FlightContract), Dubai to Kochi unless told otherwise. */
function leg(overrides: { status?: string; to?: string; arrival?: Record<string, unknown> } = {}) {
  return {
    greatCircleDistance: { km: 2721.5 },
    departure: {
      airport: { icao: 'OMDB', iata: 'DXB', name: 'Dubai', timeZone: 'Asia/Dubai' },
      scheduledTime: { utc: '2026-11-30 23:05Z', local: '2026-12-01 03:05+04:00' },
      terminal: '3',
      quality: ['Basic', 'Live'],
    },
    arrival: {
      airport: { icao: 'VOCI', iata: overrides.to ?? 'COK', name: 'Kochi', timeZone: 'Asia/Kolkata' },
      scheduledTime: { utc: '2026-12-01 03:15Z', local: '2026-12-01 08:45+05:30' },
      terminal: '3',
      quality: ['Basic'],
      ...overrides.arrival,
    },
    lastUpdatedUtc: '2026-11-30 22:40Z',
    number: 'EK 532',
    status: overrides.status ?? 'Expected',
    codeshareStatus: 'IsOperator',
    isCargo: false,
    aircraft: { model: 'Boeing 777-300ER' },
    airline: { name: 'Emirates', iata: 'EK', icao: 'UAE' },
  };
}

describe('AeroDataBox flight status', () => {
  it('asks for the flight by number and local arrival date, with the RapidAPI key', async () => {
    await provider().lookup('EK 532', '2026-12-01');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('GET');
    expect(request!.url.pathname).toBe('/flights/number/EK532/2026-12-01');
    expect(request!.url.searchParams.get('dateLocalRole')).toBe('Arrival');
    expect(request!.url.searchParams.get('withAircraftImage')).toBe('false');
    expect(request!.headers['x-rapidapi-key']).toBe('key-123');
    expect(request!.headers['x-rapidapi-host']).toBe(new URL(baseUrl).host);
  });

  it('maps a scheduled flight to our contract', async () => {
    const flight = await provider().lookup('ek-0532', '2026-12-01');
    expect(flight).toEqual({
      flightNumber: 'EK 532',
      date: '2026-12-01',
      origin: 'DXB',
      destination: 'COK',
      scheduledArrival: '2026-12-01T03:15:00.000Z',
      estimatedArrival: null,
      terminal: 'T3',
      status: 'SCHEDULED',
    });
    expect(flightStatusSchema.parse(flight)).toEqual(flight);
  });

  it('takes a revised arrival as the estimate and calls it delayed from 15 minutes late', async () => {
    answer = {
      status: 200,
      body: [leg({ status: 'EnRoute', arrival: { revisedTime: { utc: '2026-12-01 04:05Z', local: '2026-12-01 09:35+05:30' } } })],
    };
    expect(await provider().lookup('EK 532', '2026-12-01')).toMatchObject({
      scheduledArrival: '2026-12-01T03:15:00.000Z',
      estimatedArrival: '2026-12-01T04:05:00.000Z',
      status: 'DELAYED',
    });
    answer = { status: 200, body: [leg({ status: 'Approaching', arrival: { revisedTime: { utc: '2026-12-01 03:25Z' } } })] };
    expect(await provider().lookup('EK 532', '2026-12-01')).toMatchObject({
      estimatedArrival: '2026-12-01T03:25:00.000Z',
      status: 'SCHEDULED',
    });
  });

  it('falls back to the predicted arrival when there is no revised one', async () => {
    answer = { status: 200, body: [leg({ status: 'Delayed', arrival: { predictedTime: { utc: '2026-12-01 05:00Z' } } })] };
    expect(await provider().lookup('EK 532', '2026-12-01')).toMatchObject({
      estimatedArrival: '2026-12-01T05:00:00.000Z',
      status: 'DELAYED',
    });
  });

  it.each([
    ['Arrived', 'LANDED'],
    ['Canceled', 'CANCELLED'],
    ['CanceledUncertain', 'CANCELLED'],
    ['Diverted', 'UNKNOWN'],
    ['Unknown', 'UNKNOWN'],
    ['Boarding', 'SCHEDULED'],
  ])('maps status %s to %s', async (status, expected) => {
    answer = { status: 200, body: [leg({ status })] };
    expect((await provider().lookup('EK 532', '2026-12-01'))?.status).toBe(expected);
  });

  it('chooses the leg that arrives at one of our airports', async () => {
    answer = {
      status: 200,
      body: [
        leg({ to: 'BOM', arrival: { scheduledTime: { utc: '2026-12-01 01:00Z' }, terminal: '2' } }),
        leg({ to: 'TRV', arrival: { scheduledTime: { utc: '2026-12-01 04:30Z' }, terminal: '2' } }),
      ],
    };
    expect(await provider().lookup('EK 532', '2026-12-01')).toMatchObject({
      destination: 'TRV',
      scheduledArrival: '2026-12-01T04:30:00.000Z',
      terminal: 'T2',
    });
  });

  it('dates an arrival just after midnight IST by its IST date', async () => {
    answer = {
      status: 200,
      body: [leg({ arrival: { scheduledTime: { utc: '2026-11-30 18:50Z', local: '2026-12-01 00:20+05:30' } } })],
    };
    expect(await provider().lookup('AI 934', '2026-12-01')).toMatchObject({
      flightNumber: 'AI 934',
      date: '2026-12-01',
      scheduledArrival: '2026-11-30T18:50:00.000Z',
    });
  });

  it('keeps a terminal it cannot improve, and null when there is none', async () => {
    answer = { status: 200, body: [leg({ arrival: { terminal: 'I' } })] };
    expect((await provider().lookup('EK 532', '2026-12-01'))?.terminal).toBe('I');
    answer = { status: 200, body: [leg({ arrival: { terminal: undefined } })] };
    expect((await provider().lookup('EK 532', '2026-12-01'))?.terminal).toBeNull();
  });

  it.each([
    ['404', { status: 404, body: { message: 'Flight not found' } }],
    ['204', { status: 204 }],
    ['an empty list', { status: 200, body: [] }],
    ['only legs elsewhere', { status: 200, body: [leg({ to: 'BOM' })] }],
    ['a leg on another IST date', { status: 200, body: [leg({ arrival: { scheduledTime: { utc: '2026-12-01 20:00Z' } } })] }],
  ])('answers null for %s', async (_case, reply) => {
    answer = reply;
    expect(await provider().lookup('EK 532', '2026-12-01')).toBeNull();
  });

  it.each([500, 502, 503, 429, 401])('reports a %i as unavailable, to be asked again later', async (status) => {
    answer = { status, body: { message: 'Service unavailable' } };
    const error = await provider()
      .lookup('EK 532', '2026-12-01')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlightProviderUnavailable);
    expect((error as Error).message).toBe(`The flight-status service answered ${status}`);
  });

  it('reports a body that is not JSON as unavailable', async () => {
    answer = { status: 200, raw: '<html>gateway</html>' };
    const error = await provider()
      .lookup('EK 532', '2026-12-01')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlightProviderUnavailable);
    expect((error as Error).message).toBe('The flight-status service sent an answer that could not be read');
  });

  it('gives up after the timeout', async () => {
    answer = { status: 200, body: [leg()], delayMs: 1000 };
    const error = await provider(100)
      .lookup('EK 532', '2026-12-01')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlightProviderUnavailable);
    expect((error as Error).message).toBe('The flight-status service did not answer in time');
  });

  it('reports a service it cannot reach as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createAeroDataBoxFlights({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'key-123', timeoutMs: 2000 });
    const error = await unreachable.lookup('EK 532', '2026-12-01').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlightProviderUnavailable);
    expect((error as Error).message).toBe('The flight-status service could not be reached');
  });
});
