import { z } from 'zod';

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

export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  .transform((c) => c.toUpperCase());

/** A product's price in the traveller's currency, for reference only (INR is what is charged). */
export const amountDtoSchema = z.object({
  currencySymbol: z.string(),
  currencyCode: z.string(),
  convertedAmount: z.number(),
  rateDate: z.string(),
});
export type AmountDto = z.infer<typeof amountDtoSchema>;

/** The cart total in INR plus the reference amount. */
export const cartAmountSchema = z.object({
  amountInINR: z.number(),
  convertedAmount: z.number(),
  currencySymbol: z.string(),
  currencyCode: z.string(),
  rateDate: z.string(),
});
export type CartAmount = z.infer<typeof cartAmountSchema>;

export const currencyListSchema = z.object({
  rateDate: z.string(),
  currencies: z.array(z.object({ code: z.string(), symbol: z.string(), inrPerUnit: z.number() })),
});
