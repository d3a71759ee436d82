import type { Language } from '@arrival/contracts/language';

// Read by the pre-paint script too, so this module imports nothing it would carry along.

/** Marks the prerendered markup inside #root; index.css hides it when the page says it does not fit. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * On the pre-paint script's tag: the app's entry module and the modules it imports, which the pre-paint
 * script fetches and runs once the page has painted.
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
export const APP_MODULES_ATTRIBUTE = 'data-app-modules';
/** Set on <html> before the first paint when the prerendered markup is not this visitor's screen. */
export const PRERENDER_OFF_ATTRIBUTE = 'data-prerender-off';

/**
 * Whether the markup drawn at build time is the screen the app would draw for this visitor: it was drawn
 * for someone signed out, in the language the server chose from the browser's (`drawnIn`, the page's
 * `lang`). A reader of the other language would see the wrong one, and someone signed in a login form or
 * a Login button, before the app drew their own screen.
 */
export const prerenderFits = ({ drawnIn, language, signedIn }: { drawnIn: string; language: Language; signedIn: boolean }) =>
  language === drawnIn && !signedIn;
