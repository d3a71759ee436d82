import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { createOrderEvents, publishOrderEvent } from './events.ts';

// Runs only on PostgreSQL (the server-postgres project): two instances share one database.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('order events across instances', () => {
  it('reach a second instance through LISTEN/NOTIFY', async () => {
    const second = await openPostgres(database.url!, { poolSize: 2 });
    const events = await createOrderEvents(second);
    const seen: number[] = [];
    events.subscribe((e) => seen.push(e.orderId));
    try {
      await publishOrderEvent(database.db, { id: 42, status: 'CONFIRMED', locationId: 1 });
      await expect.poll(() => seen, { timeout: 2000 }).toEqual([42]);
    } finally {
      await events.close();
      await second.close();
    }
  });
});
