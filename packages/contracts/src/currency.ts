import { z } from 'zod/mini';

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
