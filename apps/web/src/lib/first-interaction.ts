/** What a visitor does first on the page, by pointer or keyboard (a screen reader's activation is a click). */
const INTERACTIONS = ['pointerdown', 'keydown', 'click'] as const;

/**
 * Resolves at the visitor's first tap, click or key press on the page, then once the frame that answers it
 * has been painted. Code that only serves what a visitor does (the toasts' code) waits for it, so a page
 * that is only looked at never runs it, and its work does not delay the answer to that first tap.
 */
export function firstInteraction(): Promise<void> {
  return new Promise<void>((resolve) => {
    const interacted = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted, true);
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    for (const type of INTERACTIONS) window.addEventListener(type, interacted, { capture: true, passive: true });
  });
}
