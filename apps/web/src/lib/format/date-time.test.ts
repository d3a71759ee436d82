import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { formatLongIst } from './ist-clock';
import { formatDateTimeIst, formatDuration, weekdayName } from './date-time';
import { formatInr } from './money';

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

describe('in Malayalam', () => {
  afterAll(() => activateLanguage('en'));

  it('names days and months in Malayalam, on the 24-hour clock, with amounts grouped the Indian way', async () => {
    await activateLanguage('ml');
    const text = formatDateTimeIst('2026-11-24T03:45:00Z');
    expect(text).toMatch(/^[\u0D00-\u0D7F]+ 24 [\u0D00-\u0D7F.]+, 09:15 IST$/);
    expect(formatLongIst('2026-11-24T13:45:00Z')).toContain('19:15');
    expect(formatLongIst('2026-11-24T13:45:00Z')).not.toMatch(/[AP]M/i);
    expect(formatDuration(300)).toBe('5 മിനിറ്റ്');
    expect(formatInr(123456.5)).toBe('₹1,23,456.50');
    expect(weekdayName(0)).toBe('ഞായറാഴ്‌ച');
  });
});
