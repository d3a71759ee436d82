import type { DbOrTx } from '../db/client.ts';
import {
  categories,
  locationStock,
  locations,
  productCategories,
  productImages,
  productVideos,
  products,
  users,
} from '../db/schema.ts';

/**
 * Factories for tests and the demo seed: buildX(overrides) returns plain insert values,
 * createX(db, overrides) inserts them and returns the stored rows.
 */

export type NewLocation = typeof locations.$inferInsert;
export type LocationRow = typeof locations.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type CategoryRow = typeof categories.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
export type ProductVideoRow = typeof productVideos.$inferSelect;
export type LocationStockRow = typeof locationStock.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;

let sequence = 0;

/** A number unique within this process, so default names, codes and phones never collide. */
function nextSequence(): number {
  sequence += 1;
  return sequence;
}

function onlyRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Insert returned no row');
  return row;
}

/** Values for a pickup location with a unique code and name. */
export function buildLocation(overrides: Partial<NewLocation> = {}): NewLocation {
  const n = nextSequence();
  return { code: `T${String(n).padStart(3, '0')}`, name: `Test Airport ${n}`, city: `Test City ${n}`, ...overrides };
}

/** Inserts a pickup location and returns its row. */
export async function createLocation(db: DbOrTx, overrides: Partial<NewLocation> = {}): Promise<LocationRow> {
  return onlyRow(await db.insert(locations).values(buildLocation(overrides)).returning());
}

/** Values for a category with a unique name. */
export function buildCategory(overrides: Partial<NewCategory> = {}): NewCategory {
  return { name: `Test Category ${nextSequence()}`, ...overrides };
}

/** Inserts a category and returns its row. */
export async function createCategory(db: DbOrTx, overrides: Partial<NewCategory> = {}): Promise<CategoryRow> {
  return onlyRow(await db.insert(categories).values(buildCategory(overrides)).returning());
}

/** Values for a visible product priced ₹499.00 with one highlight. */
export function buildProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  const n = nextSequence();
  return {
    name: `Test Product ${n}`,
    // No number from the sequence: the test files of a worker share it, so a search for a number would
    // find whichever product that file's run happened to give it.
    description: 'A product made for automated tests.',
    pricePaise: 49_900,
    highlights: ['Made for tests'],
    showToConsumer: true,
    ...overrides,
  };
}

/** Stock of one product at one location; allTimeStock defaults to stocksLeft. */
export interface StockInput {
  locationId: number;
  stocksLeft: number;
  show?: boolean;
  allTimeStock?: number;
  receivedOrders?: number;
}

export type CreateProductInput = Partial<NewProduct> & {
  categoryIds?: number[];
  /** Image URLs in gallery order; one placeholder URL when omitted. */
  images?: string[];
  videos?: string[];
  stock?: StockInput[];
};

export interface CreatedProduct {
  product: ProductRow;
  categories: ProductCategoryRow[];
  images: ProductImageRow[];
  videos: ProductVideoRow[];
  stock: LocationStockRow[];
}

/** Inserts a product with its categories, images, videos and per-location stock, and returns every row. */
export async function createProduct(db: DbOrTx, input: CreateProductInput = {}): Promise<CreatedProduct> {
  const { categoryIds = [], images, videos = [], stock = [], ...overrides } = input;
  const product = onlyRow(await db.insert(products).values(buildProduct(overrides)).returning());
  const imageUrls = images ?? [`/uploads/test-product-${product.id}.svg`];

  const categoryRows = categoryIds.length
    ? await db
        .insert(productCategories)
        .values(categoryIds.map((categoryId) => ({ productId: product.id, categoryId })))
        .returning()
    : [];
  const imageRows = imageUrls.length
    ? await db
        .insert(productImages)
        .values(imageUrls.map((url, position) => ({ productId: product.id, url, position })))
        .returning()
    : [];
  const videoRows = videos.length
    ? await db
        .insert(productVideos)
        .values(videos.map((url, position) => ({ productId: product.id, url, position })))
        .returning()
    : [];
  const stockRows = stock.length
    ? await db
        .insert(locationStock)
        .values(
          stock.map((s) => ({
            productId: product.id,
            locationId: s.locationId,
            stocksLeft: s.stocksLeft,
            allTimeStock: s.allTimeStock ?? s.stocksLeft,
            receivedOrders: s.receivedOrders ?? 0,
            showProductInLocation: s.show ?? true,
          })),
        )
        .returning()
    : [];

  return { product, categories: categoryRows, images: imageRows, videos: videoRows, stock: stockRows };
}

/** Values for a USER with a unique Indian mobile number, a name and an e-mail. */
export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const n = nextSequence();
  return {
    phone: `9197${String(n).padStart(8, '0')}`,
    name: `Test User ${n}`,
    email: `user${n}@example.test`,
    role: 'USER',
    ...overrides,
  };
}

/** Inserts a user (role USER unless given) and returns its row. */
export async function createUser(db: DbOrTx, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  return onlyRow(await db.insert(users).values(buildUser(overrides)).returning());
}
