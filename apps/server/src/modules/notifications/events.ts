import { orderEventSchema, type OrderEvent } from '@arrival/contracts/notifications';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { awaitedLater } from '../../lib/awaited-later.ts';

export const ORDER_EVENTS_CHANNEL = 'order_events';

/**
 * Tells every instance's staff boards of a change to `order`, on the connection of the transaction that made it:
 * the database delivers the event when that transaction commits and drops it when it rolls back, so a
 * board never hears of a change that did not happen nor misses one because the process stopped, or the
 * pool was busy, between the commit and a separate publish.
 */
export async function publishOrderEvent(
  db: DbOrTx,
  order: { id: number; status: string; locationId: number },
  { arrived = false } = {},
): Promise<void> {
  const event: OrderEvent = {
    type: 'order.changed',
    orderId: order.id,
    status: order.status,
    locationId: order.locationId,
    ...(arrived && { arrived }),
  };
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

export interface OrderEvents {
  /**
   * `onMissed` is called when the feed was cut (the database connection dropped and came back):
   * events of that gap are lost, so a subscriber should reload what it shows.
   */
  subscribe(listener: (event: OrderEvent) => void, onMissed?: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Order changes (`publishOrderEvent`) fanned out through the database's LISTEN/NOTIFY, so every instance's staff
 * boards hear about a change made on any instance (PGlite does the same within its process).
 */
export async function createOrderEvents(database: Database): Promise<OrderEvents> {
  const events = orderEventsOf(database);
  await events.listening;
  return events;
}

/**
 * `createOrderEvents` without waiting: subscriptions are taken at once, and the database is heard from once
 * `listening` resolves (it rejects, and is never unhandled, if the LISTEN fails).
 */
export function orderEventsOf(database: Database): OrderEvents & { listening: Promise<void> } {
  const listeners = new Map<(event: OrderEvent) => void, (() => void) | undefined>();
  const stopping = database.listen(
    ORDER_EVENTS_CHANNEL,
    (payload) => {
      const parsed = orderEventSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) return;
      for (const listener of listeners.keys()) listener(parsed.data);
    },
    () => {
      for (const onMissed of listeners.values()) onMissed?.();
    },
  );
  const listening = awaitedLater(stopping.then(() => undefined));
  return {
    subscribe(listener, onMissed) {
      listeners.set(listener, onMissed);
      return () => listeners.delete(listener);
    },
    close: async () => (await stopping)(),
    listening,
  };
}
