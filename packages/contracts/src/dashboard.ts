import { z } from 'zod/mini';
import { pageOf } from './paging.ts';
import { orderStatusSchema } from './orders.ts';
import { stockRowSchema } from './stock.ts';

export const DASHBOARD_DAYS = 30;
export const LOW_STOCK_LIST_SIZE = 10;

/**
 * The admin dashboard's figures. Stock counts rows of products that are not retired; the alert
 * counts and the low-stock list leave out rows hidden at their airport, as nothing is sold there.
 * A paid order is one whose payment was verified (confirmed), whatever happened to it since;
 * revenue is what was paid less refunds, in INR, counted on the IST day the payment was confirmed.
 */
export const dashboardSchema = z.object({
  /** Sum of stocksLeft at every airport. */
  totalStock: z.int(),
  /** Paid orders, all time. */
  ordersReceived: z.int(),
  /** Sum of stocksLeft over sum of allTimeStock, in percent with 1 decimal; 0 when nothing was ever stocked. */
  stockLeftPercent: z.number(),
  /** Rows on sale with 0 < stocksLeft < 15. */
  lowStockAlerts: z.int(),
  /** Rows on sale with nothing left. */
  outOfStock: z.int(),
  /** The last 30 IST days, oldest first, today included; days without orders are 0. */
  revenueByDay: z.array(z.object({ date: z.iso.date(), revenue: z.number() })),
  ordersByDay: z.array(z.object({ date: z.iso.date(), orders: z.int() })),
  /** Every order status with its count of orders, payment pending and expired holds included. */
  ordersByStatus: z.array(z.object({ status: orderStatusSchema, count: z.int() })),
  /** Paid orders and revenue per airport, every airport listed. */
  ordersByLocation: z.array(z.object({ locationId: z.int(), locationName: z.string(), orders: z.int(), revenue: z.number() })),
  /** The 10 rows on sale with the least left. */
  lowStock: z.array(stockRowSchema),
  generatedAt: z.iso.datetime(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  /** Who made the change; null once that user is gone. */
  actor: z.nullable(z.object({ userId: z.int(), phone: z.string(), name: z.nullable(z.string()) })),
  action: z.string(),
  entity: z.string(),
  entityId: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The exports answer a CSV document (text/csv, as an attachment) with a header row. */
export const csvResponseSchema = z.string().register(z.globalRegistry, { description: 'text/csv' });
