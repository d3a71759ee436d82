/**
 * index.html's head script for signed-in screens: sends the screen's first API calls while the app's code
 * is still on its way (lib/api/early-responses.ts). A deferred classic script, so it runs before the app's
 * module and never holds up parsing; the CSP allows only the shop's own script files, so it is one.
 */
import { earlyCalls, requestEarly } from '../../lib/api/early-responses';
import { readLanguagePreference } from '../../lib/i18n/language-preference';
import { getSessionToken } from '../../lib/session';

try {
  const token = getSessionToken();
  if (token !== null) {
    requestEarly(earlyCalls(location.pathname, location.search), readLanguagePreference().language, `Bearer ${token}`);
  }
} catch {
  // Storage refused (a private mode): the app makes its calls itself.
}
