import { flightStatusSchema } from '@arrival/contracts/flights';
import { describe, expect, it } from 'vitest';
import { OUR_AIRPORTS } from './flights.ts';
import { createTimetableFlights, timetableFlightNumbers } from './timetable.ts';
import { scheduledArrivals } from './timetable-data.ts';

// Long before any of the dates below, so nothing has landed yet.
const before = new Date('2026-11-22T06:00:00Z');
const timetable = (now = before) => createTimetableFlights({ now: () => now });

describe('the bundled timetable', () => {
  it('answers a flight on its IST arrival date, scheduled in UTC, with its terminal', async () => {
    expect(await timetable().lookup('EK 532', '2026-12-01')).toEqual({
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

  it.each([
    ['QR 516', 'DOH', 'COK', 'T3'],
    ['EY 280', 'AUH', 'COK', 'T3'],
    ['6E 1403', 'DXB', 'TRV', 'T2'],
    ['IX 344', 'DXB', 'CCJ', 'Intl'],
    ['G9 454', 'SHJ', 'CNN', 'Intl'],
  ])('knows %s from %s to %s, terminal %s', async (flightNumber, origin, destination, terminal) => {
    expect(await timetable().lookup(flightNumber, '2026-12-01')).toMatchObject({ flightNumber, origin, destination, terminal });
  });

  it('puts an arrival just after midnight IST on that IST date, the UTC day before', async () => {
    // AI 934 lands at 00:20 IST.
    const flight = await timetable().lookup('AI 934', '2026-12-02');
    expect(flight).toMatchObject({ date: '2026-12-02', scheduledArrival: '2026-12-01T18:50:00.000Z' });
  });

  it('puts an arrival just before midnight IST on the same UTC date', async () => {
    // 6E 1716 lands at 23:55 IST.
    expect((await timetable().lookup('6E 1716', '2026-12-01'))?.scheduledArrival).toBe('2026-12-01T18:25:00.000Z');
  });

  it('counts days of operation by the IST arrival date', async () => {
    // SV 892 lands on Mondays and Thursdays: 30 November and 3 December 2026, not Tuesday 1 December.
    expect(await timetable().lookup('SV 892', '2026-11-30')).not.toBeNull();
    expect(await timetable().lookup('SV 892', '2026-12-01')).toBeNull();
    expect(await timetable().lookup('SV 892', '2026-12-03')).not.toBeNull();
    // EY 284 lands at 03:30 IST on Sundays, Tuesdays, Thursdays and Saturdays; Monday's IST date has none.
    expect(await timetable().lookup('EY 284', '2026-11-29')).not.toBeNull();
    expect(await timetable().lookup('EY 284', '2026-11-30')).toBeNull();
  });

  it('answers null for a flight it does not know, or a date that does not exist', async () => {
    expect(await timetable().lookup('ZZ 1', '2026-12-01')).toBeNull();
    expect(await timetable().lookup('EK 532', '2026-02-30')).toBeNull();
    expect(await timetable().lookup('EK 532', 'tomorrow')).toBeNull();
  });

  it('accepts a flight number as typed', async () => {
    expect((await timetable().lookup('ek-0532', '2026-12-01'))?.flightNumber).toBe('EK 532');
  });

  it('reports a delay, then the landing once the delayed time has passed', async () => {
    let now = new Date('2026-12-01T00:00:00Z');
    const flights = createTimetableFlights({ now: () => now });
    flights.setDelay('EK 532', '2026-12-01', 95);
    expect(await flights.lookup('EK 532', '2026-12-01')).toMatchObject({
      scheduledArrival: '2026-12-01T03:15:00.000Z',
      estimatedArrival: '2026-12-01T04:50:00.000Z',
      status: 'DELAYED',
    });
    // The scheduled time has passed, the delayed one not yet.
    now = new Date('2026-12-01T04:00:00Z');
    expect((await flights.lookup('EK 532', '2026-12-01'))?.status).toBe('DELAYED');
    now = new Date('2026-12-01T04:50:00Z');
    expect((await flights.lookup('EK 532', '2026-12-01'))?.status).toBe('LANDED');
  });

  it('keeps a delay to its flight and date, and clears it with zero', async () => {
    const flights = timetable();
    flights.setDelay('ek532', '2026-12-01', 40);
    expect((await flights.lookup('EK 532', '2026-12-01'))?.status).toBe('DELAYED');
    expect((await flights.lookup('EK 532', '2026-12-02'))?.estimatedArrival).toBeNull();
    expect((await flights.lookup('QR 516', '2026-12-01'))?.estimatedArrival).toBeNull();
    flights.setDelay('EK 532', '2026-12-01', 0);
    expect(await flights.lookup('EK 532', '2026-12-01')).toMatchObject({ estimatedArrival: null, status: 'SCHEDULED' });
  });

  it('reports an early arrival as scheduled, with its estimate', async () => {
    const flights = timetable();
    flights.setDelay('QR 516', '2026-12-01', -10);
    expect(await flights.lookup('QR 516', '2026-12-01')).toMatchObject({
      scheduledArrival: '2026-12-01T02:55:00.000Z',
      estimatedArrival: '2026-12-01T02:45:00.000Z',
      status: 'SCHEDULED',
    });
  });

  it('reports a flight as landed once its time has passed', async () => {
    const flight = await timetable(new Date('2026-12-01T03:15:00Z')).lookup('EK 532', '2026-12-01');
    expect(flight?.status).toBe('LANDED');
  });

  it('holds about twenty flights into each of our airports, every answer fitting the contract', async () => {
    expect(timetableFlightNumbers.length).toBeGreaterThanOrEqual(20);
    expect(new Set(Object.values(scheduledArrivals).map((entry) => entry.destination))).toEqual(new Set(OUR_AIRPORTS));
    for (const flightNumber of timetableFlightNumbers) {
      // Every flight operates on some day of a week.
      const week = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
      const answers = (await Promise.all(week.map((date) => timetable().lookup(flightNumber, date)))).filter((a) => a !== null);
      expect(answers.length, flightNumber).toBeGreaterThan(0);
      for (const answer of answers) expect(flightStatusSchema.parse(answer)).toEqual(answer);
    }
  });
});
