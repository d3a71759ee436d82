// Read by the early requests script, so this module imports nothing it would carry along.

/** On the early requests script's tag: the Intl warm-up worker's file (intl-warmup.ts). */
export const INTL_WARMUP_ATTRIBUTE = 'data-intl-warmup';

/**
 * Starts the worker that makes the page's first Intl objects off the main thread. Best effort: without
 * workers, or with the file refused, the app builds Intl's data itself on its first format, as before.
 */
export function warmIntlOffMainThread(tag: Element | null) {
  const file = tag?.getAttribute(INTL_WARMUP_ATTRIBUTE);
  if (!file || typeof Worker === 'undefined') return;
  try {
    new Worker(file);
  } catch {
    // A browser that refuses the worker still formats, only without the head start.
  }
}
