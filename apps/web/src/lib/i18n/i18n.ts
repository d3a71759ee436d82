import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@arrival/contracts/language';
import { intlLocaleOf } from './languages';

/**
 * English needs no catalogue: the build keeps each text's English, compiled, in the code that shows it
 * (apps/web/vite.config.ts), so a screen's texts load with that screen. Malayalam's catalogue, compiled
 * from ml.po at build time (@lingui/vite-plugin), is fetched when chosen.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  ml: () => import('../../locales/ml.po'),
};
const loaded = new Set<Language>(['en']);

i18n.load('en', {});
i18n.activate('en');

/** The language last asked for: a choice made while another language's catalogue loads wins over it. */
let requested: Language = 'en';

async function loadCatalogue(language: Language) {
  if (language === 'en') return;
  const { messages } = await loaders[language]();
  i18n.load(language, messages);
  loaded.add(language);
}

const activate = (language: Language) => i18n.activate(language, [intlLocaleOf(language), language]);

/** Switches every text of the app; the document's language follows, for screen readers and fonts. */
export async function activateLanguage(language: Language) {
  requested = language;
  if (!loaded.has(language)) {
    await loadCatalogue(language);
    if (requested !== language) return;
  }
  activate(language);
  document.documentElement.lang = language;
}

/** The same for a page the build draws in advance, in Node, where there is no document to mark. */
export async function activateLanguageForPrerender(language: Language) {
  if (!loaded.has(language)) await loadCatalogue(language);
  activate(language);
}

/** The language on screen now: 'en' until Malayalam is activated. */
export const currentLanguage = (): Language => (i18n.locale === 'ml' ? 'ml' : 'en');

/** The Intl locale of the language on screen, for numbers, prices and dates: en-IN or ml-IN. */
export const currentIntlLocale = () => intlLocaleOf(currentLanguage());

export { i18n };
