import { describe, expect, it } from 'vitest';
import { formatDateTimeIst, formatDuration } from './date-time';

describe('formatDateTimeIst', () => {
  it('shows the IST wall clock whatever the instant is given in', () => {
    // 03:45 UTC is 09:15 in India.
    expect(formatDateTimeIst('2026-11-24T03:45:00Z')).toBe('Tue 24 Nov, 09:15 IST');
    expect(formatDateTimeIst(new Date('2026-11-23T20:00:00Z'))).toBe('Tue 24 Nov, 01:30 IST');
  });
});

describe('formatDuration', () => {
  it('speaks whole minutes as minutes and the rest as seconds', () => {
    expect(formatDuration(300)).toBe('5 minutes');
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(45)).toBe('45 seconds');
  });
});
