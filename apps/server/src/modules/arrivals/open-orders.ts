import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { landedOpenStatuses } from '@arrival/contracts/orders';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';

/**
 * Open orders (paid, not yet handed over) that also meet `conditions`, each with its traveller's
 * language, for the notice the job may send about it. Callers add their own order and limit.
 */
export function openOrdersWithLanguage(db: Db, ...conditions: (SQL | undefined)[]) {
  return db
    .select({ ...getTableColumns(orders), language: users.language })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(inArray(orders.status, [...landedOpenStatuses]), ...conditions));
}
