import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@arrival/contracts/paging';
import {
  stockStatusTextOf,
  type RestockBody,
  type StockPage,
  type StockRow,
  type UpdateStockBody,
} from '@arrival/contracts/stock';
import type { Db, DbOrTx } from '../../db/client.ts';
import { idsInOrder } from '../../db/id-arrays.ts';
import { locations, locationStock, products } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { adjustStock, liveStock } from './stock-moves.ts';
import { pageFields } from '../../lib/paging.ts';

export interface StockDeps {
  db: Db;
  clock: Clock;
}

/** Stock rows with their product and airport names, flattened the way the stock tables read them. */
export async function selectStockRows(
  db: DbOrTx,
  options: { where?: SQL; orderBy: SQL[]; limit?: number; offset?: number },
): Promise<StockRow[]> {
  const query = db
    .select({
      id: locationStock.id,
      productId: locationStock.productId,
      productName: products.name,
      locationId: locationStock.locationId,
      locationName: locations.name,
      allTimeStock: locationStock.allTimeStock,
      receivedOrders: locationStock.receivedOrders,
      stocksLeft: locationStock.stocksLeft,
      showProductInLocation: locationStock.showProductInLocation,
    })
    .from(locationStock)
    .innerJoin(products, eq(products.id, locationStock.productId))
    .innerJoin(locations, eq(locations.id, locationStock.locationId))
    .where(and(liveStock, options.where))
    .orderBy(...options.orderBy)
    .offset(options.offset ?? 0)
    .$dynamic();
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map((row) => ({ ...row, status: stockStatusTextOf(row.stocksLeft) }));
}

/** The ids of every live stock row in the given order. */
export async function selectStockIds(db: DbOrTx, orderBy: SQL[]): Promise<number[]> {
  const [row] = await db
    .select({ ids: idsInOrder(locationStock.id, orderBy) })
    .from(locationStock)
    .innerJoin(products, eq(products.id, locationStock.productId))
    .innerJoin(locations, eq(locations.id, locationStock.locationId))
    .where(liveStock);
  return row?.ids ?? [];
}

async function pageOfStock(db: Db, query: PageQuery, where: SQL | undefined, orderBy: SQL[]): Promise<StockPage> {
  const [total] = await db
    .select({ n: count() })
    .from(locationStock)
    .innerJoin(products, eq(products.id, locationStock.productId))
    .where(and(liveStock, where));
  const totalElements = total?.n ?? 0;
  const rows = await selectStockRows(db, { where, orderBy, limit: query.size, offset: query.page * query.size });
  return {
    content: rows,
    stocks: rows,
    ...pageFields(totalElements, query),
  };
}

/** Every airport's stock, lowest first, so what needs restocking is on the first page. */
export async function listStockByStockLeft(db: Db, query: PageQuery): Promise<StockPage> {
  return pageOfStock(db, query, undefined, [asc(locationStock.stocksLeft), asc(locationStock.id)]);
}

/** One airport's stock, by product name. */
export async function listLocationStock(db: Db, locationId: number, query: PageQuery): Promise<StockPage> {
  const [location] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).limit(1);
  if (!location) throw notFound('Location');
  return pageOfStock(db, query, eq(locationStock.locationId, locationId), [asc(products.name), asc(locationStock.id)]);
}

async function readStockRow(db: Db, id: number): Promise<StockRow> {
  const [row] = await selectStockRows(db, { where: eq(locationStock.id, id), orderBy: [], limit: 1 });
  if (!row) throw notFound('Stock record');
  return row;
}

/**
 * Sets the count on the shelf and/or whether the airport shows the product. Raising the count by N
 * is a delivery of N, so the all-time count grows by N; lowering it is a correction and does not.
 * The counters the old client sends back (allTimeStock, receivedOrders) are the server's to keep.
 */
export async function updateStock(deps: StockDeps, actorUserId: number, id: number, body: UpdateStockBody): Promise<StockRow> {
  await deps.db.transaction((tx) =>
    adjustStock(tx, {
      actorUserId,
      action: 'stock.update',
      id,
      now: deps.clock.now(),
      change: (before) => {
        if (body.stocksLeft !== undefined && body.expectedStocksLeft !== before.stocksLeft) {
          throw new AppError('CONFLICT', msg('stock.changed', { now: before.stocksLeft, read: String(body.expectedStocksLeft) }));
        }
        const stocksLeft = body.stocksLeft ?? before.stocksLeft;
        return {
          stocksLeft,
          allTimeStock: before.allTimeStock + Math.max(0, stocksLeft - before.stocksLeft),
          showProductInLocation: body.showProductInLocation ?? before.showProductInLocation,
        };
      },
    }),
  );
  return readStockRow(deps.db, id);
}

/** A delivery of N on top of whatever is on the shelf now, however much was sold meanwhile. */
export async function restock(deps: StockDeps, actorUserId: number, id: number, body: RestockBody): Promise<StockRow> {
  await deps.db.transaction((tx) =>
    adjustStock(tx, {
      actorUserId,
      action: 'stock.restock',
      id,
      now: deps.clock.now(),
      change: (before) => ({
        ...before,
        stocksLeft: before.stocksLeft + body.add,
        allTimeStock: before.allTimeStock + body.add,
      }),
    }),
  );
  return readStockRow(deps.db, id);
}
