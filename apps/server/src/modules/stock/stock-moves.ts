import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedStatement, type Tx } from '../../db/client.ts';
import { locationStock, products } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import { writeAudit } from '../audit/audit.service.ts';

// Every change to the stock counts in `location_stock`. Order lines lock their rows in product id
// order, whichever the move, so two checkouts (or a checkout and an expiry) over the same products
// cannot deadlock.

export interface StockLine {
  productId: number;
  quantity: number;
}

const INT4_MAX = 2_147_483_647;

/** Stock rows of products still sold; a retired product's rows are history, not stock. */
export const liveStock = isNull(products.retiredAt);

const inLockOrder = (lines: StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

/** One line's row at one airport: each move of a line below is a prepared statement on it. */
const lineRow = and(
  eq(locationStock.productId, sql.placeholder('productId')),
  eq(locationStock.locationId, sql.placeholder('locationId')),
);
const lineQuantity = sql.placeholder('quantity');

const takeShelfStock = preparedStatement((db) =>
  db
    .update(locationStock)
    .set({ stocksLeft: sql`${locationStock.stocksLeft} - ${lineQuantity}` })
    .where(and(lineRow, eq(locationStock.showProductInLocation, true), sql`${locationStock.stocksLeft} >= ${lineQuantity}`))
    .returning({ id: locationStock.id })
    .prepare('stock_take_line'),
);

const countSold = preparedStatement((db) =>
  db
    .update(locationStock)
    .set({ receivedOrders: sql`${locationStock.receivedOrders} + ${lineQuantity}` })
    .where(lineRow)
    .prepare('stock_count_sold_line'),
);

const putBackOnShelf = preparedStatement((db) =>
  db
    .update(locationStock)
    .set({ stocksLeft: sql`${locationStock.stocksLeft} + ${lineQuantity}` })
    .where(lineRow)
    .prepare('stock_put_back_line'),
);

const returnSold = preparedStatement((db) =>
  db
    .update(locationStock)
    .set({
      stocksLeft: sql`${locationStock.stocksLeft} + ${lineQuantity}`,
      receivedOrders: sql`greatest(${locationStock.receivedOrders} - ${lineQuantity}, 0)`,
    })
    .where(lineRow)
    .prepare('stock_return_sold_line'),
);

/**
 * Takes each line's stock, all or nothing: true when all of it was there; false when a line was short,
 * with the lines before it given back, so a caller that goes on (a late payment being refunded)
 * commits no stock it does not keep.
 */
export async function holdStock(tx: Tx, locationId: number, lines: StockLine[]): Promise<boolean> {
  const taken: StockLine[] = [];
  for (const line of inLockOrder(lines)) {
    const rows = await takeShelfStock(tx).execute({ locationId, ...line });
    if (rows.length === 0) {
      await releaseStock(tx, locationId, taken);
      return false;
    }
    taken.push(line);
  }
  return true;
}

/** Puts a lapsed or failed hold's stock back on the shelf. */
export async function releaseStock(tx: Tx, locationId: number, lines: StockLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) {
    await putBackOnShelf(tx).execute({ locationId, ...line });
  }
}

/** A paid hold becomes a sale: the held units count as received orders. */
export async function confirmStock(tx: Tx, locationId: number, lines: StockLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) {
    await countSold(tx).execute({ locationId, ...line });
  }
}

/** A sold order never collected: its units are back on the shelf and no longer count as received orders. */
export async function returnSoldStock(tx: Tx, locationId: number, lines: StockLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) {
    await returnSold(tx).execute({ locationId, ...line });
  }
}

export interface ShelfState {
  stocksLeft: number;
  allTimeStock: number;
  showProductInLocation: boolean;
}

/**
 * An admin's change to one stock row: locks it, applies `change` to what is there now and writes the
 * new state with its audit row. A change that changes nothing writes neither.
 */
export async function adjustStock(
  tx: Tx,
  input: { actorUserId: number; action: string; id: number; now: Date; change: (before: ShelfState) => ShelfState },
): Promise<void> {
  const [before] = await tx
    .select({
      stocksLeft: locationStock.stocksLeft,
      allTimeStock: locationStock.allTimeStock,
      showProductInLocation: locationStock.showProductInLocation,
    })
    .from(locationStock)
    .innerJoin(products, eq(products.id, locationStock.productId))
    .where(and(eq(locationStock.id, input.id), liveStock))
    .for('update', { of: locationStock });
  if (!before) throw notFound('Stock record');
  const after = input.change(before);
  if (after.allTimeStock > INT4_MAX || after.stocksLeft > INT4_MAX) {
    throw new AppError('VALIDATION_FAILED', msg('stock.tooMuch'));
  }
  const unchanged =
    before.stocksLeft === after.stocksLeft &&
    before.allTimeStock === after.allTimeStock &&
    before.showProductInLocation === after.showProductInLocation;
  if (unchanged) return;
  await tx
    .update(locationStock)
    .set({ ...after, updatedAt: input.now })
    .where(eq(locationStock.id, input.id));
  await writeAudit(tx, {
    actorUserId: input.actorUserId,
    action: input.action,
    entity: 'location_stock',
    entityId: input.id,
    before,
    after,
  });
}
