import { z } from 'zod';
import { CURRENCY_CODE_PATTERN } from './currency-guess.ts';

export {
  CURRENCY_CODE_PATTERN,
  CURRENCY_HEADER,
  DEFAULT_REFERENCE_CURRENCY,
  guessCurrency,
  toCurrencyCode,
} from './currency-guess.ts';

export const currencyCodeSchema = z
  .string()
  .regex(CURRENCY_CODE_PATTERN)
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
