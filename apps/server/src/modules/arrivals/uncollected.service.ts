import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { type Counter } from '@arrival/contracts/counters';
import { landedOpenStatuses } from '@arrival/contracts/orders';
import { orderItems, orders, payments } from '../../db/schema.ts';
import { formatIstIn, t, type Language } from '../../i18n/index.ts';
import { listCounters } from '../counters/counters.service.ts';
import { deliverNotices, recordNotice, type Notice } from '../notifications/notifications.service.ts';
import { applyOrderMove, lockOrder, type OrderChange } from '../orders/order-moves.ts';
import { requestRefund, runRefund, type RefundDeps } from '../refunds/refunds.service.ts';
import { returnSoldStock } from '../stock/stock-moves.ts';
import { openOrdersWithLanguage } from './open-orders.ts';

type OrderRow = typeof orders.$inferSelect;
const HOUR_MS = 3_600_000;
/** The shortest uncollected window an admin can set; nothing younger than half of it is looked at. */
const MIN_UNCOLLECTED_HOURS = 12;

/** The one refund of an uncollected order, keyed by the order so a second run cannot refund twice. */
export const uncollectedRefundKey = (orderId: number) => `refund_uncollected_${orderId}`;

const cancelAt = (order: OrderRow, counter: Counter) => new Date(order.arrivalAt.getTime() + counter.uncollectedHours * HOUR_MS);
/** Reminded once, half-way through the window. */
const remindAt = (order: OrderRow, counter: Counter) =>
  new Date(order.arrivalAt.getTime() + (counter.uncollectedHours * HOUR_MS) / 2);

/**
 * Orders paid for and never collected: reminded once half-way through their airport's window after the
 * pickup time, then cancelled when it ends, their stock back on the shelf and what is left of the
 * payment refunded with one key. Answers what it did.
 */
export async function handleUncollectedOrders(deps: RefundDeps): Promise<{ reminded: number; cancelled: number }> {
  const now = deps.clock.now();
  const overdue = await openOrdersWithLanguage(
    deps.db,
    lte(orders.arrivalAt, new Date(now.getTime() - (MIN_UNCOLLECTED_HOURS / 2) * HOUR_MS)),
  )
    .orderBy(asc(orders.arrivalAt))
    .limit(200);
  if (overdue.length === 0) return { reminded: 0, cancelled: 0 };
  const counters = new Map((await listCounters(deps.db)).map((c) => [c.locationId, c]));

  let reminded = 0;
  let cancelled = 0;
  for (const order of overdue) {
    const counter = counters.get(order.locationId)!;
    try {
      if (cancelAt(order, counter) <= now) {
        if (await cancelUncollected(deps, order.id)) cancelled++;
      } else if (!order.uncollectedRemindedAt && remindAt(order, counter) <= now) {
        if (await remindUncollected(deps, order, counter)) reminded++;
      }
    } catch (error) {
      // One order's trouble (a provider down) must not keep the others waiting; the next run tries again.
      deps.log?.(error);
    }
  }
  return { reminded, cancelled };
}

async function remindUncollected(deps: RefundDeps, order: OrderRow & { language: Language }, counter: Counter): Promise<boolean> {
  const notice = await deps.db.transaction(async (tx): Promise<Notice | null> => {
    const [claimed] = await tx
      .update(orders)
      .set({ uncollectedRemindedAt: deps.clock.now() })
      .where(and(eq(orders.id, order.id), isNull(orders.uncollectedRemindedAt)))
      .returning({ id: orders.id });
    if (!claimed) return null;
    return recordNotice(tx, {
      userId: order.userId,
      orderId: order.id,
      title: t(order.language, 'notice.uncollectedReminder.title', { orderId: order.id }),
      content: t(order.language, 'notice.uncollectedReminder.content', {
        airport: counter.locationName,
        place: counter.place,
        pickupCode: order.deliveryOtp ?? '',
        deadline: formatIstIn(order.language, cancelAt(order, counter)),
      }),
    });
  });
  if (notice) await deliverNotices(deps, [notice]);
  return notice !== null;
}

/** Cancels one uncollected order under its lock: false when someone handed it over or moved it first. */
async function cancelUncollected(deps: RefundDeps, orderId: number): Promise<boolean> {
  const now = deps.clock.now();
  const planned = await deps.db.transaction(async (tx): Promise<{ change: OrderChange; refundKey: string | null } | null> => {
    const order = await lockOrder(tx, orderId);
    if (!order || !(landedOpenStatuses as readonly string[]).includes(order.status)) return null;
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    // Lines found unavailable never reached the shelf and were refunded already.
    const onShelf = lines.filter((l) => l.unavailableAt === null);
    await returnSoldStock(
      tx,
      order.locationId,
      onShelf.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    );
    const remainingPaise = order.totalPaise - order.refundedPaise;
    const change = await applyOrderMove(tx, { order, move: 'CANCEL_UNCOLLECTED', now });
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'CAPTURED')))
      .limit(1);
    if (!payment?.providerPaymentId || remainingPaise <= 0) return { change, refundKey: null };
    const refundKey = await requestRefund(tx, {
      paymentId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      amountPaise: remainingPaise,
      idempotencyKey: uncollectedRefundKey(order.id),
      reason: 'Not collected',
      now,
    });
    return { change, refundKey };
  });
  if (!planned) return false;
  if (planned.refundKey) await runRefund(deps, planned.refundKey);
  await deliverNotices(deps, planned.change.notices);
  return true;
}
