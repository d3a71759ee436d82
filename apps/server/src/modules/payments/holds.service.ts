import { and, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { applyOrderMove, type MovableOrder, type OrderRow } from '../orders/order-moves.ts';
import { releaseStock } from '../stock/stock-moves.ts';

export const HOLD_MINUTES = 15;

/** Ends a locked order's hold: its stock goes back and the order expires (the cart stays as it was). */
export async function releaseHold(
  tx: Tx,
  order: MovableOrder & Pick<OrderRow, 'locationId'>,
  move: 'EXPIRE_HOLD' | 'FAIL_PAYMENT',
  now: Date,
): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  await releaseStock(tx, order.locationId, items);
  // Neither move tells anyone: the order never reached the customer's list or the staff boards.
  await applyOrderMove(tx, { order, move, now });
}

/** Ends holds whose 15 minutes are up; safe to run on several instances at once. */
export async function expireHolds(deps: { db: Db; clock: Clock }, batch = 100): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const due = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'PAYMENT_PENDING'), lte(orders.holdExpiresAt, now)))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const order of due) await releaseHold(tx, order, 'EXPIRE_HOLD', now);
    return due.length;
  });
}
