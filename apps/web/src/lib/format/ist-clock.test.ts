import { describe, expect, it } from 'vitest';
import { formatArrival, formatLongIst, fromIstParts, toIstParts } from './ist-clock';

describe('IST arrival times', () => {
  it('reads a date and time typed in IST as the right instant, whatever the browser zone', () => {
    expect(fromIstParts('2030-06-02', '14:30')?.toISOString()).toBe('2030-06-02T09:00:00.000Z');
    expect(fromIstParts('2030-01-01', '00:15')?.toISOString()).toBe('2029-12-31T18:45:00.000Z');
  });

  it('rejects dates and times that do not exist', () => {
    expect(fromIstParts('2030-02-30', '10:00')).toBeNull();
    expect(fromIstParts('2030-13-01', '10:00')).toBeNull();
    expect(fromIstParts('02/06/2030', '10:00')).toBeNull();
    expect(fromIstParts('2030-06-02', '24:00')).toBeNull();
    expect(fromIstParts('2030-06-02', '')).toBeNull();
  });

  it('splits an instant into IST date and time, and back', () => {
    expect(toIstParts('2030-06-02T20:00:00Z')).toEqual({ date: '2030-06-03', time: '01:30' });
    const { date, time } = toIstParts('2030-06-02T09:00:00.000Z');
    expect(fromIstParts(date, time)?.toISOString()).toBe('2030-06-02T09:00:00.000Z');
  });

  it("shows arrivals as 'YYYY-MM-DD HH:mm' in IST", () => {
    expect(formatArrival('2030-06-02T09:00:00Z')).toBe('2030-06-02 14:30');
  });

  it('reads a rolled-over or impossible instant as nothing, and midnight as 00:00', () => {
    expect(fromIstParts('2028-02-29', '10:00')?.toISOString()).toBe('2028-02-29T04:30:00.000Z');
    expect(fromIstParts('2030-02-29', '10:00')).toBeNull();
    expect(fromIstParts('2030-04-31', '00:00')).toBeNull();
    expect(toIstParts('2030-06-01T18:30:00Z')).toEqual({ date: '2030-06-02', time: '00:00' });
  });
});

describe('formatLongIst', () => {
  it('shows the instant in IST, in the long form, whatever the device zone', () => {
    expect(formatLongIst('2030-06-02T09:00:00.000Z')).toBe('2 June 2030 at 2:30 pm IST');
    // 20:00 UTC is already the next day in Kerala.
    expect(formatLongIst('2030-06-02T20:00:00.000Z')).toBe('3 June 2030 at 1:30 am IST');
  });
});
