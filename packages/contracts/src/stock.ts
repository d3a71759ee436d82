import { z } from 'zod/mini';
import { idParamSchema } from './common.ts';
import { pageableSchema } from './paging.ts';
import { stockStatusLabel, stockStatusOf } from './catalogue.ts';

export const STOCK_COUNT_MESSAGE = 'Stock must be a whole number of at least 0';
export const RESTOCK_MESSAGE = 'Add a whole number of at least 1';
export const MAX_STOCK_COUNT = 1_000_000;

export const stockStatusTextSchema = z.enum(['In Stock', 'Low Stock', 'Out of Stock']);
/** SPEC §4 stock label of a count, as the stock table shows it. */
export const stockStatusTextOf = (stocksLeft: number) => stockStatusTextSchema.parse(stockStatusLabel[stockStatusOf(stocksLeft)]);

/** A location stock record as the stock tables read it (SPEC §3, already flattened). */
export const stockRowSchema = z.object({
  id: z.int(),
  productId: z.int(),
  productName: z.string(),
  locationId: z.int(),
  locationName: z.string(),
  allTimeStock: z.int(),
  receivedOrders: z.int(),
  stocksLeft: z.int(),
  showProductInLocation: z.boolean(),
  status: stockStatusTextSchema,
});
export type StockRow = z.infer<typeof stockRowSchema>;

/** SPEC §3 paged response; `stocks` repeats `content` under the name the stock table reads. */
export const stockPageSchema = z.object({
  content: z.array(stockRowSchema),
  stocks: z.array(stockRowSchema),
  totalPages: z.int(),
  totalElements: z.int(),
  pageable: pageableSchema,
});
export type StockPage = z.infer<typeof stockPageSchema>;

const stockCount = z
  .number({ error: STOCK_COUNT_MESSAGE })
  .check(
    z.int(STOCK_COUNT_MESSAGE),
    z.gte(0, STOCK_COUNT_MESSAGE),
    z.lte(MAX_STOCK_COUNT, `Stock can be at most ${MAX_STOCK_COUNT.toLocaleString('en-IN')}`),
  );

/**
 * Sets the count on the shelf and/or the airport switch. Raising stocksLeft by N adds N to
 * allTimeStock; lowering it (a stock-take correction) does not. allTimeStock and receivedOrders are
 * counters the server keeps: the old client sends them back with the whole record, and they are
 * checked but not applied. The hide switch should send showProductInLocation alone, so a count read
 * minutes ago never overwrites stock sold since.
 */
export const updateStockBodySchema = z
  .object({
    stocksLeft: z.optional(stockCount),
    allTimeStock: z.optional(stockCount),
    receivedOrders: z.optional(stockCount),
    showProductInLocation: z.optional(z.boolean()),
    /** The stocksLeft the count was read at: a shelf that moved since (a sale, a hold) answers 409. */
    expectedStocksLeft: z.optional(stockCount),
  })
  .check(
    z.refine((body) => body.stocksLeft !== undefined || body.showProductInLocation !== undefined, {
      message: 'Send stocksLeft, showProductInLocation or both',
    }),
    z.refine((body) => body.stocksLeft === undefined || body.expectedStocksLeft !== undefined, {
      message: 'Send expectedStocksLeft, the count you read, with stocksLeft',
      path: ['expectedStocksLeft'],
    }),
  );
export type UpdateStockBody = z.infer<typeof updateStockBodySchema>;

/** Adds stock on top of whatever is on the shelf now; safe while orders are taking stock. */
export const restockBodySchema = z.object({
  add: z
    .number({ error: RESTOCK_MESSAGE })
    .check(z.int(RESTOCK_MESSAGE), z.gte(1, RESTOCK_MESSAGE), z.lte(MAX_STOCK_COUNT, RESTOCK_MESSAGE)),
});
export type RestockBody = z.infer<typeof restockBodySchema>;

export const stockIdParamsSchema = z.object({ id: idParamSchema });
export const locationIdParamsSchema = z.object({
  locationId: idParamSchema,
});
