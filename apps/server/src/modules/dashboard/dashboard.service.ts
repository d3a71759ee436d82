import { and, asc, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { istDateOf } from '@arrival/contracts/counters';
import { LOW_STOCK_THRESHOLD } from '@arrival/contracts/catalogue';
import { DASHBOARD_DAYS, LOW_STOCK_LIST_SIZE, type Dashboard } from '@arrival/contracts/dashboard';
import { orderStatusSchema } from '@arrival/contracts/orders';
import type { Db } from '../../db/client.ts';
import { idIn, idsInOrder } from '../../db/id-arrays.ts';
import { locations, locationStock, orderItems, orders, products, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { selectStockIds, selectStockRows } from '../stock/stock.service.ts';
import { csvDocument } from './csv.ts';

export interface DashboardDeps {
  db: Db;
  clock: Clock;
}

const DAY_MS = 86_400_000;
/** India keeps one offset all year, so an IST day is always 24 hours long. */
const IST_OFFSET_MS = 330 * 60_000;

/** YYYY-MM-DD HH:mm of the instant in India. */
const istDateTime = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** A payment was verified for it; refunds since then do not make it unpaid. */
const isPaid = isNotNull(orders.confirmedAt);
const netPaise = sql`${orders.totalPaise} - ${orders.refundedPaise}`;
const sumOf = (value: unknown) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);
const countWhere = (condition: unknown) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

async function stockFigures(db: Db) {
  const onSale = sql`${locationStock.showProductInLocation}`;
  const [figures] = await db
    .select({
      left: sumOf(locationStock.stocksLeft),
      allTime: sumOf(locationStock.allTimeStock),
      low: countWhere(
        sql`${onSale} and ${locationStock.stocksLeft} > 0 and ${locationStock.stocksLeft} < ${LOW_STOCK_THRESHOLD}`,
      ),
      out: countWhere(sql`${onSale} and ${locationStock.stocksLeft} <= 0`),
    })
    .from(locationStock)
    .innerJoin(products, eq(products.id, locationStock.productId))
    .where(isNull(products.retiredAt));
  return figures ?? { left: 0, allTime: 0, low: 0, out: 0 };
}

/** Paid orders and revenue per IST day over the last 30 days, oldest first, every day present. */
async function dailyFigures(db: Db, now: Date) {
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    istDateOf(new Date(now.getTime() - (DASHBOARD_DAYS - 1 - i) * DAY_MS)),
  );
  const since = new Date(`${days[0]}T00:00:00+05:30`);
  const day = sql<string>`to_char(${orders.confirmedAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, orders: count(), revenue: sumOf(netPaise) })
    .from(orders)
    .where(and(isPaid, gte(orders.confirmedAt, since)))
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return {
    revenueByDay: days.map((date) => ({ date, revenue: paiseToRupees(byDay.get(date)?.revenue ?? 0) })),
    ordersByDay: days.map((date) => ({ date, orders: byDay.get(date)?.orders ?? 0 })),
  };
}

export async function getDashboard(deps: DashboardDeps): Promise<Dashboard> {
  const { db } = deps;
  const now = deps.clock.now();
  const [stock, daily, paid, statusRows, locationRows, lowStock] = await Promise.all([
    stockFigures(db),
    dailyFigures(db, now),
    db.select({ n: countWhere(isPaid) }).from(orders),
    db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status),
    db
      .select({
        locationId: locations.id,
        locationName: locations.name,
        orders: sql<number>`count(${orders.id})`.mapWith(Number),
        revenue: sumOf(netPaise),
      })
      .from(locations)
      .leftJoin(orders, and(eq(orders.locationId, locations.id), isPaid))
      .groupBy(locations.id)
      .orderBy(asc(locations.id)),
    selectStockRows(db, {
      where: eq(locationStock.showProductInLocation, true),
      orderBy: [asc(locationStock.stocksLeft), asc(locationStock.id)],
      limit: LOW_STOCK_LIST_SIZE,
    }),
  ]);
  const countByStatus = new Map(statusRows.map((r) => [r.status, r.count]));
  return {
    totalStock: stock.left,
    ordersReceived: paid[0]?.n ?? 0,
    stockLeftPercent: stock.allTime > 0 ? Math.round((stock.left / stock.allTime) * 1000) / 10 : 0,
    lowStockAlerts: stock.low,
    outOfStock: stock.out,
    ...daily,
    ordersByStatus: orderStatusSchema.options.map((status) => ({ status, count: countByStatus.get(status) ?? 0 })),
    ordersByLocation: locationRows.map((r) => ({ ...r, revenue: paiseToRupees(r.revenue) })),
    lowStock,
    generatedAt: now.toISOString(),
  };
}

/** Rows an export reads and writes at a time, so a large export shares the thread with shoppers between batches. */
export const EXPORT_BATCH_ROWS = 1_000;

/**
 * The rows of `ids`, read `size` at a time in the order of `ids`. The ids are read before the response
 * starts, so a database that is down still answers an error rather than a file cut short.
 */
async function* batchesOf<T>(ids: number[], size: number, read: (slice: number[]) => Promise<T[]>) {
  for (let from = 0; from < ids.length; from += size) yield await read(ids.slice(from, from + size));
}

/** Every stock row of the products still sold, by airport and product. */
export async function exportStockCsv(db: Db, batchRows = EXPORT_BATCH_ROWS): Promise<AsyncIterable<string>> {
  const orderBy = [asc(locations.name), asc(products.name), asc(locationStock.id)];
  const ids = await selectStockIds(db, orderBy);
  const readCells = async (slice: number[]) =>
    (await selectStockRows(db, { where: idIn(locationStock.id, slice), orderBy })).map((r) => [
      r.id,
      r.productId,
      r.productName,
      r.locationId,
      r.locationName,
      r.stocksLeft,
      r.allTimeStock,
      r.receivedOrders,
      r.showProductInLocation ? 'yes' : 'no',
      r.status,
    ]);
  return csvDocument(
    [
      'Stock ID',
      'Product ID',
      'Product',
      'Location ID',
      'Location',
      'Stock left',
      'All-time stock',
      'Received orders',
      'Shown at location',
      'Status',
    ],
    batchesOf(ids, batchRows, readCells),
  );
}

const rupeesText = (paise: number) => (paise / 100).toFixed(2);

/** Paid orders in `slice`, newest first, with each order's lines as "2 × Name" in item order. */
async function readPaidOrderCells(db: Db, slice: number[]) {
  const [rows, items] = await Promise.all([
    db
      .select({ order: orders, customerName: users.name, customerPhone: users.phone, locationName: locations.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(locations, eq(locations.id, orders.locationId))
      .where(idIn(orders.id, slice))
      .orderBy(desc(orders.confirmedAt), desc(orders.id)),
    db
      .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
      .from(orderItems)
      .where(idIn(orderItems.orderId, slice))
      .orderBy(asc(orderItems.id)),
  ]);
  const linesBy = new Map<number, string[]>();
  for (const item of items) {
    const lines = linesBy.get(item.orderId) ?? [];
    lines.push(`${item.quantity} × ${item.name}`);
    linesBy.set(item.orderId, lines);
  }
  return rows.map(({ order, customerName, customerPhone, locationName }) => [
    order.id,
    order.confirmedAt ? istDateTime(order.confirmedAt) : '',
    order.status,
    order.paymentStatus,
    customerName,
    customerPhone,
    locationName,
    istDateTime(order.arrivalAt),
    (linesBy.get(order.id) ?? []).join('; '),
    rupeesText(order.totalPaise),
    rupeesText(order.refundedPaise),
  ]);
}

/** Every paid order, newest first, with its lines in one cell. Times are IST. */
export async function exportOrdersCsv(db: Db, batchRows = EXPORT_BATCH_ROWS): Promise<AsyncIterable<string>> {
  const [paid] = await db
    .select({ ids: idsInOrder(orders.id, [desc(orders.confirmedAt), desc(orders.id)]) })
    .from(orders)
    .where(isPaid);
  return csvDocument(
    [
      'Order ID',
      'Paid at (IST)',
      'Status',
      'Payment status',
      'Customer',
      'Phone',
      'Pickup location',
      'Pickup at (IST)',
      'Items',
      'Total (INR)',
      'Refunded (INR)',
    ],
    batchesOf(paid?.ids ?? [], batchRows, (slice) => readPaidOrderCells(db, slice)),
  );
}
