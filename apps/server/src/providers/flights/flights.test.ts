import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAeroDataBoxFlights } from './aerodatabox.ts';
import { FlightProviderUnavailable } from './flights.ts';
import { createTimetableFlights } from './timetable.ts';

describe('the bundled timetable', () => {
  const now = new Date('2026-11-22T06:00:00Z');
  it('answers a flight on its IST arrival date, with its terminal', async () => {
    const flights = createTimetableFlights({ now: () => now });
    expect(await flights.lookup('EK 532', '2026-12-01')).toEqual({
      flightNumber: 'EK 532',
      date: '2026-12-01',
      origin: 'DXB',
      destination: 'COK',
      scheduledArrival: '2026-12-01T03:15:00.000Z',
      estimatedArrival: null,
      terminal: 'T3',
      status: 'SCHEDULED',
    });
  });

  it('puts an arrival just after midnight IST on the IST date, the UTC day before', async () => {
    const flight = await createTimetableFlights({ now: () => now }).lookup('AI 934', '2026-12-02');
    expect(flight?.scheduledArrival).toBe('2026-12-01T18:50:00.000Z');
  });

  it('answers null on a day the flight does not fly, and for an unknown flight', async () => {
    const flights = createTimetableFlights({ now: () => now });
    // SV 892 flies on Mondays and Thursdays; 1 December 2026 is a Tuesday.
    expect(await flights.lookup('SV 892', '2026-12-01')).toBeNull();
    expect(await flights.lookup('SV 892', '2026-12-03')).not.toBeNull();
    expect(await flights.lookup('ZZ 1', '2026-12-01')).toBeNull();
  });

  it('reports a delay, then the landing once the delayed time has passed', async () => {
    let clock = new Date('2026-12-01T00:00:00Z');
    const flights = createTimetableFlights({ now: () => clock });
    flights.setDelay('EK 532', '2026-12-01', 95);
    expect(await flights.lookup('EK 532', '2026-12-01')).toMatchObject({
      estimatedArrival: '2026-12-01T04:50:00.000Z',
      status: 'DELAYED',
    });
    clock = new Date('2026-12-01T04:51:00Z');
    expect((await flights.lookup('EK 532', '2026-12-01'))?.status).toBe('LANDED');
  });
});

describe('AeroDataBox', () => {
  let server: Server;
  let baseUrl: string;
  const seen: IncomingMessage[] = [];
  let answer: (url: string) => { status: number; body?: unknown; hang?: boolean };

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request);
      const reply = answer(request.url ?? '');
      if (reply.hang) return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = (timeoutMs = 1000) =>
    createAeroDataBoxFlights({ baseUrl, apiKey: 'key-123', airports: ['COK', 'TRV'], timeoutMs });

  const leg = (arrival: Record<string, unknown>, status = 'Expected', to = 'COK') => ({
    number: 'EK 532',
    status,
    departure: { airport: { iata: 'DXB' }, scheduledTime: { utc: '2026-11-30 22:35Z', local: '2026-12-01 02:35+04:00' } },
    arrival: {
      airport: { iata: to },
      scheduledTime: { utc: '2026-12-01 03:15Z', local: '2026-12-01 08:45+05:30' },
      terminal: '3',
      ...arrival,
    },
  });

  it('asks by number and local date with the key, and maps the leg arriving at our airport', async () => {
    answer = () => ({
      status: 200,
      body: [
        leg({}, 'Expected', 'BOM'),
        leg({ revisedTime: { utc: '2026-12-01 04:05Z', local: '2026-12-01 09:35+05:30' } }, 'Delayed'),
      ],
    });
    expect(await provider().lookup('EK 532', '2026-12-01')).toEqual({
      flightNumber: 'EK 532',
      date: '2026-12-01',
      origin: 'DXB',
      destination: 'COK',
      scheduledArrival: '2026-12-01T03:15:00.000Z',
      estimatedArrival: '2026-12-01T04:05:00.000Z',
      terminal: '3',
      status: 'DELAYED',
    });
    const request = seen.at(-1)!;
    expect(request.url).toMatch(/^\/flights\/number\/EK532\/2026-12-01\?/);
    expect(request.headers['x-rapidapi-key']).toBe('key-123');
  });

  it('maps an arrived flight to LANDED and a flight not found to null', async () => {
    answer = () => ({ status: 200, body: [leg({}, 'Arrived')] });
    expect((await provider().lookup('EK 532', '2026-12-01'))?.status).toBe('LANDED');
    answer = () => ({ status: 404, body: { message: 'Flight not found' } });
    expect(await provider().lookup('EK 532', '2026-12-01')).toBeNull();
    answer = () => ({ status: 200, body: [leg({}, 'Expected', 'BOM')] });
    expect(await provider().lookup('EK 532', '2026-12-01')).toBeNull();
  });

  it('reports a 5xx or a timeout as unavailable, to be asked again later', async () => {
    answer = () => ({ status: 503, body: { message: 'busy' } });
    await expect(provider().lookup('EK 532', '2026-12-01')).rejects.toBeInstanceOf(FlightProviderUnavailable);
    answer = () => ({ status: 200, hang: true });
    await expect(provider(200).lookup('EK 532', '2026-12-01')).rejects.toThrow('did not answer in time');
  });
});
