import { useSyncExternalStore } from 'react';
import { getCurrencyOverride, getReferenceCurrency, subscribeToReferenceCurrency } from './reference-currency';

/** The code sent as X-Currency; query keys include it so a change refetches every price. */
export function useReferenceCurrency() {
  return useSyncExternalStore(subscribeToReferenceCurrency, getReferenceCurrency);
}

export function useCurrencyOverride() {
  return useSyncExternalStore(subscribeToReferenceCurrency, getCurrencyOverride);
}
