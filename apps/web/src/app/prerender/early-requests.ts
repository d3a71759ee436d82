/**
 * index.html's head script for signed-in screens: sends the screen's first API calls while the app's code
 * is still on its way (lib/api/early-responses.ts), and fetches the screen's own code beside the app's
 * (early-modules.ts). A deferred classic script, so it runs before the app's
 * module and never holds up parsing; the CSP allows only the shop's own script files, so it is one.
 */
import { earlyCalls, requestEarly } from '../../lib/api/early-responses';
import { readLanguagePreference } from '../../lib/i18n/language-preference';
import { getSessionToken } from '../../lib/session';
import { EARLY_MODULE_GROUPS, moduleGroupAttribute } from './early-modules';

/** Fetches the code of the screen being opened now, which the app would ask for only once its own has run. */
function preloadScreenModules(tag: Element | null) {
  const hrefs = new Set<string>();
  for (const group of EARLY_MODULE_GROUPS) {
    if (!group.opens(location.pathname)) continue;
    for (const href of (tag?.getAttribute(moduleGroupAttribute(group.name)) ?? '').split(' ')) if (href) hrefs.add(href);
  }
  for (const href of hrefs) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  }
}

const tag = document.currentScript;

try {
  const token = getSessionToken();
  if (token !== null) {
    requestEarly(earlyCalls(location.pathname, location.search), readLanguagePreference().language, `Bearer ${token}`);
    // Signed out, these screens send the visitor to the login screen: their code would be wasted.
    preloadScreenModules(tag);
  }
} catch {
  // Storage refused (a private mode): the app makes its calls itself.
}
