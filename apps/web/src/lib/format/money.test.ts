import { describe, expect, it } from 'vitest';
import { formatInr, formatRateDate, formatReferenceAmount, showsReference } from './money';

const amount = (currencyCode: string, currencySymbol: string, convertedAmount: number) => ({
  currencyCode,
  currencySymbol,
  convertedAmount,
  rateDate: '2026-11-20',
});

describe('prices', () => {
  it('shows INR with the rupee symbol, Indian grouping and 2 decimals (SPEC §9)', () => {
    expect(formatInr(2499)).toBe('₹2,499.00');
    expect(formatInr(124999.5)).toBe('₹1,24,999.50');
  });

  it("shows each reference currency with its usual decimals behind the server's symbol", () => {
    expect(formatReferenceAmount(amount('USD', '$', 28.21))).toBe('$28.21');
    expect(formatReferenceAmount(amount('JPY', '¥', 4309))).toBe('¥4,309');
    expect(formatReferenceAmount(amount('KWD', 'KWD ', 8.659))).toBe('KWD 8.659');
    expect(formatReferenceAmount(amount('AED', 'AED ', 1036))).toBe('AED 1,036.00');
  });

  it('names the rate date as people read it', () => {
    expect(formatRateDate('2026-11-20')).toBe('20 Nov 2026');
  });

  it('leaves out a reference amount in INR or of nothing', () => {
    expect(showsReference(amount('USD', '$', 28.21))).toBe(true);
    expect(showsReference(amount('INR', '₹', 2499))).toBe(false);
    expect(showsReference(amount('USD', '$', 0))).toBe(false);
  });
});
