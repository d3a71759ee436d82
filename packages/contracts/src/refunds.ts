import { z } from 'zod';

/**
 * A refund's life: REQUESTED (written, not yet accepted by the provider), PENDING (accepted, not yet
 * settled), PROCESSED (the provider confirmed it) or FAILED (the provider refused it for good; an
 * admin may retry it).
 */
export const refundStatuses = ['REQUESTED', 'PENDING', 'PROCESSED', 'FAILED'] as const;
export const refundStatusSchema = z.enum(refundStatuses);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** A refund as admins watch it. Amounts in INR with 2 decimals, as everywhere in the API. */
export const refundSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  amount: z.number(),
  status: refundStatusSchema,
  reason: z.string().nullable(),
  attempts: z.number().int(),
  /** The provider's last refusal or failure, as it said it. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  providerRefundId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Refund = z.infer<typeof refundSchema>;

/** Refunds not yet processed, the failed first, then the oldest. */
export const openRefundsSchema = z.object({
  pending: z.number().int(),
  failed: z.number().int(),
  refunds: z.array(refundSchema),
});
export type OpenRefunds = z.infer<typeof openRefundsSchema>;

export const refundIdParamsSchema = z.object({ refundId: z.coerce.number().int().positive().max(2_147_483_647) });
