import { and, count } from 'drizzle-orm';
import { staffTabStatuses, type StaffOrderCounts, type StaffOrderCountsQuery } from '@arrival/contracts/staff';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { onTheBoard, staffBoardFilters } from './staff.service.ts';

/**
 * How many orders sit in each pipeline tab under the board's airport and pickup-day filters. The
 * lists stop at a page of rows, so the board cannot count them itself once a tab grows long.
 */
export async function countStaffOrders(db: Db, query: StaffOrderCountsQuery): Promise<StaffOrderCounts> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(onTheBoard, ...staffBoardFilters(query)))
    .groupBy(orders.status);
  const counts = Object.fromEntries(staffTabStatuses.map((status) => [status, 0])) as StaffOrderCounts;
  for (const { status, n } of rows) if (status in counts) counts[status as keyof StaffOrderCounts] = Number(n);
  return counts;
}
