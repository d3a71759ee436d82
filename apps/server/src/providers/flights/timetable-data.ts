import type { OurAirport } from './flights.ts';

export interface ScheduledArrival {
  origin: string;
  destination: OurAirport;
  /** Local arrival time at the destination, IST wall clock, HH:MM. */
  arrives: string;
  terminal: string;
  /** Days of operation by IST arrival date, 0 = Sunday; every day when absent. */
  weekdays?: readonly number[];
}

/**
 * Scheduled arrivals into our airports from the Gulf and South-East Asia, keyed by normalised flight
 * number, so flight-linked pickup works with no outside service. Times are indicative, not an airline's
 * published timetable.
 */
export const scheduledArrivals: Readonly<Record<string, ScheduledArrival>> = {
  'EK 532': { origin: 'DXB', destination: 'COK', arrives: '08:45', terminal: 'T3' },
  'EK 530': { origin: 'DXB', destination: 'COK', arrives: '02:50', terminal: 'T3' },
  'QR 516': { origin: 'DOH', destination: 'COK', arrives: '08:25', terminal: 'T3' },
  'EY 280': { origin: 'AUH', destination: 'COK', arrives: '08:10', terminal: 'T3' },
  'AI 934': { origin: 'DXB', destination: 'COK', arrives: '00:20', terminal: 'T3' },
  'SQ 538': { origin: 'SIN', destination: 'COK', arrives: '22:05', terminal: 'T3', weekdays: [0, 1, 3, 5] },
  'MH 182': { origin: 'KUL', destination: 'COK', arrives: '22:40', terminal: 'T3' },
  'IX 452': { origin: 'MCT', destination: 'COK', arrives: '06:30', terminal: 'T3', weekdays: [2, 4, 6] },
  'G9 426': { origin: 'SHJ', destination: 'COK', arrives: '09:30', terminal: 'T3' },
  '6E 1403': { origin: 'DXB', destination: 'TRV', arrives: '07:20', terminal: 'T2' },
  'EK 522': { origin: 'DXB', destination: 'TRV', arrives: '09:15', terminal: 'T2' },
  'QR 506': { origin: 'DOH', destination: 'TRV', arrives: '02:05', terminal: 'T2' },
  'EY 284': { origin: 'AUH', destination: 'TRV', arrives: '03:30', terminal: 'T2', weekdays: [0, 2, 4, 6] },
  'IX 344': { origin: 'DXB', destination: 'CCJ', arrives: '05:40', terminal: 'Intl' },
  'SV 892': { origin: 'RUH', destination: 'CCJ', arrives: '09:50', terminal: 'Intl', weekdays: [1, 4] },
  'G9 354': { origin: 'SHJ', destination: 'CCJ', arrives: '03:55', terminal: 'Intl' },
  'WY 297': { origin: 'MCT', destination: 'CCJ', arrives: '10:05', terminal: 'Intl', weekdays: [0, 3, 5] },
  'G9 454': { origin: 'SHJ', destination: 'CNN', arrives: '04:15', terminal: 'Intl' },
  'IX 716': { origin: 'AUH', destination: 'CNN', arrives: '06:05', terminal: 'Intl', weekdays: [1, 3, 5] },
  '6E 1716': { origin: 'DOH', destination: 'CNN', arrives: '23:55', terminal: 'Intl' },
};
