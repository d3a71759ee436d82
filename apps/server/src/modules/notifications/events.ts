import { orderEventSchema, type OrderEvent } from '@arrival/contracts/notifications';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export const ORDER_EVENTS_CHANNEL = 'order_events';

export interface OrderEvents {
  publish(event: OrderEvent): Promise<void>;
  subscribe(listener: (event: OrderEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * Order changes fanned out through the database's LISTEN/NOTIFY, so every instance's staff
 * boards hear about a change made on any instance (PGlite does the same within its process).
 */
export async function createOrderEvents(database: Database): Promise<OrderEvents> {
  const listeners = new Set<(event: OrderEvent) => void>();
  const stop = await database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
    const parsed = orderEventSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return;
    for (const listener of listeners) listener(parsed.data);
  });
  return {
    async publish(event) {
      await database.db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: stop,
  };
}
