import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { canSayLanded, landedOpenStatuses, type HistoryType, type Order } from '@arrival/contracts/orders';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { msg } from '../../i18n/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishOrderEvent } from '../notifications/events.ts';
import { loadOrderViews } from './order-view.ts';

/** Current: paid and not yet handed over. Previous: handed over, cancelled or refunded. Unpaid holds are not orders yet. */
const statusesByHistory = {
  current: ['CONFIRMED', 'ACCEPTED', 'PACKED'],
  previous: ['DELIVERED', 'CANCELLED', 'REFUNDING', 'REFUNDED'],
} as const;

export async function listOrderHistory(db: Db, userId: number, type: HistoryType): Promise<Order[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...statusesByHistory[type]])))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return loadOrderViews(
    db,
    rows.map((r) => r.id),
  );
}

/** One of the caller's own paid orders; anyone else's answers like a missing one. */
export async function getOwnOrder(db: Db, userId: number, orderId: number): Promise<Order> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        inArray(orders.status, [...statusesByHistory.current, ...statusesByHistory.previous]),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Order');
  const [view] = await loadOrderViews(db, [row.id]);
  if (!view) throw notFound('Order');
  return view;
}

/**
 * The traveller says they have landed: the order is flagged for the counter, whose boards hear of it at
 * once and list it first. Saying it twice changes nothing.
 */
export async function sayLanded(deps: { db: Db; clock: Clock }, userId: number, orderId: number): Promise<Order> {
  const now = deps.clock.now();
  const order = await getOwnOrder(deps.db, userId, orderId);
  if (order.landedAt) return order;
  if (!canSayLanded(order, now)) {
    throw new AppError('INVALID_TRANSITION', msg('order.landedNotNow'));
  }
  await deps.db.transaction(async (tx) => {
    const [landed] = await tx
      .update(orders)
      .set({ landedAt: now, updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.userId, userId),
          isNull(orders.landedAt),
          inArray(orders.status, [...landedOpenStatuses]),
        ),
      )
      .returning({ id: orders.id, status: orders.status, locationId: orders.locationId });
    if (landed) await publishOrderEvent(tx, landed);
  });
  return getOwnOrder(deps.db, userId, orderId);
}
