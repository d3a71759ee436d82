import { guessCurrency, toCurrencyCode } from '@arrival/contracts/currency-guess';

/**
 * The currency shown next to INR for reference (SPEC §1, §5): the traveller's own pick when
 * they made one, otherwise a guess from the browser language. Prices are always paid in INR.
 */

/** A device preference like the theme, so it lives in localStorage and survives a logout. */
export const CURRENCY_OVERRIDE_KEY = 'referenceCurrency';

const listeners = new Set<() => void>();

/** The traveller's own pick; anything stored that is not a currency code counts as none. */
export function getCurrencyOverride(): string | null {
  return toCurrencyCode(localStorage.getItem(CURRENCY_OVERRIDE_KEY));
}

export const guessedCurrency = () => guessCurrency(navigator.language);

export const getReferenceCurrency = () => getCurrencyOverride() ?? guessedCurrency();

/** Null goes back to following the browser language. */
export function setCurrencyOverride(code: string | null) {
  if (code === null) localStorage.removeItem(CURRENCY_OVERRIDE_KEY);
  else localStorage.setItem(CURRENCY_OVERRIDE_KEY, code);
  listeners.forEach((listener) => listener());
}

/** Calls `listener` when the reference currency changes, here or in another tab. */
export function subscribeToReferenceCurrency(listener: () => void) {
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
