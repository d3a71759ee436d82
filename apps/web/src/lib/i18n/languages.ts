import type { Language } from '@arrival/contracts/language';

/** Numbers, prices and dates are written the Indian way in both: en-IN and ml-IN. */
const intlLocales: Record<Language, string> = { en: 'en-IN', ml: 'ml-IN' };

export const intlLocaleOf = (language: Language) => intlLocales[language];
