/**
 * The prerendered pages' one classic script, run in their <head> before the first paint (the CSP allows
 * only the shop's own script files, so it cannot be inline). It puts the visitor's theme in place and
 * hides the prerendered markup from a visitor it was not drawn for, who sees the page once the app has
 * drawn it, as on every other route.
 */
import { readLanguagePreference } from '../../lib/i18n/language-preference';
import { getSessionToken } from '../../lib/session';
import { applyTheme, readStoredTheme, resolveTheme, systemPrefersDark } from '../providers/theme-preference';
import { PRERENDER_OFF_ATTRIBUTE, prerenderFits } from './prerendered-pages';

try {
  applyTheme(resolveTheme(readStoredTheme(), systemPrefersDark()));
  const fits = prerenderFits({ language: readLanguagePreference().language, signedIn: getSessionToken() !== null });
  if (!fits) document.documentElement.setAttribute(PRERENDER_OFF_ATTRIBUTE, '');
} catch {
  // Storage refused (a private mode): nothing is known of this visitor, so the app draws the page.
  document.documentElement.setAttribute(PRERENDER_OFF_ATTRIBUTE, '');
}
