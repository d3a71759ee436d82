import { and, desc, eq, inArray } from 'drizzle-orm';
import type { HistoryType, Order } from '@arrival/contracts/orders';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
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
