import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.ts';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from '../../providers/payments/payments.ts';
import { confirmPaidOrder } from './confirmation.service.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** Razorpay may authorise a payment late for up to 3 days; lapsed orders are watched for two of them. */
export const RECONCILE_LOOKBACK_MS = 48 * 3_600_000;
const BATCH = 100;

/**
 * Captures an authorised payment. Should another caller (the browser's verify, another instance) have
 * captured it first, the provider refuses the second capture; the payment as it now is answers instead.
 */
export async function captureAuthorized(provider: PaymentProvider, payment: ProviderPayment): Promise<ProviderPayment> {
  try {
    return await provider.capturePayment({ paymentId: payment.id, amount: payment.amount, currency: payment.currency });
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.retryable) throw error;
    const now = await provider.fetchPayment(payment.id);
    if (now.status !== 'captured') throw error;
    return now;
  }
}

export interface ReconcileReport {
  /** Orders asked about. */
  checked: number;
  /** Captured payments found and applied (each confirmed its order, or was refunded). */
  applied: number;
}

/**
 * Asks the provider about every order whose money may be there without our knowing (the browser's
 * verify and the webhook both lost): orders awaiting payment, and orders that lapsed or failed in
 * the last 48 hours. Least recently checked first, so a long list is worked through over several runs.
 * A captured payment confirms its order if the stock can still be taken and is refunded otherwise
 * (`confirmPaidOrder`). An authorised one is captured first: the goods are handed over only for
 * captured money, and a refund of a captured payment reaches the traveller sooner than Razorpay's
 * own release of an uncaptured one.
 */
export async function reconcilePayments(deps: PaymentDeps): Promise<ReconcileReport> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ paymentId: payments.id, providerOrderId: payments.providerOrderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      or(
        eq(orders.status, 'PAYMENT_PENDING'),
        and(eq(orders.status, 'EXPIRED'), gte(orders.updatedAt, new Date(now.getTime() - RECONCILE_LOOKBACK_MS))),
      ),
    )
    .orderBy(sql`${payments.checkedAt} asc nulls first`, asc(payments.id))
    .limit(BATCH);

  const report: ReconcileReport = { checked: 0, applied: 0 };
  for (const row of due) {
    try {
      report.applied += await reconcileOrder(deps, row.providerOrderId);
      report.checked += 1;
      await deps.db.update(payments).set({ checkedAt: now }).where(eq(payments.id, row.paymentId));
    } catch (error) {
      // Left unchecked, so it comes first next run; the others go on.
      deps.log?.(error);
    }
  }
  return report;
}

async function reconcileOrder(deps: PaymentDeps, providerOrderId: string): Promise<number> {
  const attempts = await deps.payments.fetchOrderPayments(providerOrderId);
  let captured = attempts.filter((payment) => payment.status === 'captured');
  if (captured.length === 0) {
    // Of several authorised attempts only one is taken; the others lapse back to the traveller.
    const authorized = attempts.find((payment) => payment.status === 'authorized');
    if (!authorized) return 0;
    captured = [await captureAuthorized(deps.payments, authorized)];
  }
  for (const payment of captured) {
    await confirmPaidOrder(deps, {
      providerOrderId,
      providerPaymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
    });
  }
  return captured.length;
}
