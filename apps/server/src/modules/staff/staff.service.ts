import { and, asc, desc, eq, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { canMakeMove, orderMoves, type OrderMove, type OrderStatus } from '@arrival/contracts/orders';
import {
  STAFF_PAGE_MAX,
  staffTabStatuses,
  UNCOLLECTED_AFTER_HOURS,
  type StaffOrder,
  type StaffOrderQuery,
} from '@arrival/contracts/staff';
import type { Db } from '../../db/client.ts';
import { locations, locationStock, orderItems, orders, payments, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { deliverNotices, languageOfUser, recordNotice } from '../notifications/notifications.service.ts';
import { msg, t } from '../../i18n/index.ts';
import { applyOrderMove, invalidMove, lockOrder, refundOrderPart, type OrderChange } from '../orders/order-moves.ts';
import { checkPickupCode } from '../orders/pickup-code.ts';
import { itemRefundKey, requestRefund, runRefund, type RefundDeps } from '../refunds/refunds.service.ts';

/** What moving orders needs: what refunds need, as an unavailable line is refunded. */
export type StaffDeps = RefundDeps;
type ReadDeps = { db: Db; clock: Clock };

/** LIKE's own characters taken literally, so a typed "%" or "_" matches only itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What staff type to find an order: its id ('12' or '#12'), 3 or more digits of the customer's phone, or
 * words that are all in the customer's name, in any case. The pickup code is never a search key: it is what
 * proves the traveller at the counter.
 */
function orderSearch(q: string): SQL {
  const text = q.replace(/^#/, '');
  const digits = text.replace(/\D/g, '');
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const byId = /^\d{1,9}$/.test(text) ? eq(orders.id, Number(text)) : undefined;
  const byPhone = digits.length >= 3 ? like(users.phone, `%${digits}%`) : undefined;
  const byName = /\p{L}/u.test(text)
    ? and(...words.map((word) => sql`lower(${users.name}) like ${`%${likeLiteral(word)}%`}`))
    : undefined;
  return or(...[byId, byPhone, byName].filter((f) => f !== undefined)) ?? sql`false`;
}

// Travellers who said they landed first: the counter brings those forward.
const landedThenSoonestPickup = [sql`${orders.landedAt} is null`, asc(orders.arrivalAt), asc(orders.id)];
const latestHandOverFirst = [sql`${orders.deliveredAt} desc nulls last`, desc(orders.id)];

/** Orders in one of the board's four tabs. */
export const onTheBoard = inArray(orders.status, [...staffTabStatuses]);

/** The lists' and counts' airport and pickup-day (IST) filters. */
export function staffBoardFilters(query: { locationId?: number; date?: string }): SQL[] {
  const filters: SQL[] = [];
  if (query.locationId) filters.push(eq(orders.locationId, query.locationId));
  if (query.date) filters.push(sql`(${orders.arrivalAt} at time zone 'Asia/Kolkata')::date = ${query.date}::date`);
  return filters;
}

/**
 * One page of a pipeline tab, filtered by airport, pickup day (IST) and a search. Open orders come travellers
 * who said they landed first, then soonest pickup; delivered ones latest hand-over first, so today's are on top
 * however long the shop has traded.
 */
export async function listStaffOrders(deps: ReadDeps, query: StaffOrderQuery): Promise<StaffOrder[]> {
  const filters = [eq(orders.status, query.type), ...staffBoardFilters(query)];
  if (query.q) filters.push(orderSearch(query.q));
  const orderBy = query.type === 'DELIVERED' ? latestHandOverFirst : landedThenSoonestPickup;
  return loadStaffOrders(deps, and(...filters)!, { orderBy, limit: query.size, offset: query.page * query.size });
}

const openStatuses = ['CONFIRMED', 'ACCEPTED', 'PACKED'] as const;
const uncollectedSince = (now: Date) => new Date(now.getTime() - UNCOLLECTED_AFTER_HOURS * 3_600_000);
const isUncollected = (order: { status: OrderStatus; arrivalAt: Date }, now: Date) =>
  (openStatuses as readonly OrderStatus[]).includes(order.status) && order.arrivalAt < uncollectedSince(now);

/** Open orders well past their pickup time, soonest cancelled first: staff call the traveller before the job cancels. */
export async function listUncollectedOrders(deps: ReadDeps, query: { locationId?: number }): Promise<StaffOrder[]> {
  const filters = [
    inArray(orders.status, [...openStatuses]),
    lt(orders.arrivalAt, uncollectedSince(deps.clock.now())),
    ...staffBoardFilters(query),
  ];
  return loadStaffOrders(deps, and(...filters)!, { ...firstPage, limit: UNCOLLECTED_SHOWN });
}

/** One order on the staff board, as its card shows it; an order off the board is not found. */
export const getStaffOrder = (deps: ReadDeps, orderId: number) => staffOrderWhere(deps, and(eq(orders.id, orderId), onTheBoard)!);

/** An order as a staff move left it, whatever its status now (refunding takes it off the board). */
const movedOrder = (deps: ReadDeps, orderId: number) => staffOrderWhere(deps, eq(orders.id, orderId));

async function staffOrderWhere(deps: ReadDeps, where: SQL): Promise<StaffOrder> {
  const [view] = await loadStaffOrders(deps, where);
  if (!view) throw notFound('Order');
  return view;
}

/** The order and the page a list is read in. */
interface ListShape {
  orderBy: SQL[];
  limit: number;
  offset: number;
}

const firstPage: ListShape = { orderBy: landedThenSoonestPickup, limit: STAFF_PAGE_MAX, offset: 0 };
/** Every uncollected order is shown: each is about to be cancelled, and there are few. */
const UNCOLLECTED_SHOWN = 500;

async function loadStaffOrders({ db, clock }: ReadDeps, where: SQL, shape = firstPage): Promise<StaffOrder[]> {
  const now = clock.now();
  const rows = await db
    .select({ order: orders, customerName: users.name, customerPhone: users.phone, locationName: locations.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(where)
    .orderBy(...shape.orderBy)
    .limit(shape.limit)
    .offset(shape.offset);
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
      flightNumber: order.flightNumber,
      landedAt: order.landedAt?.toISOString() ?? null,
      uncollected: isUncollected(order, now),
    };
  });
}

type MoveOutcome = { ok: true; change: OrderChange } | { ok: false; error: AppError };

/** The staff move that ends in `to`, if staff may make one. */
const staffMoveTo = (to: OrderStatus) =>
  (Object.keys(orderMoves) as OrderMove[]).find((move) => 'staffAction' in orderMoves[move] && orderMoves[move].to === to);

/**
 * Moves an order one step along the pipeline. The move is a conditional update on the current
 * status, so two staff pressing the same button move it once. Handing over needs the pickup code.
 */
export async function moveOrder(deps: StaffDeps, actorUserId: number, input: { orderId: number; to: OrderStatus; otp?: string }) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<MoveOutcome> => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) return { ok: false, error: notFound('Order') };
    const move = staffMoveTo(input.to);
    if (!move || !canMakeMove(order.status, move)) return { ok: false, error: invalidMove(order, input.to) };
    if (move === 'DELIVER') {
      // A refused code is still counted, so this answer commits rather than rolls back.
      const refused = await checkPickupCode(tx, { order, code: input.otp, actorUserId, now });
      if (refused) return { ok: false, error: refused };
    }
    return { ok: true, change: await applyOrderMove(tx, { order, move, now, actorUserId }) };
  });
  if (!outcome.ok) throw outcome.error;
  await deliverNotices(deps, outcome.change.notices);
  return movedOrder(deps, input.orderId);
}

/**
 * Staff found a line unavailable before packing: it is refunded through the payment provider
 * (idempotently, keyed by the line), the totals show the refund and the customer is told.
 */
export async function markItemUnavailable(deps: StaffDeps, actorUserId: number, input: { orderId: number; itemId: number }) {
  const now = deps.clock.now();
  const planned = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound('Order');
    // Lines can go while the whole order could still be refunded, that is until it is packed.
    if (!canMakeMove(order.status, 'REFUND_ALL_ITEMS')) {
      throw new AppError('INVALID_TRANSITION', msg('staff.unavailableAfterPacking', { orderId: order.id, status: order.status }));
    }
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, input.itemId), eq(orderItems.orderId, order.id)))
      .for('update');
    if (!item) throw notFound('Order item');
    if (item.unavailableAt) throw new AppError('CONFLICT', msg('staff.alreadyUnavailable', { item: item.name }));
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'CAPTURED')))
      .limit(1);
    if (!payment?.providerPaymentId) throw new AppError('CONFLICT', msg('staff.noCapturedPayment'));

    const amount = item.pricePaise * item.quantity;
    await tx.update(orderItems).set({ unavailableAt: now, refundedPaise: amount }).where(eq(orderItems.id, item.id));
    const change = await refundOrderPart(tx, { order, amountPaise: amount, now });
    const refundKey = await requestRefund(tx, {
      paymentId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      orderItemId: item.id,
      amountPaise: amount,
      idempotencyKey: itemRefundKey(order.id, item.id),
      reason: 'Item unavailable',
      now,
    });
    // This audit row records the refund; the order's own move to REFUNDING (when it is the last line) has none.
    await writeAudit(tx, {
      actorUserId,
      action: 'order.item_unavailable',
      entity: 'order_item',
      entityId: item.id,
      before: { unavailable: false, orderRefundedPaise: order.refundedPaise },
      after: { unavailable: true, orderRefundedPaise: order.refundedPaise + amount, refundPaise: amount },
    });
    const language = await languageOfUser(tx, order.userId);
    const notice = await recordNotice(tx, {
      userId: order.userId,
      orderId: order.id,
      title: t(language, 'notice.itemRefund.title', { orderId: order.id }),
      content: t(language, 'notice.itemRefund.content', {
        item: item.name,
        quantity: item.quantity,
        amount: (amount / 100).toFixed(2),
      }),
    });
    return { refundKey, change: { ...change, notices: [...change.notices, notice] } };
  });

  // The first attempt at once; should the provider fail, the refunds job asks again.
  await runRefund(deps, planned.refundKey);
  await deliverNotices(deps, planned.change.notices);
  return movedOrder(deps, input.orderId);
}
