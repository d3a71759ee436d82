/**
 * index.html's head script (decisions 018 and 024). Before the first paint, it puts the tab's theme on the
 * page and, for a signed-in visitor, shows the loading shell's top bar (loading-shell.ts). For the
 * signed-in screens, it sends the screen's first API calls while the app's code is still on its way
 * (lib/api/early-responses.ts), fetches the screen's own code beside the app's (early-modules.ts) and a
 * category's first pictures, and starts the Intl warm-up (warm-intl.ts). A classic script, run where it
 * stands in the head so the first paint has the theme and the bar; the CSP allows only the shop's own
 * script files, so it is one.
 */
import { CARD_IMAGE_SIZES, candidatesOf, FIRST_ROW_CARDS } from '../../components/product/image-candidates';
import type { User } from '@arrival/contracts/user';
import { isArrivalSetupDone } from '../../features/arrival/arrival-storage';
import { apiPaths, earlyCalls, firstCategoryPage, requestEarly, type EarlyAnswer } from '../../lib/api/early-responses';
import { readLanguagePreference } from '../../lib/i18n/language-preference';
import { getSessionToken } from '../../lib/session';
import { applyStoredTheme } from '../providers/theme-preference';
import { EARLY_MODULE_GROUPS, moduleGroupAttribute } from './early-modules';
import { SIGNED_IN_ATTRIBUTE } from './loading-shell';
import { warmIntlOffMainThread } from './warm-intl';

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

/**
 * The pictures of a category's first row, asked for as soon as its answer is in rather than once the app
 * has drawn the grid: one of them is the page's largest paint. Each link names the candidates the card's
 * <img> offers (components/product), so the browser takes the picture from it.
 */
async function preloadFirstRowPictures(userAnswer: EarlyAnswer | undefined, pageAnswer: EarlyAnswer | undefined) {
  if (!userAnswer || !pageAnswer) return;
  // Each answer is read from a copy taken as it arrives, before the app can read the answer itself: these
  // callbacks run first, as they were registered first.
  const copyOf = ({ response }: EarlyAnswer) => response.then((answer) => answer.clone());
  const [userResponse, pageResponse] = await Promise.all([copyOf(userAnswer), copyOf(pageAnswer)]);
  if (!userResponse.ok || !pageResponse.ok) return;
  // A traveller whose arrival is not set sees the setup screen instead of the grid (app/guards/arrival-gate.tsx).
  if (!isArrivalSetupDone((await userResponse.json()) as User, new Date())) return;
  const page = (await pageResponse.json()) as { product?: { images?: { imageUrl?: string }[] }[] };
  for (const product of page.product?.slice(0, FIRST_ROW_CARDS) ?? []) {
    const src = product.images?.[0]?.imageUrl;
    if (!src) continue;
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: src, fetchPriority: 'high' });
    const { srcSet, sizes } = candidatesOf(src, CARD_IMAGE_SIZES, undefined);
    if (srcSet) Object.assign(link, { imageSrcset: srcSet, imageSizes: sizes });
    document.head.append(link);
  }
}

const tag = document.currentScript;
warmIntlOffMainThread(tag);

try {
  applyStoredTheme();
  const token = getSessionToken();
  if (token !== null) {
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
    const calls = earlyCalls(location.pathname, location.search);
    const answers = requestEarly(calls, readLanguagePreference().language, `Bearer ${token}`);
    const categoryPage = firstCategoryPage(location.pathname, location.search);
    if (categoryPage !== null) {
      void preloadFirstRowPictures(answers.get(apiPaths.userDetails), answers.get(categoryPage)).catch(() => undefined);
    }
    // Signed out, these screens send the visitor to the login screen: their code would be wasted.
    preloadScreenModules(tag);
  }
} catch {
  // Storage refused (a private mode): the app puts the theme on and makes its calls itself.
}
