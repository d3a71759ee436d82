import { describe, expect, it } from 'vitest';
import { guessCurrency } from '@arrival/contracts/currency-guess';
import { convertPaise, resolveCurrency } from './currency.service.ts';

describe('reference currency', () => {
  it('converts paise with the bundled rate and its date', () => {
    expect(convertPaise(88_600, 'USD')).toEqual({
      currencySymbol: '$',
      currencyCode: 'USD',
      convertedAmount: 10,
      rateDate: '2026-11-20',
    });
    expect(convertPaise(24_120, 'aed').convertedAmount).toBe(10);
    expect(convertPaise(100_000, 'JPY').convertedAmount).toBe(1724);
    expect(convertPaise(28_860, 'KWD').convertedAmount).toBe(1);
  });

  it('falls back to USD for unknown or malformed codes', () => {
    expect(resolveCurrency('XYZ')).toBe('USD');
    expect(resolveCurrency(undefined)).toBe('USD');
    expect(convertPaise(88_600, '???').currencyCode).toBe('USD');
  });

  it('guesses from the browser language as SPEC §5 lists, then by prefix, then USD', () => {
    expect(guessCurrency('en-US')).toBe('USD');
    expect(guessCurrency('en-GB')).toBe('GBP');
    expect(guessCurrency('en-CA')).toBe('CAD');
    expect(guessCurrency('fr-FR')).toBe('EUR');
    expect(guessCurrency('de-DE')).toBe('EUR');
    expect(guessCurrency('ja-JP')).toBe('JPY');
    expect(guessCurrency('zh-CN')).toBe('CNY');
    expect(guessCurrency('mr-IN')).toBe('INR');
    expect(guessCurrency('de-AT')).toBe('EUR');
    expect(guessCurrency('sw-KE')).toBe('USD');
    expect(guessCurrency(undefined)).toBe('USD');
  });
});
