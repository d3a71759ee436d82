import { i18n, type Messages } from '@lingui/core';
import { messages as english } from '../../locales/en.po';
import type { Language } from '@arrival/contracts/language';
import { intlLocaleOf } from './languages';

/**
 * English is bundled, so the first screen never waits for it; Malayalam is fetched when chosen.
 * Each catalogue is compiled from its .po file at build time (@lingui/vite-plugin).
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  ml: () => import('../../locales/ml.po'),
};
const loaded = new Set<Language>(['en']);

i18n.load('en', english);
i18n.activate('en');

/** Switches every text of the app; the document's language follows, for screen readers and fonts. */
export async function activateLanguage(language: Language) {
  if (language !== 'en' && !loaded.has(language)) {
    const { messages } = await loaders[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  i18n.activate(language, [intlLocaleOf(language), language]);
  document.documentElement.lang = language;
}

/** The language on screen now: 'en' until Malayalam is activated. */
export const currentLanguage = (): Language => (i18n.locale === 'ml' ? 'ml' : 'en');

/** The Intl locale of the language on screen, for numbers, prices and dates: en-IN or ml-IN. */
export const currentIntlLocale = () => intlLocaleOf(currentLanguage());

export { i18n };
