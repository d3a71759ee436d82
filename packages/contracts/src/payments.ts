import { z } from 'zod/mini';

export const CART_EMPTY_MESSAGE = 'Cart is empty';

export const createPaymentResponseSchema = z.object({
  /** The provider's order id (Razorpay order_…). */
  id: z.string(),
  /** Paise, as the checkout widget takes it. */
  amount: z.int(),
  currency: z.literal('INR'),
  /** Our order, held until holdExpiresAt. */
  orderId: z.int(),
  holdExpiresAt: z.string(),
  keyId: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

export const verifyPaymentBodySchema = z.object({
  razorpayOrderId: z.string().check(z.minLength(1), z.maxLength(100)),
  razorpayPaymentId: z.string().check(z.minLength(1), z.maxLength(100)),
  signature: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Paise, as create-payment answered. */
  amount: z.int().check(z.nonnegative()),
  currency: z.string().check(z.length(3)),
  userId: z.optional(z.int()),
  locationId: z.int(),
  arrivalTime: z.iso.datetime({ offset: true }),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const verifyPaymentResponseSchema = z.object({ status: z.literal(true), message: z.string(), orderId: z.int() });

export const sandboxCompleteBodySchema = z.object({
  razorpayOrderId: z.string().check(z.minLength(1), z.maxLength(100)),
  outcome: z.enum(['success', 'failure']),
});
export const sandboxCompleteResponseSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  /** Present on success: what Checkout.js hands its success handler. */
  razorpay_signature: z.nullable(z.string()),
  error: z.nullable(z.object({ code: z.string(), description: z.string() })),
});
export type SandboxCompleteResponse = z.infer<typeof sandboxCompleteResponseSchema>;

export const publicConfigSchema = z.object({
  paymentProvider: z.enum(['sandbox', 'razorpay']),
  razorpayKeyId: z.string(),
  merchantName: z.string(),
  pushPublicKey: z.nullable(z.string()),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
