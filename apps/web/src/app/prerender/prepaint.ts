/**
 * The prerendered pages' one classic script, inline in their <head> and run before the first paint (the
 * CSP allows it by its hash, decision 028). It puts the visitor's theme in place, hides
 * the prerendered markup from a visitor it was not drawn for, and starts the app: after the first paint
 * when the page is shown, so the page paints from the HTML and the stylesheet alone, at once when not.
 */
import type { Language } from '@arrival/contracts/language-codes';
import { readLanguagePreference } from '../../lib/i18n/language-preference';
import { getSessionToken } from '../../lib/session';
import { applyStoredTheme } from '../providers/theme-preference';
import { preloadCatalogue } from './early-catalogue';
import { preloadModuleFiles } from './module-preload';
import { APP_ENTRY_ATTRIBUTE, APP_MODULES_ATTRIBUTE, PRERENDER_OFF_ATTRIBUTE, prerenderFits } from './prerendered-pages';

const html = document.documentElement;
const HIDDEN_TAB_WAIT_MS = 3000;

/** Fetches the app's modules and the catalogue of its language at once, as index.html's preload tags would, and runs its entry. */
function startApp(language: Language) {
  const tag = document.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`);
  const entry = tag?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!tag || !entry) return;
  preloadModuleFiles(tag.getAttribute(APP_MODULES_ATTRIBUTE));
  preloadCatalogue(tag, language);
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' }));
}

/** Once the browser has shown the first contentful paint; a tab kept hidden, which paints nothing, after a while. */
function afterFirstPaint(run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    run();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, HIDDEN_TAB_WAIT_MS);
}

let shown = false;
let language: Language = 'en';
try {
  applyStoredTheme();
  language = readLanguagePreference().language;
  shown = prerenderFits({ drawnIn: html.lang, language, signedIn: getSessionToken() !== null });
} catch {
  // Storage refused (a private mode): nothing is known of this visitor, so the app draws the page.
}
if (!shown) {
  html.setAttribute(PRERENDER_OFF_ATTRIBUTE, '');
  startApp(language);
} else {
  afterFirstPaint(() => startApp(language));
}
