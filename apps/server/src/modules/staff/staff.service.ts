import { and, asc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@arrival/contracts/orders';
import { HANDOVER_MAX_FAILURES, staffTransitions, type StaffOrder, type StaffOrderQuery } from '@arrival/contracts/staff';
import type { Db } from '../../db/client.ts';
import { locations, locationStock, orderItems, orders, payments, refunds, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { MessagingProvider } from '../../providers/messaging/messaging.ts';
import type { PaymentProvider } from '../../providers/payments/payments.ts';
import type { OrderEvents } from '../notifications/events.ts';
import type { PushProvider } from '../../providers/push/push.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { deliverNotices, recordNotice, type Notice } from '../notifications/notifications.service.ts';

export interface StaffDeps {
  db: Db;
  clock: Clock;
  messaging: MessagingProvider;
  payments: PaymentProvider;
  events?: OrderEvents;
  push?: PushProvider;
  log?: (error: unknown) => void;
}

const noticeFor: Partial<Record<OrderStatus, (id: number) => Omit<Notice, 'userId' | 'orderId'>>> = {
  ACCEPTED: (id) => ({
    title: `Order #${id} accepted`,
    content: 'Our counter team has accepted your order and will pack it before you land.',
  }),
  PACKED: (id) => ({
    title: `Order #${id} packed`,
    content: 'Your order is packed and waiting at the pickup counter. Show your pickup code when you collect it.',
  }),
  DELIVERED: (id) => ({
    title: `Order #${id} collected`,
    content: 'Your order was handed over at the counter. Thank you for shopping with Arrival Shop!',
  }),
};

/** Orders in one pipeline tab, soonest pickup first, filtered by airport, pickup day (IST) and id or phone. */
export async function listStaffOrders(db: Db, query: StaffOrderQuery): Promise<StaffOrder[]> {
  const filters = [eq(orders.status, query.type)];
  if (query.locationId) filters.push(eq(orders.locationId, query.locationId));
  if (query.date) filters.push(sql`(${orders.arrivalAt} at time zone 'Asia/Kolkata')::date = ${query.date}::date`);
  if (query.q) {
    const digits = query.q.replace(/\D/g, '');
    const byPhone = digits.length >= 3 ? like(users.phone, `%${digits}%`) : undefined;
    const byId = /^\d{1,9}$/.test(query.q) ? eq(orders.id, Number(query.q)) : undefined;
    const match = or(...[byId, byPhone].filter((f) => f !== undefined));
    filters.push(match ?? sql`false`);
  }
  return loadStaffOrders(db, and(...filters)!);
}

/** One order as the staff board shows it, whatever its status. */
export async function getStaffOrder(db: Db, orderId: number): Promise<StaffOrder> {
  const [view] = await loadStaffOrders(db, eq(orders.id, orderId));
  if (!view) throw notFound('Order');
  return view;
}

async function loadStaffOrders(db: Db, where: SQL): Promise<StaffOrder[]> {
  const rows = await db
    .select({ order: orders, customerName: users.name, customerPhone: users.phone, locationName: locations.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(where)
    .orderBy(asc(orders.arrivalAt), asc(orders.id))
    .limit(500);
  if (rows.length === 0) return [];
  const items = await db
    .select({ item: orderItems, stockLeft: locationStock.stocksLeft, locationId: locationStock.locationId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(
      locationStock,
      and(eq(locationStock.productId, orderItems.productId), eq(locationStock.locationId, orders.locationId)),
    )
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderItems.id));

  return rows.map(({ order, customerName, customerPhone, locationName }) => {
    const lines = items.filter((i) => i.item.orderId === order.id);
    const subtotalPaise = lines.reduce((sum, l) => sum + l.item.pricePaise * l.item.quantity, 0);
    return {
      id: order.id,
      status: order.status,
      customerName,
      customerPhone,
      pickupLocation: locationName,
      locationId: order.locationId,
      pickupDateTime: order.arrivalAt.toISOString(),
      placedAt: (order.confirmedAt ?? order.createdAt).toISOString(),
      products: lines.map((l) => ({
        itemId: l.item.id,
        productId: l.item.productId,
        name: l.item.name,
        price: paiseToRupees(l.item.pricePaise),
        qty: l.item.quantity,
        image: l.item.imageUrl,
        stockLeft: l.stockLeft ?? 0,
        unavailable: l.item.unavailableAt !== null,
      })),
      subtotal: paiseToRupees(subtotalPaise),
      refunded: paiseToRupees(order.refundedPaise),
      total: paiseToRupees(order.totalPaise - order.refundedPaise),
      handoverLocked: order.handoverLocked,
    };
  });
}

type MoveOutcome = { ok: true; notices: Notice[]; locationId: number } | { ok: false; error: AppError };

/**
 * Moves an order one step along the pipeline. The move is a conditional update on the current
 * status, so two staff pressing the same button move it once. Handing over needs the pickup code;
 * five wrong codes lock the hand-over until an admin unlocks it.
 */
export async function moveOrder(deps: StaffDeps, actorUserId: number, input: { orderId: number; to: OrderStatus; otp?: string }) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<MoveOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) return { ok: false, error: notFound('Order') };
    const move = staffTransitions[order.status as keyof typeof staffTransitions];
    if (!move || move.to !== input.to) {
      return {
        ok: false,
        error: new AppError('INVALID_TRANSITION', `Order #${order.id} is ${order.status} and cannot move to ${input.to}`, {
          details: { status: order.status },
        }),
      };
    }
    if (input.to === 'DELIVERED') {
      if (order.handoverLocked) {
        return {
          ok: false,
          error: new AppError('CONFLICT', 'Hand-over is locked after 5 wrong pickup codes. An admin must unlock it.', {
            statusCode: 423,
          }),
        };
      }
      if (!input.otp) return { ok: false, error: new AppError('VALIDATION_FAILED', 'Enter the 6-digit pickup code') };
      if (input.otp !== order.deliveryOtp) {
        const failures = order.handoverFailures + 1;
        const locked = failures >= HANDOVER_MAX_FAILURES;
        await tx
          .update(orders)
          .set({ handoverFailures: failures, handoverLocked: locked, updatedAt: now })
          .where(eq(orders.id, order.id));
        await writeAudit(tx, {
          actorUserId,
          action: 'order.handover_failed',
          entity: 'order',
          entityId: order.id,
          before: { handoverFailures: order.handoverFailures },
          after: { handoverFailures: failures, handoverLocked: locked },
        });
        const left = HANDOVER_MAX_FAILURES - failures;
        return {
          ok: false,
          error: locked
            ? new AppError('VALIDATION_FAILED', 'Wrong pickup code. Hand-over is now locked; an admin must unlock it.', {
                details: { locked: true },
              })
            : new AppError('VALIDATION_FAILED', `Wrong pickup code. ${left} ${left === 1 ? 'try' : 'tries'} left.`, {
                details: { triesLeft: left },
              }),
        };
      }
    }
    const moved = await tx
      .update(orders)
      .set({ status: input.to, updatedAt: now, ...(input.to === 'DELIVERED' ? { deliveredAt: now } : {}) })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (moved.length === 0)
      return { ok: false, error: new AppError('INVALID_TRANSITION', `Order #${order.id} was already moved`) };
    await writeAudit(tx, {
      actorUserId,
      action: 'order.status',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: input.to },
    });
    const text = noticeFor[input.to]?.(order.id);
    const notices = text ? [await recordNotice(tx, { userId: order.userId, orderId: order.id, ...text })] : [];
    return { ok: true, notices, locationId: order.locationId };
  });
  if (!outcome.ok) throw outcome.error;
  await deliverNotices(deps, outcome.notices);
  await publishChange(deps, { orderId: input.orderId, status: input.to, locationId: outcome.locationId });
  return getStaffOrder(deps.db, input.orderId);
}

/** Admins lift a hand-over lock after checking the traveller's identity. */
export async function unlockHandover(deps: StaffDeps, actorUserId: number, orderId: number) {
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order');
    await tx
      .update(orders)
      .set({ handoverLocked: false, handoverFailures: 0, updatedAt: deps.clock.now() })
      .where(eq(orders.id, orderId));
    await writeAudit(tx, {
      actorUserId,
      action: 'order.handover_unlocked',
      entity: 'order',
      entityId: orderId,
      before: { handoverLocked: order.handoverLocked, handoverFailures: order.handoverFailures },
      after: { handoverLocked: false, handoverFailures: 0 },
    });
  });
  return { message: 'Hand-over unlocked' };
}

async function publishChange(deps: StaffDeps, change: { orderId: number; status: string; locationId: number }) {
  await deps.events?.publish({ type: 'order.changed', ...change }).catch((error: unknown) => deps.log?.(error));
}

/**
 * Staff found a line unavailable before packing: it is refunded through the payment provider
 * (idempotently, keyed by the line), the totals show the refund and the customer is told.
 */
export async function markItemUnavailable(deps: StaffDeps, actorUserId: number, input: { orderId: number; itemId: number }) {
  const now = deps.clock.now();
  const planned = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw notFound('Order');
    if (order.status !== 'CONFIRMED' && order.status !== 'ACCEPTED') {
      throw new AppError(
        'INVALID_TRANSITION',
        `Items can only be marked unavailable before packing; order #${order.id} is ${order.status}`,
      );
    }
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, input.itemId), eq(orderItems.orderId, order.id)))
      .for('update');
    if (!item) throw notFound('Order item');
    if (item.unavailableAt) throw new AppError('CONFLICT', `${item.name} is already marked unavailable`);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'CAPTURED')))
      .limit(1);
    if (!payment?.providerPaymentId) throw new AppError('CONFLICT', 'This order has no captured payment to refund');

    const amount = item.pricePaise * item.quantity;
    const refundedPaise = order.refundedPaise + amount;
    const everything = refundedPaise >= order.totalPaise;
    await tx.update(orderItems).set({ unavailableAt: now, refundedPaise: amount }).where(eq(orderItems.id, item.id));
    await tx
      .update(orders)
      .set({
        refundedPaise,
        paymentStatus: everything ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
        ...(everything ? { status: 'REFUNDED' as const } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    const key = `item_${item.id}`;
    await tx.insert(refunds).values({
      paymentId: payment.id,
      orderItemId: item.id,
      amountPaise: amount,
      idempotencyKey: key,
      reason: 'Item unavailable',
    });
    await writeAudit(tx, {
      actorUserId,
      action: 'order.item_unavailable',
      entity: 'order_item',
      entityId: item.id,
      before: { unavailable: false, orderRefundedPaise: order.refundedPaise },
      after: { unavailable: true, orderRefundedPaise: refundedPaise, refundPaise: amount },
    });
    const notice = await recordNotice(tx, {
      userId: order.userId,
      orderId: order.id,
      title: `Refund for order #${order.id}`,
      content: `${item.name} (x${item.quantity}) is unavailable. ₹${(amount / 100).toFixed(2)} will be refunded to your payment method within 5 business days.`,
    });
    return {
      key,
      amount,
      providerPaymentId: payment.providerPaymentId,
      notice,
      locationId: order.locationId,
      status: everything ? 'REFUNDED' : order.status,
    };
  });

  try {
    const refund = await deps.payments.refund({
      paymentId: planned.providerPaymentId,
      amount: planned.amount,
      idempotencyKey: planned.key,
    });
    await deps.db
      .update(refunds)
      .set({ providerRefundId: refund.id, status: refund.status.toUpperCase() })
      .where(eq(refunds.idempotencyKey, planned.key));
  } catch (error) {
    // The refund row stays REQUESTED; the same key retried later cannot refund twice.
    deps.log?.(error);
  }
  await deliverNotices(deps, [planned.notice]);
  await publishChange(deps, { orderId: input.orderId, status: planned.status, locationId: planned.locationId });
  return getStaffOrder(deps.db, input.orderId);
}
