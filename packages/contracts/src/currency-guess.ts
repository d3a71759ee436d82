// Read by the web app's early requests script too, so this module imports nothing it would carry along.

export const DEFAULT_REFERENCE_CURRENCY = 'USD';
export const CURRENCY_HEADER = 'x-currency';

/** SPEC §5: the currency guessed from the browser language, first by full tag, then by language prefix. */
const byLanguageTag: Record<string, string> = {
  'en-US': 'USD',
  'en-GB': 'GBP',
  'en-CA': 'CAD',
  'fr-FR': 'EUR',
  'de-DE': 'EUR',
  'ja-JP': 'JPY',
  'zh-CN': 'CNY',
  'mr-IN': 'INR',
};
const byLanguagePrefix: Record<string, string> = {
  en: 'USD',
  fr: 'EUR',
  de: 'EUR',
  ja: 'JPY',
  zh: 'CNY',
  mr: 'INR',
  ml: 'INR',
  hi: 'INR',
  ta: 'INR',
  ar: 'AED',
};

export function guessCurrency(language: string | undefined): string {
  if (!language) return DEFAULT_REFERENCE_CURRENCY;
  const exact = byLanguageTag[language];
  if (exact) return exact;
  const prefix = language.split('-')[0]?.toLowerCase() ?? '';
  return byLanguagePrefix[prefix] ?? DEFAULT_REFERENCE_CURRENCY;
}

/** Three letters, as ISO 4217 writes a currency. */
const CURRENCY_CODE_PATTERN = /^[A-Za-z]{3}$/;

/** The code in capitals when the value is one, otherwise null. */
export function toCurrencyCode(value: unknown): string | null {
  return typeof value === 'string' && CURRENCY_CODE_PATTERN.test(value) ? value.toUpperCase() : null;
}
