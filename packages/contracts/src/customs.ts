import { z } from 'zod/mini';

/**
 * India's duty-free baggage allowance (Baggage Rules, 2016): goods worth up to ₹50,000 per adult
 * arriving from abroad (other than Nepal, Bhutan and Myanmar). Goods bought on arrival count toward
 * it, so the cart warns, and never blocks, when one arrival's orders go over it.
 */
export const DUTY_FREE_ALLOWANCE_PAISE = 5_000_000;
export const BAGGAGE_RULES_URL = 'https://www.cbic.gov.in/';

export const customsAllowanceSchema = z.object({
  /** INR, 2 decimals, like every amount the API answers. */
  allowance: z.number(),
  /** This cart plus the traveller's other open orders for the same arrival. */
  total: z.number(),
  otherOrders: z.number(),
  over: z.boolean(),
});
export type CustomsAllowance = z.infer<typeof customsAllowanceSchema>;

export const customsAllowanceOf = (cartPaise: number, otherOrdersPaise: number): CustomsAllowance => {
  const totalPaise = cartPaise + otherOrdersPaise;
  return {
    allowance: DUTY_FREE_ALLOWANCE_PAISE / 100,
    total: totalPaise / 100,
    otherOrders: otherOrdersPaise / 100,
    over: totalPaise > DUTY_FREE_ALLOWANCE_PAISE,
  };
};
