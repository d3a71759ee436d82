import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { z } from 'zod/mini';
import { mockApi } from '../test/mock-api';
import { apiRequest } from './api-client';
import { CURRENCY_OVERRIDE_KEY, getReferenceCurrency, setCurrencyOverride } from './reference-currency';
import { useReferenceCurrency } from './use-reference-currency';

let languageSpy: MockInstance<() => string> | undefined;
const speaks = (language: string) => {
  languageSpy = vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
};

afterEach(() => languageSpy?.mockRestore());

describe('reference currency (SPEC §5 "Currency guess")', () => {
  it.each([
    ['en-US', 'USD'],
    ['en-GB', 'GBP'],
    ['de-DE', 'EUR'],
    ['ja-JP', 'JPY'],
    ['mr-IN', 'INR'],
    ['fr-CA', 'EUR'],
    ['sw-KE', 'USD'],
  ])('guesses %s as %s from the browser language', (language, currency) => {
    speaks(language);
    expect(getReferenceCurrency()).toBe(currency);
  });

  it("prefers the traveller's own pick, kept across reloads, until it is cleared", () => {
    speaks('en-GB');
    setCurrencyOverride('AED');
    expect(localStorage.getItem(CURRENCY_OVERRIDE_KEY)).toBe('AED');
    expect(getReferenceCurrency()).toBe('AED');

    setCurrencyOverride(null);
    expect(localStorage.getItem(CURRENCY_OVERRIDE_KEY)).toBeNull();
    expect(getReferenceCurrency()).toBe('GBP');
  });

  it('ignores a stored value that is not a currency code', () => {
    speaks('en-US');
    localStorage.setItem(CURRENCY_OVERRIDE_KEY, 'dollars');
    expect(getReferenceCurrency()).toBe('USD');
  });

  it('tells components when the pick changes, here or in another tab', () => {
    speaks('en-US');
    const { result } = renderHook(() => useReferenceCurrency());
    expect(result.current).toBe('USD');

    act(() => setCurrencyOverride('EUR'));
    expect(result.current).toBe('EUR');

    act(() => {
      localStorage.setItem(CURRENCY_OVERRIDE_KEY, 'SGD');
      window.dispatchEvent(new StorageEvent('storage', { key: CURRENCY_OVERRIDE_KEY }));
    });
    expect(result.current).toBe('SGD');
  });
});

describe('X-Currency header', () => {
  const schema = z.object({ ok: z.boolean() });

  it('goes with every call, guessed or picked', async () => {
    speaks('ja-JP');
    sessionStorage.setItem('token', 'abc');
    const { fetchMock } = mockApi({ 'GET /api/thing': { body: { ok: true } }, 'GET /api/public': { body: { ok: true } } });
    const sentCurrency = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('X-Currency');

    await apiRequest('/thing', { schema, fallbackMessage: { id: 'x' } });
    setCurrencyOverride('GBP');
    await apiRequest('/public', { auth: false, schema, fallbackMessage: { id: 'x' } });

    expect(sentCurrency(0)).toBe('JPY');
    expect(sentCurrency(1)).toBe('GBP');
  });
});
