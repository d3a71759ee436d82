import { describe, expect, it } from 'vitest';
import { istCalendarDay, startOfTomorrowIst } from './airport-time';
import { toIstParts } from './ist-clock';

describe('the arrival calendar in IST', () => {
  it('offers days from tomorrow in IST, even late in the UTC day', () => {
    // 20:00 UTC on 1 June is already 01:30 on 2 June in Kerala.
    const first = startOfTomorrowIst(new Date('2030-06-01T20:00:00Z'));
    expect(toIstParts(first)).toEqual({ date: '2030-06-03', time: '00:00' });
  });

  it("takes an IST day as that day's midnight in IST, and no day that does not exist", () => {
    expect(istCalendarDay('2030-06-02')?.toISOString()).toBe('2030-06-02T00:00:00.000+05:30');
    expect(istCalendarDay('2030-02-30')).toBeUndefined();
  });
});
