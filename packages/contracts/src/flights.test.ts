import { describe, expect, it } from 'vitest';
import {
  expectedArrivalOf,
  FLIGHT_NUMBER_MESSAGE,
  flightLookupQuerySchema,
  flightNumberSchema,
  flightStatusSchema,
  normaliseFlightNumber,
  type FlightStatus,
} from './flights.ts';

describe('normaliseFlightNumber', () => {
  it.each([
    ['EK532', 'EK 532'],
    ['ek532', 'EK 532'],
    ['ek 532', 'EK 532'],
    ['EK 532', 'EK 532'],
    ['EK  532', 'EK 532'],
    ['EK-532', 'EK 532'],
    ['EK-0532', 'EK 532'],
    ['EK 0532', 'EK 532'],
    ['EK00532', 'EK 532'],
    [' 6e 1403 ', '6E 1403'],
    ['6E1403', '6E 1403'],
    ['6e-1403', '6E 1403'],
    ['g9454', 'G9 454'],
    ['G9 454', 'G9 454'],
    ['ix344', 'IX 344'],
    ['AI 934A', 'AI 934A'],
    ['ai934a', 'AI 934A'],
    ['qr 0516', 'QR 516'],
    ['QR516', 'QR 516'],
    ['EY 280', 'EY 280'],
    ['SQ 1', 'SQ 1'],
    ['SQ 0001', 'SQ 1'],
    ['MH 9999', 'MH 9999'],
    ['9W 1', '9W 1'],
    ['\tEK 532\n', 'EK 532'],
  ])('%j is %s', (input, expected) => {
    expect(normaliseFlightNumber(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'EK',
    '532',
    'E 532',
    'EKA 532',
    '12 345',
    '12345',
    'EK 12345',
    'EK 0',
    'EK 0000',
    'EK 5 32',
    'EK532XY',
    'EK 532 A',
    'EK.532',
    'EK/532',
    'EK_532',
    'ÉK 532',
    'hello',
  ])('refuses %j', (input) => {
    expect(normaliseFlightNumber(input)).toBeNull();
  });
});

describe('flightNumberSchema', () => {
  it('parses to the normalised number', () => {
    expect(flightNumberSchema.parse('ek532')).toBe('EK 532');
    expect(flightNumberSchema.parse(' 6e 1403 ')).toBe('6E 1403');
  });

  it.each(['hello', '', '12 345', 'EK 12345'])('gives one clear message for %j', (input) => {
    const parsed = flightNumberSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([FLIGHT_NUMBER_MESSAGE]);
    expect(FLIGHT_NUMBER_MESSAGE).toBe('Enter a flight number like EK 532');
  });

  it('gives the same message when the number is not text', () => {
    expect(flightNumberSchema.safeParse(532).error?.issues[0]?.message).toBe(FLIGHT_NUMBER_MESSAGE);
  });
});

describe('flightLookupQuerySchema', () => {
  it('normalises the number and keeps the date', () => {
    expect(flightLookupQuerySchema.parse({ flightNumber: 'ek-0532', date: '2026-12-01' })).toEqual({
      flightNumber: 'EK 532',
      date: '2026-12-01',
    });
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    const parsed = flightLookupQuerySchema.safeParse({ flightNumber: 'EK 532', date: '01/12/2026' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['date'], message: 'Choose the arrival date' });
  });
});

describe('flightStatusSchema', () => {
  const flight: FlightStatus = {
    flightNumber: 'EK 532',
    date: '2026-12-01',
    origin: 'DXB',
    destination: 'COK',
    scheduledArrival: '2026-12-01T03:15:00.000Z',
    estimatedArrival: null,
    terminal: 'T3',
    status: 'SCHEDULED',
  };

  it('accepts a flight as a provider answers it', () => {
    expect(flightStatusSchema.parse(flight)).toEqual(flight);
    expect(flightStatusSchema.parse({ ...flight, estimatedArrival: '2026-12-01T04:00:00Z', terminal: null })).toBeTruthy();
  });

  it.each([
    ['origin', 'dxb'],
    ['destination', 'COKX'],
    ['scheduledArrival', '2026-12-01 08:45'],
    ['scheduledArrival', '2026-12-01T08:45:00+05:30'],
    ['date', '2026-12-1'],
    ['status', 'DIVERTED'],
  ])('refuses %s %j', (field, value) => {
    expect(flightStatusSchema.safeParse({ ...flight, [field]: value }).success).toBe(false);
  });

  it('expects the estimate when there is one, the timetable otherwise', () => {
    expect(expectedArrivalOf(flight)).toBe('2026-12-01T03:15:00.000Z');
    expect(expectedArrivalOf({ ...flight, estimatedArrival: '2026-12-01T04:00:00.000Z' })).toBe('2026-12-01T04:00:00.000Z');
  });
});
