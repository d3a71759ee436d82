/**
 * index.html's head script (decisions 018 and 024). Before the first paint, it puts the tab's theme on the
 * page and, for a signed-in visitor, shows the loading shell's top bar (loading-shell.ts). For the
 * signed-in screens, it sends the screen's first API calls while the app's code is still on its way
 * (lib/api/early-responses.ts), fetches the screen's own code beside the app's (early-modules.ts) and its
 * first pictures, and starts the Intl warm-up (warm-intl.ts). For a Malayalam reader, signed in or not, it
 * fetches the language's catalogue beside the app's code (early-catalogue.ts). A classic script inline in the
 * head (the CSP allows it by its hash, decision 028), run where it stands so the first paint has the theme
 * and the bar.
 */
import { CARD_IMAGE_SIZES, candidatesOf, FIRST_ROW_CARDS, GALLERY_IMAGE_WIDTH } from '../../components/product/image-candidates';
import type { User } from '@arrival/contracts/user';
import { isArrivalSetupDone } from '../../features/arrival/arrival-storage';
import {
  apiPaths,
  earlyCalls,
  firstCategoryPage,
  openedProduct,
  requestEarly,
  type EarlyAnswer,
} from '../../lib/api/early-responses';
import { readLanguagePreference } from '../../lib/i18n/language-preference';
import { getSessionToken } from '../../lib/session';
import { applyStoredTheme } from '../providers/theme-preference';
import { preloadCatalogue } from './early-catalogue';
import { EARLY_MODULE_GROUPS, moduleGroupAttribute } from './early-modules';
import { SIGNED_IN_ATTRIBUTE } from './loading-shell';
import { preloadModuleFiles } from './module-preload';
import { warmIntlOffMainThread } from './warm-intl';

/** Fetches the code of the screen being opened now, which the app would ask for only once its own has run. */
function preloadScreenModules(tag: Element | null) {
  const opened = EARLY_MODULE_GROUPS.filter((group) => group.opens(location.pathname));
  preloadModuleFiles(opened.map((group) => tag?.getAttribute(moduleGroupAttribute(group.name))).join(' '));
}

/** Which pictures of an early answer the screen draws first, and how wide (as its <img> says, for the same candidate). */
interface FirstPictures {
  sources: (answer: unknown) => (string | undefined)[];
  sizes?: string;
  width?: number;
}

/** A category's first row of cards. */
const FIRST_ROW_PICTURES: FirstPictures = {
  sources: (page) =>
    (page as { product?: { images?: { imageUrl?: string }[] }[] }).product
      ?.slice(0, FIRST_ROW_CARDS)
      .map((product) => product.images?.[0]?.imageUrl) ?? [],
  sizes: CARD_IMAGE_SIZES,
};

/** A product page's main picture. */
const GALLERY_PICTURE: FirstPictures = {
  sources: (product) => [(product as { images?: { imageUrl?: string }[] }).images?.[0]?.imageUrl],
  width: GALLERY_IMAGE_WIDTH,
};

/**
 * The screen's first pictures, asked for as soon as the answer naming them is in rather than once the
 * app has drawn them: one of them is the page's largest paint. Each link names the candidates the
 * picture's <img> offers (components/product), so the browser takes the picture from it.
 */
async function preloadPictures(userAnswer: EarlyAnswer | undefined, answer: EarlyAnswer | undefined, pictures: FirstPictures) {
  if (!userAnswer || !answer) return;
  // Each answer is read from a copy taken as it arrives, before the app can read the answer itself: these
  // callbacks run first, as they were registered first.
  const copyOf = ({ response }: EarlyAnswer) => response.then((response) => response.clone());
  const [userResponse, response] = await Promise.all([copyOf(userAnswer), copyOf(answer)]);
  if (!userResponse.ok || !response.ok) return;
  // A traveller whose arrival is not set sees the setup screen instead (app/guards/arrival-gate.tsx).
  if (!isArrivalSetupDone((await userResponse.json()) as User, new Date())) return;
  for (const src of pictures.sources(await response.json())) {
    if (!src) continue;
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: src, fetchPriority: 'high' });
    const { srcSet, sizes } = candidatesOf(src, pictures.sizes, pictures.width);
    if (srcSet) Object.assign(link, { imageSrcset: srcSet, imageSizes: sizes });
    document.head.append(link);
  }
}

const tag = document.currentScript;
warmIntlOffMainThread(tag);

try {
  applyStoredTheme();
  const { language } = readLanguagePreference();
  const token = getSessionToken();
  if (token !== null) {
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
    const calls = earlyCalls(location.pathname, location.search);
    const answers = requestEarly(calls, language, `Bearer ${token}`);
    const user = answers.get(apiPaths.userDetails);
    const categoryPage = firstCategoryPage(location.pathname, location.search);
    if (categoryPage !== null) void preloadPictures(user, answers.get(categoryPage), FIRST_ROW_PICTURES).catch(() => undefined);
    const productId = openedProduct(location.pathname);
    if (productId !== null) {
      void preloadPictures(user, answers.get(apiPaths.product(productId)), GALLERY_PICTURE).catch(() => undefined);
    }
    // Signed out, these screens send the visitor to the login screen: their code would be wasted.
    preloadScreenModules(tag);
  }
  preloadCatalogue(tag, language);
} catch {
  // Storage refused (a private mode): the app puts the theme on and makes its calls itself.
}
