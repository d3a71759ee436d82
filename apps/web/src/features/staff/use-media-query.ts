import { useCallback, useSyncExternalStore } from 'react';

/** Phones get cards instead of the table; the table needs about 34rem plus the page margins. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether the media query matches now, re-rendering when it changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
