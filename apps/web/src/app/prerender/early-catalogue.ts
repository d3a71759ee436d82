import type { Language } from '@arrival/contracts/language-codes';
import { preloadModuleFiles } from './module-preload';

/** Each language's catalogue as the build names it (lib/i18n/i18n.ts imports them); English has none. */
export const CATALOGUE_SOURCES: Record<Exclude<Language, 'en'>, string> = { ml: 'src/locales/ml.po' };

/** On a head script's tag: the files of a language's catalogue. */
export const catalogueAttribute = (language: string) => `data-catalogue-${language}`;

/**
 * Fetches the catalogue of the language the app will draw its first screen in, beside the app's code: the
 * app asks for it only once its entry has run, and waits for it before drawing (src/main.tsx).
 */
export function preloadCatalogue(tag: Element | null, language: Language) {
  preloadModuleFiles(tag?.getAttribute(catalogueAttribute(language)));
}
