import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import type { PaymentProvider } from '../../providers/payments/payments.ts';

/** What executing a requested refund needs: plain data, so a job can carry it and run it again. */
export interface RequestedRefund {
  idempotencyKey: string;
  /** The provider's payment the money goes back to. */
  providerPaymentId: string;
  amountPaise: number;
}

/**
 * The idempotency key for refunding one order line. Razorpay wants at least 10 letters, digits, `-` or `_`;
 * the fixed prefix guarantees the length whatever the ids are.
 */
export const itemRefundKey = (orderId: number, itemId: number) => `refund_item_${orderId}_${itemId}`;

/**
 * Records a refund as REQUESTED inside the caller's transaction, so it is on the books whether or not
 * the provider answers. Asking again with the same key keeps the first row.
 */
export async function requestRefund(
  tx: Tx,
  input: RequestedRefund & { paymentId: number; orderItemId?: number; reason: string },
): Promise<RequestedRefund> {
  await tx
    .insert(refunds)
    .values({
      paymentId: input.paymentId,
      orderItemId: input.orderItemId ?? null,
      amountPaise: input.amountPaise,
      idempotencyKey: input.idempotencyKey,
      reason: input.reason,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey });
  return { idempotencyKey: input.idempotencyKey, providerPaymentId: input.providerPaymentId, amountPaise: input.amountPaise };
}

/**
 * Asks the provider for a requested refund and records its answer. Throws when the provider fails:
 * the row stays REQUESTED, and running it again with the same key cannot refund twice.
 */
export async function executeRefund(deps: { db: Db; payments: PaymentProvider }, refund: RequestedRefund): Promise<void> {
  const answer = await deps.payments.refund({
    paymentId: refund.providerPaymentId,
    amount: refund.amountPaise,
    idempotencyKey: refund.idempotencyKey,
  });
  await deps.db
    .update(refunds)
    .set({ providerRefundId: answer.id, status: answer.status.toUpperCase() })
    .where(eq(refunds.idempotencyKey, refund.idempotencyKey));
}
