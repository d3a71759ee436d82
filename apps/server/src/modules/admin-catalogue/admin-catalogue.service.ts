import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ProductBody } from '@arrival/contracts/admin';
import type { Category } from '@arrival/contracts/catalogue';
import type { Db, Tx } from '../../db/client.ts';
import {
  categories,
  locations,
  locationStock,
  orderItems,
  productCategories,
  productImages,
  products,
  productVideos,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.ts';
import { writeAudit } from '../audit/audit.service.ts';

export interface AdminCatalogueDeps {
  db: Db;
  clock: Clock;
}

/** Postgres reports a unique-index clash as SQLSTATE 23505, wrapped by the driver and by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}

/** Adds a category; names are unique whatever their letter case. */
export async function addCategory(deps: AdminCatalogueDeps, actorUserId: number, name: string): Promise<Category> {
  const taken = () => new AppError('CONFLICT', msg('admin.categoryNameTaken'));
  try {
    return await deps.db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(sql`lower(${categories.name}) = lower(${name})`)
        .limit(1);
      if (clash) throw taken();
      const [row] = await tx.insert(categories).values({ name, createdAt: deps.clock.now() }).returning();
      if (!row) throw new Error('Category insert returned no row');
      await writeAudit(tx, {
        actorUserId,
        action: 'category.create',
        entity: 'category',
        entityId: row.id,
        before: null,
        after: { name },
      });
      return { id: row.id, name: row.name, productCount: 0 };
    });
  } catch (error) {
    // Two admins adding the same name at once: the unique index decides, and the loser hears why.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * What an audit row records of a product: the editor's fields, with the airports it is offered at.
 * The queries run one after another because a transaction holds a single connection.
 */
async function snapshot(tx: Tx, productId: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, productId));
  if (!row) throw notFound('Product');
  const categoryRows = await tx
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, productId))
    .orderBy(asc(productCategories.categoryId));
  const offeredAt = await tx
    .select({ id: locationStock.locationId })
    .from(locationStock)
    .where(and(eq(locationStock.productId, productId), eq(locationStock.showProductInLocation, true)))
    .orderBy(asc(locationStock.locationId));
  const imageRows = await tx
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const videoRows = await tx
    .select({ url: productVideos.url })
    .from(productVideos)
    .where(eq(productVideos.productId, productId))
    .orderBy(asc(productVideos.position), asc(productVideos.id));
  return {
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    showToConsumer: row.showToConsumer,
    highlights: row.highlights,
    categories: categoryRows.map((c) => c.id),
    locations: offeredAt.map((l) => l.id),
    images: imageRows.map((i) => i.url),
    videos: videoRows.map((v) => v.url),
  };
}

const unknownIdsKey = {
  category: ['admin.unknownCategoryId', 'admin.unknownCategoryIds'],
  location: ['admin.unknownLocationId', 'admin.unknownLocationIds'],
} as const;

async function assertAllExist(tx: Tx, what: 'category' | 'location', ids: number[]) {
  if (ids.length === 0) return;
  const table = what === 'category' ? categories : locations;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((r) => r.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', msg(unknownIdsKey[what][unknown.length > 1 ? 1 : 0], { ids: unknown.join(', ') }), {
      details: { field: what === 'category' ? 'categories' : 'locations', unknownIds: unknown },
    });
  }
}

/** Replaces the product's categories, images and (when given) videos with the payload's, in its order. */
async function replaceLinks(tx: Tx, productId: number, input: ProductBody) {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx.insert(productCategories).values(input.categories.map((categoryId) => ({ productId, categoryId })));
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  await tx.insert(productImages).values(input.images.map((url, position) => ({ productId, url, position })));
  if (input.videos === undefined) return;
  await tx.delete(productVideos).where(eq(productVideos.productId, productId));
  if (input.videos.length > 0) {
    await tx.insert(productVideos).values(input.videos.map((url, position) => ({ productId, url, position })));
  }
}

/**
 * Offers the product at exactly these airports. Rows are hidden rather than deleted when an airport
 * is left out, so their counters and the orders that refer to them keep their history; coming back
 * shows the old row again with its stock.
 */
async function offerAt(tx: Tx, productId: number, locationIds: number[], now: Date) {
  const existing = await tx
    .select({ locationId: locationStock.locationId })
    .from(locationStock)
    .where(eq(locationStock.productId, productId));
  const have = new Set(existing.map((r) => r.locationId));
  const missing = locationIds.filter((id) => !have.has(id));
  if (missing.length > 0) {
    await tx.insert(locationStock).values(missing.map((locationId) => ({ productId, locationId, updatedAt: now })));
  }
  if (locationIds.length > 0) {
    await tx
      .update(locationStock)
      .set({ showProductInLocation: true, updatedAt: now })
      .where(
        and(
          eq(locationStock.productId, productId),
          inArray(locationStock.locationId, locationIds),
          eq(locationStock.showProductInLocation, false),
        ),
      );
  }
  await tx
    .update(locationStock)
    .set({ showProductInLocation: false, updatedAt: now })
    .where(
      and(
        eq(locationStock.productId, productId),
        eq(locationStock.showProductInLocation, true),
        ...(locationIds.length > 0 ? [notInArray(locationStock.locationId, locationIds)] : []),
      ),
    );
}

/** The row's fields the payload sets; the optional ones it leaves out are not touched. */
const productFields = (input: ProductBody) => ({
  name: input.name,
  description: input.description,
  pricePaise: rupeesToPaise(input.price),
  ...(input.showToConsumer === undefined ? {} : { showToConsumer: input.showToConsumer }),
  ...(input.highlights === undefined ? {} : { highlights: input.highlights }),
});

/** Creates a product with its links and a stock row at every airport it is offered at; answers its id. */
export async function addProduct(deps: AdminCatalogueDeps, actorUserId: number, input: ProductBody): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertAllExist(tx, 'category', input.categories);
    await assertAllExist(tx, 'location', input.locations ?? []);
    const [row] = await tx
      .insert(products)
      .values({ showToConsumer: true, highlights: [], ...productFields(input), createdAt: now, updatedAt: now })
      .returning({ id: products.id });
    if (!row) throw new Error('Product insert returned no row');
    await replaceLinks(tx, row.id, input);
    await offerAt(tx, row.id, input.locations ?? [], now);
    await writeAudit(tx, {
      actorUserId,
      action: 'product.create',
      entity: 'product',
      entityId: row.id,
      before: null,
      after: await snapshot(tx, row.id),
    });
    return row.id;
  });
}

/** Locks a product that is still sold (not retired), or answers 404. */
async function lockLiveProduct(tx: Tx, productId: number) {
  const [row] = await tx
    .select({ id: products.id, showToConsumer: products.showToConsumer, retiredAt: products.retiredAt })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row || row.retiredAt) throw notFound('Product');
  return row;
}

/** Replaces the product's fields and links with the payload's; optional fields left out keep their values. */
export async function updateProduct(deps: AdminCatalogueDeps, actorUserId: number, productId: number, input: ProductBody) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockLiveProduct(tx, productId);
    await assertAllExist(tx, 'category', input.categories);
    await assertAllExist(tx, 'location', input.locations ?? []);
    const before = await snapshot(tx, productId);
    await tx
      .update(products)
      .set({ ...productFields(input), updatedAt: now })
      .where(eq(products.id, productId));
    await replaceLinks(tx, productId, input);
    // Without a list the airports stay as they are; an empty list takes the product off every airport.
    if (input.locations) await offerAt(tx, productId, input.locations, now);
    await writeAudit(tx, {
      actorUserId,
      action: 'product.update',
      entity: 'product',
      entityId: productId,
      before,
      after: await snapshot(tx, productId),
    });
  });
}

/** The product card's show-to-consumer checkbox. */
export async function setProductVisibility(
  deps: AdminCatalogueDeps,
  actorUserId: number,
  productId: number,
  showToConsumer: boolean,
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockLiveProduct(tx, productId);
    if (row.showToConsumer === showToConsumer) return;
    await tx.update(products).set({ showToConsumer, updatedAt: deps.clock.now() }).where(eq(products.id, productId));
    await writeAudit(tx, {
      actorUserId,
      action: 'product.visibility',
      entity: 'product',
      entityId: productId,
      before: { showToConsumer: row.showToConsumer },
      after: { showToConsumer },
    });
  });
}

/**
 * A product that any order refers to is retired: hidden from everyone, kept for the orders'
 * history. One that was never ordered is erased with its links, stock rows, cart and wishlist lines.
 * The row lock comes first, so an order being placed for it either finishes before the check or
 * waits until the product is gone.
 */
export async function deleteProduct(
  deps: AdminCatalogueDeps,
  actorUserId: number,
  productId: number,
): Promise<'retired' | 'erased'> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockLiveProduct(tx, productId);
    const before = await snapshot(tx, productId);
    const [ordered] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, productId)).limit(1);
    if (ordered) {
      await tx.update(products).set({ retiredAt: now, updatedAt: now }).where(eq(products.id, productId));
      await writeAudit(tx, {
        actorUserId,
        action: 'product.retire',
        entity: 'product',
        entityId: productId,
        before,
        after: { retiredAt: now.toISOString() },
      });
      return 'retired';
    }
    await tx.delete(products).where(eq(products.id, productId));
    await writeAudit(tx, { actorUserId, action: 'product.erase', entity: 'product', entityId: productId, before, after: null });
    return 'erased';
  });
}
