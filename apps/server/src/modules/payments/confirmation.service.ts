import { eq, sql } from 'drizzle-orm';
import { canMakeMove } from '@arrival/contracts/orders';
import { preparedStatement } from '../../db/client.ts';
import { orderItems, orders, payments } from '../../db/schema.ts';
import { msg } from '../../i18n/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { removeBoughtLines } from '../cart/cart.service.ts';
import { deliverNotices } from '../notifications/notifications.service.ts';
import { applyOrderMove, lockOrder, type OrderChange, type OrderRow } from '../orders/order-moves.ts';
import { requestRefund, runRefund } from '../refunds/refunds.service.ts';
import { confirmStock, holdStock, type StockLine } from '../stock/stock-moves.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { releaseHold } from './holds.service.ts';

interface PaidInput {
  providerOrderId: string;
  providerPaymentId: string;
  amount: number;
  currency: string;
}

interface ConfirmOutcome {
  orderId: number;
  change: OrderChange | null;
  /** The idempotency key of a refund this payment asked for. */
  refundKey: string | null;
}

const alreadyPaid = ['SUCCESS', 'REFUND_PENDING', 'PARTIALLY_REFUNDED', 'REFUNDED'];

/**
 * True when this very payment has confirmed the order already: confirming it again changes nothing.
 * Once true it stays true (a paid order never returns to unpaid), so it may be read without a lock.
 */
export const confirmedBy = (
  payment: Pick<typeof payments.$inferSelect, 'providerPaymentId'>,
  order: Pick<OrderRow, 'paymentStatus'>,
  providerPaymentId: string,
) => payment.providerPaymentId === providerPaymentId && alreadyPaid.includes(order.paymentStatus);

/** An order's lines as stock lines, read with the order. */
const linesOfOrder = sql<StockLine[]>`(
  select coalesce(json_agg(json_build_object('productId', ${orderItems.productId}, 'quantity', ${orderItems.quantity})
    order by ${orderItems.productId}), '[]')
  from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

const paymentToConfirm = preparedStatement((db) =>
  db
    .select({
      payment: {
        id: payments.id,
        amountPaise: payments.amountPaise,
        currency: payments.currency,
        providerPaymentId: payments.providerPaymentId,
      },
      order: {
        id: orders.id,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        userId: orders.userId,
        locationId: orders.locationId,
        totalPaise: orders.totalPaise,
      },
      items: linesOfOrder,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.providerOrderId, sql.placeholder('providerOrderId')))
    .for('update')
    .prepare('confirm_lock_payment'),
);

const markCaptured = preparedStatement((db) =>
  db
    .update(payments)
    .set({
      providerPaymentId: sql`${sql.placeholder('providerPaymentId')}`,
      status: 'CAPTURED',
      updatedAt: sql`${sql.placeholder('now')}`,
    })
    .where(eq(payments.id, sql.placeholder('id')))
    .prepare('confirm_mark_captured'),
);

/**
 * Confirmations under way in this process, per database, by the payment they confirm: each the order's id
 * once its transaction has committed, or null if it failed.
 */
const confirming = new WeakMap<PaymentDeps['db'], Map<string, Promise<number | null>>>();

/**
 * Confirms the order behind a captured payment, once, whichever of the browser's verify call and the
 * webhook arrives first. A payment for an order that can no longer be fulfilled is refunded.
 *
 * The two usually arrive together. The second to arrive in this process waits for the first one's
 * commit, not on the payment's lock in a transaction of its own, which would hold a pooled connection
 * while it waits. Should the first one fail, the second confirms on its own.
 */
export async function confirmPaidOrder(deps: PaymentDeps, input: PaidInput): Promise<number> {
  const key = [input.providerOrderId, input.providerPaymentId, input.amount, input.currency].join(' ');
  const underWay = confirming.get(deps.db) ?? new Map<string, Promise<number | null>>();
  confirming.set(deps.db, underWay);
  const first = underWay.get(key);
  const committedByFirst = first && (await first);
  if (committedByFirst) return committedByFirst;

  const committing = confirmInTransaction(deps, input);
  const committed = committing.then(
    (outcome) => outcome.orderId,
    () => null,
  );
  underWay.set(key, committed);
  void committed.then(() => {
    if (underWay.get(key) === committed) underWay.delete(key);
  });
  const outcome = await committing;
  // The first attempt at once; should the provider fail, the refunds job asks again.
  if (outcome.refundKey) await runRefund(deps, outcome.refundKey);
  if (outcome.change) await deliverNotices(deps, outcome.change.notices);
  return outcome.orderId;
}

/** The confirmation's own transaction: what it changed, and what is left to do once it has committed. */
async function confirmInTransaction(deps: PaymentDeps, input: PaidInput): Promise<ConfirmOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    // The payment and its order locked together (payment first, as everywhere), with the order's lines.
    const [locked] = await paymentToConfirm(tx).execute({ providerOrderId: input.providerOrderId });
    if (!locked) throw new AppError('NOT_FOUND', msg('error.notFound.payment'));
    const { payment, order, items } = locked;
    if (input.amount !== payment.amountPaise || input.currency !== payment.currency) {
      throw new AppError('PAYMENT_FAILED', msg('checkout.mismatch'), { statusCode: 400 });
    }
    const giveBack = (key: string, reason: string, settlesOrder: boolean) =>
      requestRefund(tx, {
        paymentId: payment.id,
        providerPaymentId: input.providerPaymentId,
        amountPaise: input.amount,
        idempotencyKey: key,
        reason,
        settlesOrder,
        now,
      });

    if (alreadyPaid.includes(order.paymentStatus)) {
      if (confirmedBy(payment, order, input.providerPaymentId)) return { orderId: order.id, change: null, refundKey: null };
      // A second captured payment for an order already paid: give it back, leaving the order as it is.
      const refundKey = await giveBack(`dup_${input.providerPaymentId}`, 'Order already paid', false);
      return { orderId: order.id, change: null, refundKey };
    }

    // The hold lapsed or failed before the money arrived: take the stock again if it is still there.
    const fulfillable = order.status === 'PAYMENT_PENDING' || (await holdStock(tx, order.locationId, items));
    await markCaptured(tx).execute({ id: payment.id, providerPaymentId: input.providerPaymentId, now });

    if (!fulfillable) {
      const change = await applyOrderMove(tx, { order, move: 'REFUND_LATE_PAYMENT', now });
      const refundKey = await giveBack(
        `late_${input.providerPaymentId}`,
        'Paid after the hold lapsed and the items sold out',
        true,
      );
      return { orderId: order.id, change, refundKey };
    }
    const change = await applyOrderMove(tx, { order, move: 'CONFIRM_PAYMENT', now });
    await confirmStock(tx, order.locationId, items);
    await removeBoughtLines(
      tx,
      order.userId,
      items.map((i) => i.productId),
    );
    return { orderId: order.id, change, refundKey: null };
  });
}

/** The bank declined: the hold ends and its stock goes back (the cart stays as it was). */
export async function failPayment(deps: PaymentDeps, input: { providerOrderId: string; providerPaymentId: string | null }) {
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.providerOrderId, input.providerOrderId)).for('update');
    if (!payment) return;
    const order = await lockOrder(tx, payment.orderId);
    if (!order || !canMakeMove(order.status, 'FAIL_PAYMENT')) return;
    const now = deps.clock.now();
    await tx.update(payments).set({ status: 'FAILED', updatedAt: now }).where(eq(payments.id, payment.id));
    await releaseHold(tx, order, 'FAIL_PAYMENT', now);
  });
}
