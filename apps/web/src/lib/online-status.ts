import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query assumes a connection until the first `offline` event, so a page opened or reloaded
 * without one would think it is online. It starts from the browser's own answer instead.
 */
export function syncOnlineStatus() {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') onlineManager.setOnline(navigator.onLine);
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/** Whether the device has a connection, as TanStack Query (and so every query and mutation) sees it. */
export function useIsOnline() {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
