import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { createOrderEvents, publishOrderEvent, type OrderEvents } from './events.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let events: OrderEvents;
const seen: number[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  events = await createOrderEvents(database);
  events.subscribe((event) => seen.push(event.orderId));
});
afterAll(async () => {
  await events.close();
  await database.close();
});

/** An order as a change left it. */
const changed = (id: number) => ({ id, status: 'CONFIRMED', locationId: 1 });

describe('order events', () => {
  it('are heard when the change commits, and never for a change rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await publishOrderEvent(tx, changed(1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await database.db.transaction(async (tx) => {
      await publishOrderEvent(tx, changed(2));
      // Long enough for an event sent at once to have arrived.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen).toEqual([]);
    });
    await expect.poll(() => seen, { timeout: 2000 }).toEqual([2]);
    await publishOrderEvent(database.db, changed(3));
    await expect.poll(() => seen, { timeout: 2000 }).toEqual([2, 3]);
  });
});
