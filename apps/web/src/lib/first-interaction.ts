/** What a visitor does first on the page, by pointer or keyboard (a screen reader's activation is a click). */
const INTERACTIONS = ['pointerdown', 'keydown', 'click'] as const;

/**
 * Props for a control whose tap reloads the page ("Update" for a new release). Such a tap is not a first
 * interaction: the page is about to go, and a request made while a new release takes over can leave that
 * release waiting (docs/performance.md, "Why the update parks").
 */
export const RELOADS_PAGE = { 'data-reloads-page': '' } as const;

const reloadsPage = (event: Event) => event.target instanceof Element && event.target.closest('[data-reloads-page]') !== null;

/**
 * Resolves at the visitor's first tap, click or key press on the page, then once the frame that answers it
 * has been painted. Code that only serves what a visitor does (the toasts' code) waits for it, so a page
 * that is only looked at never runs it, and its work does not delay the answer to that first tap.
 */
export function firstInteraction(): Promise<void> {
  return new Promise<void>((resolve) => {
    const interacted = (event: Event) => {
      if (reloadsPage(event)) return;
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted, true);
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    for (const type of INTERACTIONS) window.addEventListener(type, interacted, { capture: true, passive: true });
  });
}
