import { z } from 'zod/mini';
import { idParamSchema } from './common.ts';

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
  id: z.int(),
  orderId: z.int(),
  amount: z.number(),
  status: refundStatusSchema,
  reason: z.nullable(z.string()),
  attempts: z.int(),
  /** The provider's last refusal or failure, as it said it. */
  lastError: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.iso.datetime()),
  providerRefundId: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Refund = z.infer<typeof refundSchema>;

/** Refunds not yet processed, the failed first, then the oldest. */
export const openRefundsSchema = z.object({
  pending: z.int(),
  failed: z.int(),
  refunds: z.array(refundSchema),
});
export type OpenRefunds = z.infer<typeof openRefundsSchema>;

export const refundIdParamsSchema = z.object({ refundId: idParamSchema });
