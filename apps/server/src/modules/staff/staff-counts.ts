import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { staffTabStatuses, type StaffOrderCounts, type StaffOrderCountsQuery } from '@arrival/contracts/staff';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

/**
 * How many orders sit in each pipeline tab under the board's airport and pickup-day filters. The
 * lists stop at a page of rows, so the board cannot count them itself once a tab grows long.
 */
export async function countStaffOrders(db: Db, query: StaffOrderCountsQuery): Promise<StaffOrderCounts> {
  const filters = [inArray(orders.status, [...staffTabStatuses])];
  if (query.locationId) filters.push(eq(orders.locationId, query.locationId));
  // The same pickup-day rule as the lists: the day in IST.
  if (query.date) filters.push(sql`(${orders.arrivalAt} at time zone 'Asia/Kolkata')::date = ${query.date}::date`);
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(...filters))
    .groupBy(orders.status);
  const counts = Object.fromEntries(staffTabStatuses.map((status) => [status, 0])) as StaffOrderCounts;
  for (const { status, n } of rows) if (status in counts) counts[status as keyof StaffOrderCounts] = Number(n);
  return counts;
}
