import { orderEventSchema, type OrderEvent } from '@arrival/contracts/notifications';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export const ORDER_EVENTS_CHANNEL = 'order_events';

export interface OrderEvents {
  publish(event: OrderEvent): Promise<void>;
  /**
   * `onMissed` is called when the feed was cut (the database connection dropped and came back):
   * events of that gap are lost, so a subscriber should reload what it shows.
   */
  subscribe(listener: (event: OrderEvent) => void, onMissed?: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Order changes fanned out through the database's LISTEN/NOTIFY, so every instance's staff
 * boards hear about a change made on any instance (PGlite does the same within its process).
 */
export async function createOrderEvents(database: Database): Promise<OrderEvents> {
  const listeners = new Map<(event: OrderEvent) => void, (() => void) | undefined>();
  const stop = await database.listen(
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
  return {
    async publish(event) {
      await database.db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe(listener, onMissed) {
      listeners.set(listener, onMissed);
      return () => listeners.delete(listener);
    },
    close: stop,
  };
}
