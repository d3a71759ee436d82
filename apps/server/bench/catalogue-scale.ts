import { CATEGORY_PAGE_DEFAULT_SIZE } from '@arrival/contracts/catalogue-paging';
import { openPostgres, type Db } from '../src/db/client.ts';
import { CATALOGUE_CHANNEL } from '../src/db/change-feed.ts';
import { categories, locations, locationStock, productCategories, productImages, products } from '../src/db/schema.ts';
import { buildCategory, buildProduct } from '../src/seed/factories.ts';
import { load } from './http-load.ts';
import { benchTraveller, fullestCategory, scratchPostgres, startShop, type Shop } from './shop-process.ts';

export const SCALE_PRODUCTS = 10_000;
export const SCALE_CATEGORIES = 100;

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters for the widest table here. */
const CHUNK = 2_000;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * Adds `productCount` products in `categoryCount` new categories, each product shown at every airport
 * the shop has (the demo's four) with stock and one picture, in a few multi-row inserts rather than
 * one product at a time.
 */
export async function seedCatalogueAtScale(db: Db, productCount = SCALE_PRODUCTS, categoryCount = SCALE_CATEGORIES) {
  return db.transaction(async (tx) => {
    const airports = await tx.select({ id: locations.id }).from(locations);
    const [picture] = await tx.select({ url: productImages.url }).from(productImages).limit(1);
    const stamp = Date.now();
    const categoryIds = (
      await tx
        .insert(categories)
        .values(Array.from({ length: categoryCount }, (_, i) => buildCategory({ name: `Scale ${stamp} shelf ${i + 1}` })))
        .returning({ id: categories.id })
    ).map((row) => row.id);

    const productIds: number[] = [];
    await insertInChunks(
      Array.from({ length: productCount }, (_, i) =>
        // Prices repeat across shelves, so the price orders have ties to settle by name.
        buildProduct({ name: `Scale item ${i + 1} ${100 + (i % 7) * 50} g`, pricePaise: 9_900 + (i % 37) * 1_000 }),
      ),
      async (chunk) =>
        productIds.push(...(await tx.insert(products).values(chunk).returning({ id: products.id })).map((row) => row.id)),
    );
    await insertInChunks(
      productIds.map((productId, i) => ({ productId, categoryId: categoryIds[i % categoryCount]! })),
      (chunk) => tx.insert(productCategories).values(chunk),
    );
    await insertInChunks(
      productIds.map((productId) => ({ productId, url: picture?.url ?? '/uploads/placeholder.svg', position: 0 })),
      (chunk) => tx.insert(productImages).values(chunk),
    );
    await insertInChunks(
      productIds.flatMap((productId, i) =>
        airports.map(({ id: locationId }) => ({
          productId,
          locationId,
          stocksLeft: 5 + (i % 60),
          allTimeStock: 5 + (i % 60),
          receivedOrders: 0,
          showProductInLocation: true,
        })),
      ),
      (chunk) => tx.insert(locationStock).values(chunk),
    );
    return { categoryIds, airports: airports.length };
  });
}

export interface CategoryPageFigure {
  /** p50 latency of the first page under 50 connections, from memory after the first read. */
  p50Ms: number;
  /** Median time of a first read with nothing in memory (the database's own cost). */
  firstReadMs: number;
  non2xx: number;
}

export interface CatalogueScaleFigure {
  demo: CategoryPageFigure;
  scale: CategoryPageFigure;
  /** The whole category in one answer at scale, as the grid asked for it before pages. */
  scaleWhole: CategoryPageFigure;
  /** scale p50 / demo p50 under load. */
  ratio: number;
  seedSeconds: number;
  products: number;
  categories: number;
  airports: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The first page exactly as the shopping grid asks for it. */
const firstPageUrl = (shop: Shop, categoryId: number) =>
  `${shop.url}/api/categories/${categoryId}/products?sort=recommended&page=0&size=${CATEGORY_PAGE_DEFAULT_SIZE}`;

async function measurePage(
  url: string,
  headers: Record<string, string>,
  forget: () => Promise<void>,
  rounds = 3,
  seconds = 4,
): Promise<CategoryPageFigure> {
  const firstReads: number[] = [];
  for (let i = 0; i < 15; i++) {
    await forget();
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.text();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    firstReads.push(performance.now() - started);
  }
  await load(url, headers, 1);
  const p50s: number[] = [];
  let non2xx = 0;
  for (let round = 0; round < rounds; round++) {
    const result = await load(url, headers, seconds, { exactMedian: true });
    p50s.push(result.p50);
    non2xx += result.non2xx + result.errors;
  }
  return { p50Ms: median(p50s), firstReadMs: median(firstReads), non2xx };
}

/**
 * The category page's first page at the demo catalogue, then after adding 10,000 products in 100
 * categories at the shop's airports: p50 under load and the uncached first read, for each.
 */
export async function catalogueAtScale(shop: Shop, databaseUrl: string): Promise<CatalogueScaleFigure> {
  const database = await openPostgres(databaseUrl, { log: () => undefined });
  try {
    // What any catalogue write announces: every instance drops its catalogue answers.
    const forget = async () => {
      await database.query(`select pg_notify('${CATALOGUE_CHANNEL}', '')`);
      await new Promise((resolve) => setTimeout(resolve, 30));
    };
    const { headers } = await benchTraveller(shop);
    const fullestDemo = await fullestCategory(shop, headers);
    const demo = await measurePage(firstPageUrl(shop, fullestDemo.id), headers, forget);

    const started = performance.now();
    const seeded = await seedCatalogueAtScale(database.db);
    const seedSeconds = (performance.now() - started) / 1000;
    const middle = seeded.categoryIds[Math.floor(seeded.categoryIds.length / 2)]!;
    const scale = await measurePage(firstPageUrl(shop, middle), headers, forget);
    const scaleWhole = await measurePage(`${shop.url}/api/categories/${middle}/products`, headers, forget);
    return {
      demo,
      scale,
      scaleWhole,
      ratio: scale.p50Ms / Math.max(demo.p50Ms, 0.001),
      seedSeconds,
      products: SCALE_PRODUCTS,
      categories: SCALE_CATEGORIES,
      airports: seeded.airports,
    };
  } finally {
    await database.close();
  }
}

/** The figure on its own throw-away PostgreSQL database and shop, so the 10,000 products touch no other figure. */
export async function catalogueScaleOnPostgres(scratch = scratchPostgres): Promise<CatalogueScaleFigure> {
  const postgres = await scratch();
  try {
    const shop = await startShop({ DATABASE_URL: postgres.url, SEED_DEMO_DATA: 'true' });
    try {
      return await catalogueAtScale(shop, postgres.url);
    } finally {
      await shop.stop();
    }
  } finally {
    await postgres.drop();
  }
}
