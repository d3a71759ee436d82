import { useSyncExternalStore } from 'react';
import { currencyCodeSchema, guessCurrency } from '@arrival/contracts/currency';

/**
 * The currency shown next to INR for reference (SPEC §1, §5): the traveller's own pick when
 * they made one, otherwise a guess from the browser language. Prices are always paid in INR.
 */

/** A device preference like the theme, so it lives in localStorage and survives a logout. */
export const CURRENCY_OVERRIDE_KEY = 'referenceCurrency';

const listeners = new Set<() => void>();

/** The traveller's own pick; anything stored that is not a currency code counts as none. */
export function getCurrencyOverride(): string | null {
  const parsed = currencyCodeSchema.safeParse(localStorage.getItem(CURRENCY_OVERRIDE_KEY));
  return parsed.success ? parsed.data : null;
}

export const guessedCurrency = () => guessCurrency(navigator.language);

export const getReferenceCurrency = () => getCurrencyOverride() ?? guessedCurrency();

/** Null goes back to following the browser language. */
export function setCurrencyOverride(code: string | null) {
  if (code === null) localStorage.removeItem(CURRENCY_OVERRIDE_KEY);
  else localStorage.setItem(CURRENCY_OVERRIDE_KEY, code);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A pick made in another tab applies here too; a cleared storage (key null) may have removed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_OVERRIDE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The code sent as X-Currency; query keys include it so a change refetches every price. */
export function useReferenceCurrency() {
  return useSyncExternalStore(subscribe, getReferenceCurrency);
}

export function useCurrencyOverride() {
  return useSyncExternalStore(subscribe, getCurrencyOverride);
}
