import { useSyncExternalStore } from 'react';

/**
 * A new release's service worker, installed and waiting for the traveller's go-ahead, and whether the
 * traveller gave it. Kept outside React so the lazily loaded registration code can hand it over.
 */
export interface WaitingRelease {
  worker: ServiceWorker;
  isUpdating: boolean;
}

let release: WaitingRelease | null = null;
const listeners = new Set<() => void>();

function show(next: WaitingRelease | null) {
  release = next;
  for (const listener of listeners) listener();
}

export const setWaitingWorker = (worker: ServiceWorker | null) =>
  show(worker ? { worker, isUpdating: wasUpdateRequested() } : null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useWaitingRelease() {
  return useSyncExternalStore(
    subscribe,
    () => release,
    () => null,
  );
}

/**
 * Set by the traveller's "Update" and kept for the tab through the reloads below (its value counts them),
 * so a first install taking over an open page never reloads it, and a page reloaded mid-update finishes
 * the update rather than offering it again.
 */
const UPDATE_KEY = 'update-reloads';
/** The flag where sessionStorage is refused (a private window may): then it lasts as long as the page. */
let reloadsInPage: number | null = null;

function readReloads(): number | null {
  try {
    const stored = sessionStorage.getItem(UPDATE_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return reloadsInPage;
  }
}

function writeReloads(reloads: number | null) {
  reloadsInPage = reloads;
  try {
    if (reloads === null) sessionStorage.removeItem(UPDATE_KEY);
    else sessionStorage.setItem(UPDATE_KEY, String(reloads));
  } catch {
    // The page's own copy above stands in.
  }
}

export const wasUpdateRequested = () => readReloads() !== null;

/**
 * How long the swap may take before the page reloads. The go-ahead asks the worker in charge to stop once
 * idle; a request that lands while it stops starts it again, and the swap then waits for its next idle stop
 * (about 30 s) or Chromium's five-minute timer, while a navigation makes the browser try again at once
 * (docs/performance.md, "Why the update parks").
 */
export const SWAP_GRACE_MS = 4_000;
/** Reloads before "Update" is offered again: a reloaded page's own requests can race the stop as well. */
export const MAX_UPDATE_RELOADS = 2;

/** Reloads the page if `worker` has not begun to take over by the end of the grace. */
function reloadIfStillWaiting(worker: ServiceWorker) {
  setTimeout(() => {
    if (worker.state !== 'installed') return;
    const reloads = readReloads() ?? 0;
    if (reloads < MAX_UPDATE_RELOADS) {
      writeReloads(reloads + 1);
      window.location.reload();
    } else {
      writeReloads(null);
      show({ worker, isUpdating: false });
    }
  }, SWAP_GRACE_MS);
}

/**
 * Lets the waiting worker take over; the page reloads once it controls it (`reloadOnTakeover`), or after
 * the grace above. Asked once: Chromium takes a second go-ahead as the first, still pending.
 */
export function applyUpdate(worker: ServiceWorker) {
  writeReloads(0);
  show({ worker, isUpdating: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
  reloadIfStillWaiting(worker);
}

/**
 * Reloads the page once a release the traveller asked for has taken it over. Listened for from the app's
 * start, before the worker's registration loads: on a page reloaded during an update, the takeover can
 * come while the first screen is still being drawn.
 */
export function reloadOnTakeover() {
  navigator.serviceWorker?.addEventListener('controllerchange', () => {
    if (!wasUpdateRequested()) return;
    // The page it loads is the new release's, under its worker: nothing is left to wait for.
    writeReloads(null);
    window.location.reload();
  });
}

/**
 * On a page loaded during an update: with the release still waiting, waits for it as the page before did;
 * with none waiting, the update is done.
 */
export function resumeUpdate(waiting: ServiceWorker | null) {
  if (!wasUpdateRequested()) return;
  if (!waiting) return writeReloads(null);
  reloadIfStillWaiting(waiting);
}
