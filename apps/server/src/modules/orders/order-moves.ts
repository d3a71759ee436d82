import { and, eq, sql } from 'drizzle-orm';
import { canMakeMove, orderMoves, type OrderMove, type OrderMoveRule, type OrderStatus } from '@arrival/contracts/orders';
import { isStaffTabStatus } from '@arrival/contracts/staff';
import { queryRows, type Tx } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { msg, t, type Language } from '../../i18n/index.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { publishOrderEvent } from '../notifications/events.ts';
import { recordNotice, type Notice } from '../notifications/notifications.service.ts';
import { issuePickupCode } from './pickup-code.ts';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** What a committed change still has to tell: the customer's notices, for `deliverNotices` (the staff boards hear at commit). */
export interface OrderChange {
  notices: Notice[];
}

type OrderColumns = Partial<typeof orders.$inferInsert>;

/** What a move reads of the order it moves: callers lock only these columns. */
export type MovableOrder = Pick<OrderRow, 'id' | 'status' | 'userId' | 'totalPaise'>;

/** What the notice and the board's event read of the order a move left, with the customer's language. */
const movedColumns = {
  id: orders.id,
  status: orders.status,
  locationId: orders.locationId,
  deliveryOtp: orders.deliveryOtp,
  refundedPaise: orders.refundedPaise,
  // The customer's language comes back with the order, for the notice: no second query.
  language: sql<Language>`(select ${users.language} from ${users} where ${users.id} = ${orders.userId})`,
};
type MovedOrder = Pick<OrderRow, 'id' | 'status' | 'locationId' | 'deliveryOtp' | 'refundedPaise'>;

/** The columns each move sets besides its status and payment status. */
const columnsFor: Partial<Record<OrderMove, (order: MovableOrder, now: Date) => OrderColumns>> = {
  EXPIRE_HOLD: () => ({ holdExpiresAt: null }),
  FAIL_PAYMENT: () => ({ holdExpiresAt: null }),
  CONFIRM_PAYMENT: (_order, now) => ({ holdExpiresAt: null, confirmedAt: now, deliveryOtp: issuePickupCode() }),
  REFUND_LATE_PAYMENT: (order) => ({ holdExpiresAt: null, refundedPaise: order.totalPaise }),
  DELIVER: (_order, now) => ({ deliveredAt: now }),
  CANCEL_UNCOLLECTED: (order) => ({ refundedPaise: order.totalPaise }),
};

/** What the customer is told after each move, from the order as the move left it, in their language. */
const noticeFor: Partial<Record<OrderMove, (order: MovedOrder, language: Language) => Pick<Notice, 'title' | 'content'>>> = {
  CONFIRM_PAYMENT: (order, language) => ({
    title: t(language, 'notice.confirmed.title', { orderId: order.id }),
    content: t(language, 'notice.confirmed.content', { pickupCode: order.deliveryOtp ?? '' }),
  }),
  REFUND_LATE_PAYMENT: (order, language) => ({
    title: t(language, 'notice.lateRefund.title', { orderId: order.id }),
    content: t(language, 'notice.lateRefund.content'),
  }),
  CANCEL_UNCOLLECTED: (order, language) => ({
    title: t(language, 'notice.uncollectedCancelled.title', { orderId: order.id }),
    content: t(language, 'notice.uncollectedCancelled.content'),
  }),
  COMPLETE_REFUND: (order, language) => ({
    title: t(language, 'notice.refunded.title', { orderId: order.id }),
    content: t(language, 'notice.refunded.content', { amount: (order.refundedPaise / 100).toFixed(2) }),
  }),
  ACCEPT: (order, language) => ({
    title: t(language, 'notice.accepted.title', { orderId: order.id }),
    content: t(language, 'notice.accepted.content'),
  }),
  PACK: (order, language) => ({
    title: t(language, 'notice.packed.title', { orderId: order.id }),
    content: t(language, 'notice.packed.content'),
  }),
  DELIVER: (order, language) => ({
    title: t(language, 'notice.collected.title', { orderId: order.id }),
    content: t(language, 'notice.collected.content'),
  }),
};

/** Staff boards hear of every change to an order they show, or that leaves or enters them, at its commit. */
async function tellBoards(tx: Tx, before: OrderStatus, after: Pick<MovedOrder, 'id' | 'status' | 'locationId'>) {
  if (!isStaffTabStatus(before) && !isStaffTabStatus(after.status)) return;
  await publishOrderEvent(tx, after, { arrived: !isStaffTabStatus(before) });
}

export const invalidMove = (order: Pick<OrderRow, 'id' | 'status'>, to: OrderStatus) =>
  new AppError('INVALID_TRANSITION', msg('order.invalidMove', { orderId: order.id, status: order.status, to }), {
    details: { status: order.status },
  });

/** The order, locked until the caller's transaction ends. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/**
 * A new order awaiting payment, with the lines it keeps whatever later happens to the products: one
 * statement writes both, the lines travelling as one JSON value.
 */
export async function placePendingOrder(
  tx: Tx,
  input: Pick<
    typeof orders.$inferInsert,
    | 'userId'
    | 'locationId'
    | 'totalPaise'
    | 'arrivalAt'
    | 'cartFingerprint'
    | 'flightNumber'
    | 'arrivalTerminal'
    | 'scheduledArrivalAt'
  > & {
    holdExpiresAt: Date;
    now: Date;
    lines: Pick<OrderItemRow, 'productId' | 'name' | 'description' | 'imageUrl' | 'pricePaise' | 'quantity'>[];
  },
): Promise<Pick<OrderRow, 'id' | 'totalPaise' | 'holdExpiresAt'>> {
  const { lines, now } = input;
  const at = (date: Date | null | undefined) => date?.toISOString() ?? null;
  const [created] = await queryRows<{ id: number }>(
    tx,
    sql`with created as (
      insert into ${orders} (user_id, location_id, total_paise, arrival_at, cart_fingerprint, flight_number,
        arrival_terminal, scheduled_arrival_at, hold_expires_at, created_at, updated_at)
      values (${input.userId}, ${input.locationId}, ${input.totalPaise}, ${at(input.arrivalAt)}::timestamptz,
        ${input.cartFingerprint}, ${input.flightNumber ?? null}, ${input.arrivalTerminal ?? null},
        ${at(input.scheduledArrivalAt)}::timestamptz, ${at(input.holdExpiresAt)}::timestamptz,
        ${at(now)}::timestamptz, ${at(now)}::timestamptz)
      returning id
    ), placed_lines as (
      insert into ${orderItems} (order_id, product_id, name, description, image_url, price_paise, quantity)
      select created.id, line."productId", line.name, line.description, line."imageUrl", line."pricePaise", line.quantity
      from created, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as line(
        "productId" integer, name text, description text, "imageUrl" text, "pricePaise" integer, quantity integer)
    )
    select id from created`,
  );
  return { id: created!.id, totalPaise: input.totalPaise, holdExpiresAt: input.holdExpiresAt };
}

/**
 * Makes one move of the table in `orderMoves` on a locked order: a conditional update on its current
 * status (so the same move made twice at once happens once), the audit row when a staff member made
 * it, the customer's notice and the staff boards' event. The caller delivers the notice after its
 * transaction commits.
 */
export async function applyOrderMove(
  tx: Tx,
  input: { order: MovableOrder; move: OrderMove; now: Date; actorUserId?: number },
): Promise<OrderChange> {
  const { order, move, now } = input;
  const rule: OrderMoveRule = orderMoves[move];
  if (!canMakeMove(order.status, move)) throw invalidMove(order, rule.to);
  const [moved] = await tx
    .update(orders)
    .set({
      ...columnsFor[move]?.(order, now),
      status: rule.to,
      ...(rule.paymentStatus ? { paymentStatus: rule.paymentStatus } : {}),
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning(movedColumns);
  if (!moved) throw new AppError('INVALID_TRANSITION', msg('order.alreadyMoved', { orderId: order.id }));
  if (input.actorUserId !== undefined) {
    await writeAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'order.status',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: rule.to },
    });
  }
  const text = noticeFor[move]?.(moved, moved.language);
  const notices = text ? [await recordNotice(tx, { userId: order.userId, orderId: order.id, ...text })] : [];
  await tellBoards(tx, order.status, moved);
  return { notices };
}

/**
 * Counts a refund of part of a paid order; once everything is being refunded the order itself moves
 * to REFUNDING. Either way the payment shows REFUND_PENDING until the provider confirms the refund.
 * The caller records the refund and tells the customer what was refunded.
 */
export async function refundOrderPart(tx: Tx, input: { order: OrderRow; amountPaise: number; now: Date }): Promise<OrderChange> {
  const { order, now } = input;
  const refundedPaise = order.refundedPaise + input.amountPaise;
  const [updated] = await tx
    .update(orders)
    .set({ refundedPaise, paymentStatus: 'REFUND_PENDING', updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (refundedPaise >= order.totalPaise) return applyOrderMove(tx, { order: updated!, move: 'REFUND_ALL_ITEMS', now });
  await tellBoards(tx, order.status, updated!);
  return { notices: [] };
}
