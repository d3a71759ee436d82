import { describe, expect, it } from 'vitest';
import {
  defaultCounterSettings,
  describeWeek,
  isCounterOpen,
  istDayOf,
  nextCounterOpening,
  pickupProblem,
  type Counter,
} from './counters.ts';

/** Open 06:00–22:00 every day but Sunday, which opens 08:00–12:00 and 14:00–20:00. */
const counter = (extra: Partial<Counter> = {}): Counter => ({
  ...defaultCounterSettings(),
  locationId: 1,
  locationName: 'Cochin International Airport (COK)',
  locationCode: 'COK',
  place: 'Arrivals hall, after customs',
  hours: [
    ...[1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '06:00', closes: '22:00' })),
    { weekday: 0, opens: '08:00', closes: '12:00' },
    { weekday: 0, opens: '14:00', closes: '20:00' },
  ],
  ...extra,
});
/** An instant given as IST wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const now = ist('2026-12-01T09:00'); // a Tuesday

describe('istDayOf', () => {
  it('takes the weekday and minute in IST, not UTC', () => {
    // 00:30 IST on Wednesday 2 December is still Tuesday 19:00 in UTC.
    expect(istDayOf(ist('2026-12-02T00:30'))).toEqual({ weekday: 3, minute: 30, startsAt: ist('2026-12-02T00:00') });
    expect(istDayOf(ist('2026-12-01T23:59'))).toMatchObject({ weekday: 2, minute: 23 * 60 + 59 });
  });
});

describe('opening hours', () => {
  it('is open within a stretch and closed at its closing minute', () => {
    expect(isCounterOpen(counter(), ist('2026-12-03T06:00'))).toBe(true);
    expect(isCounterOpen(counter(), ist('2026-12-03T21:59'))).toBe(true);
    expect(isCounterOpen(counter(), ist('2026-12-03T22:00'))).toBe(false);
    expect(isCounterOpen(counter(), ist('2026-12-06T13:00'))).toBe(false); // Sunday lunch
  });

  it('finds the next opening across midnight IST and between a day’s stretches', () => {
    expect(nextCounterOpening(counter(), ist('2026-12-02T23:10'))).toEqual(ist('2026-12-03T06:00'));
    expect(nextCounterOpening(counter(), ist('2026-12-03T00:30'))).toEqual(ist('2026-12-03T06:00'));
    expect(nextCounterOpening(counter(), ist('2026-12-06T12:30'))).toEqual(ist('2026-12-06T14:00'));
    expect(nextCounterOpening(counter(), ist('2026-12-05T22:30'))).toEqual(ist('2026-12-06T08:00'));
  });

  it('skips a closure, even one that ends while the counter is shut', () => {
    const closed = counter({
      closures: [
        { startsAt: ist('2026-12-03T00:00').toISOString(), endsAt: ist('2026-12-04T23:00').toISOString(), reason: 'Refit' },
      ],
    });
    expect(isCounterOpen(closed, ist('2026-12-03T10:00'))).toBe(false);
    expect(nextCounterOpening(closed, ist('2026-12-03T10:00'))).toEqual(ist('2026-12-05T06:00'));
  });

  it('answers null for a counter with no hours', () => {
    expect(nextCounterOpening(counter({ hours: [] }), now)).toBeNull();
  });

  it('describes the week, with a closed day and a day open round the clock', () => {
    const week = describeWeek([
      { weekday: 1, opens: '00:00', closes: '24:00' },
      { weekday: 0, opens: '14:00', closes: '20:00' },
      { weekday: 0, opens: '08:00', closes: '12:00' },
    ]);
    expect(week[0]).toEqual({ day: 'Sunday', hours: '08:00–12:00, 14:00–20:00' });
    expect(week[1]).toEqual({ day: 'Monday', hours: 'Open 24 hours' });
    expect(week[2]).toEqual({ day: 'Tuesday', hours: 'Closed' });
  });
});

describe('pickupProblem', () => {
  it('accepts an arrival past the cut-off while the counter is open', () => {
    expect(pickupProblem(counter(), ist('2026-12-03T10:00'), now)).toBeNull();
  });

  it('keeps the SPEC words inside the 24-hour cut-off and names the next possible time', () => {
    const problem = pickupProblem(counter(), ist('2026-12-02T08:00'), now);
    expect(problem?.message).toBe(
      'Please select a time at least 24 hours from now. The next possible time is Wed, 2 Dec, 09:00.',
    );
    expect(problem?.nextPossible).toBe(ist('2026-12-02T09:00').toISOString());
  });

  it('uses the counter’s own longer cut-off', () => {
    const problem = pickupProblem(counter({ cutoffHours: 48 }), ist('2026-12-02T20:00'), now);
    expect(problem?.message).toMatch(/^Orders for Cochin International Airport \(COK\) close 48 hours before arrival\. /);
    expect(problem?.nextPossible).toBe(ist('2026-12-03T09:00').toISOString());
  });

  it('names the hours an arrival at 00:30 IST falls outside, and the morning opening', () => {
    const problem = pickupProblem(counter(), ist('2026-12-03T00:30'), now);
    expect(problem?.message).toBe(
      'Our counter at Cochin International Airport (COK) is closed at Thu, 3 Dec, 00:30. The next possible time is Thu, 3 Dec, 06:00.',
    );
  });

  it('gives a closure’s reason', () => {
    const closed = counter({
      closures: [
        {
          startsAt: ist('2026-12-03T00:00').toISOString(),
          endsAt: ist('2026-12-03T12:00').toISOString(),
          reason: 'Security drill',
        },
      ],
    });
    expect(pickupProblem(closed, ist('2026-12-03T10:00'), now)).toEqual({
      message:
        'Our counter at Cochin International Airport (COK) is closed then (Security drill). The next possible time is Thu, 3 Dec, 12:00.',
      nextPossible: ist('2026-12-03T12:00').toISOString(),
    });
  });
});
