import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from './next-task';

/** A screen whose queries never settle (one that keeps polling) lets the waiting work start after this. */
export const FIRST_SCREEN_CAP_MS = 5_000;
/** How long an idle moment is waited for once the screen is painted, on a main thread that stays busy. */
const IDLE_TIMEOUT_MS = 1_000;

const drawn = new WeakMap<QueryClient, Promise<void>>();

function pageLoaded() {
  return new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** Resolves when no query of `queryClient` is fetching, or after `capMs`. */
export function queriesSettled(queryClient: QueryClient, capMs: number) {
  return new Promise<void>((resolve) => {
    const cache = queryClient.getQueryCache();
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    };
    const unsubscribe = cache.subscribe(check);
    const timer = setTimeout(() => {
      stop();
      resolve();
    }, capMs);
    const stop = () => {
      unsubscribe();
      clearTimeout(timer);
    };
    check();
  });
}

/** After the next frame is painted and the main thread has had nothing else to do. */
function paintedAndIdle() {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        // Asked by typeof: a browser without it, or a test's page already gone, must not throw here.
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        else resolve();
      }, 0),
    );
  });
}

async function firstScreenDrawn(queryClient: QueryClient) {
  await pageLoaded();
  const deadline = Date.now() + FIRST_SCREEN_CAP_MS;
  // A screen drawn with the first answers may ask for more (a guard's answer opens the screen): it is
  // drawn once a paint finds nothing fetching.
  do {
    await queriesSettled(queryClient, deadline - Date.now());
    await paintedAndIdle();
  } while (queryClient.isFetching() > 0 && Date.now() < deadline);
}

/**
 * Resolves once the first screen is drawn: the page has loaded, none of its queries is fetching, and
 * the browser has painted and had an idle moment since. Work that screen does not need (the toasts'
 * code, the offline copy, web push, the service worker) waits for it, so on a slow phone it takes
 * neither the network nor the main thread from the screen. Call it from an effect: by then the
 * screen's queries have started. One wait per query client, shared by every caller; each caller then
 * goes on in a task of its own, so the work they all start does not add up to one long task.
 */
export function afterFirstScreen(queryClient: QueryClient): Promise<void> {
  let wait = drawn.get(queryClient);
  if (!wait) {
    wait = firstScreenDrawn(queryClient);
    drawn.set(queryClient, wait);
  }
  return wait.then(nextTask);
}
