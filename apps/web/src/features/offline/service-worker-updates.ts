import { useSyncExternalStore } from 'react';

/**
 * A new release's service worker, installed and waiting for the traveller's go-ahead. Kept outside
 * React so the lazily loaded registration code can hand it over.
 */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

export function setWaitingWorker(worker: ServiceWorker | null) {
  waiting = worker;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useWaitingWorker() {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}

/** Set only by the traveller's "Update", so a first install taking over an open page never reloads it. */
let isUpdateRequested = false;
export const wasUpdateRequested = () => isUpdateRequested;

/**
 * Lets the waiting worker take over; the page reloads once it controls it (see register-service-worker.ts).
 * Asked once: Chromium takes a second go-ahead as the first, still pending, not as a new attempt.
 */
export function applyUpdate(worker: ServiceWorker) {
  isUpdateRequested = true;
  worker.postMessage({ type: 'SKIP_WAITING' });
}
