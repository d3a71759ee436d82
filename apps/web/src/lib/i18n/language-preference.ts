import { languages, type Language } from '@arrival/contracts/language-codes';

/** The device's language, kept across visits and logouts (a device preference, like the theme). */
export const LANGUAGE_KEY = 'arrival-language';

interface LanguagePreference {
  language: Language;
  /** Chosen while signed out: the next login records it on the traveller's account. */
  unsaved: boolean;
}

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** The first of the browser's languages the shop speaks; English when none is. */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function readStored(): LanguagePreference | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LANGUAGE_KEY) ?? 'null') as Partial<LanguagePreference> | null;
    return stored && isLanguage(stored.language) ? { language: stored.language, unsaved: stored.unsaved === true } : null;
  } catch {
    return null;
  }
}

/** What this device last showed or was told; the browser's language on a first visit. */
export function readLanguagePreference(): LanguagePreference {
  return readStored() ?? { language: browserLanguage(), unsaved: false };
}

export function saveLanguagePreference(preference: LanguagePreference) {
  try {
    localStorage.setItem(LANGUAGE_KEY, JSON.stringify(preference));
  } catch {
    // Private modes may refuse storage; the language still holds for this visit.
  }
}
