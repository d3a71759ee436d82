import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { serverRoot } from '../paths.ts';
import { defaultCounterSettings } from '@arrival/contracts/counters';
import { counters, locations, users } from '../db/schema.ts';
import type { StorageProvider } from '../providers/storage/storage.ts';
import {
  demoCategories,
  demoLocations,
  demoProducts,
  demoUsers,
  type DemoCategory,
  type DemoLocationCode,
  type DemoProduct,
} from './catalogue.ts';
import { insertDemoHistory, planDemoHistory, unitsTaken, type PlannedOrder } from './demo-history.ts';
import { createCategory, createLocation, createProduct, createUser } from './factories.ts';
import { renderProductSvg } from './images.ts';

/** Held for the seeding transaction, so instances starting together on one database seed it once. */
const SEED_LOCK_KEY = 727275;

interface ProductMedia {
  images: string[];
  videos: string[];
}

/** A value the catalogue guarantees; a miss means the catalogue and this code disagree. */
function lookUp<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo catalogue has no entry for ${String(key)}`);
  return value;
}

async function hasLocations(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: locations.id }).from(locations).limit(1);
  return rows.length > 0;
}

/** Writes the product's pictures (and clip, if any) to storage and returns their URLs in gallery order. */
async function storeProductMedia(storage: StorageProvider, product: DemoProduct): Promise<ProductMedia> {
  const images: string[] = [];
  for (const [index, view] of product.views.entries()) {
    const svg = renderProductSvg(product.art, { title: product.name, view });
    const stored = await storage.put(`demo-${product.slug}-${index + 1}.svg`, Buffer.from(svg, 'utf8'), 'image/svg+xml');
    images.push(stored.url);
  }
  const videos: string[] = [];
  if (product.hasVideo) {
    const clip = await readFile(path.join(serverRoot, 'src/seed/videos', `${product.slug}.webm`));
    const stored = await storage.put(`demo-${product.slug}-video.webm`, clip, 'video/webm');
    videos.push(stored.url);
  }
  return { images, videos };
}

/** Creates a demo staff account, or gives an account that already has the phone its demo role. */
async function ensureDemoUser(tx: DbOrTx, user: (typeof demoUsers)[number]): Promise<void> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, user.phone));
  if (existing) {
    await tx.update(users).set({ role: user.role }).where(eq(users.id, existing.id));
    return;
  }
  await createUser(tx, user);
}

async function insertCatalogue(tx: DbOrTx, mediaBySlug: Map<string, ProductMedia>, history: PlannedOrder[]): Promise<void> {
  // One at a time, so the serial ids follow the catalogue order (COK is location 1).
  const locationIds = new Map<DemoLocationCode, number>();
  for (const { counterPlace, ...location } of demoLocations) {
    const { id } = await createLocation(tx, location);
    locationIds.set(location.code, id);
    // Open round the clock like the arrivals halls, so any arrival time can be tried in the demo.
    const { hours, ...counter } = defaultCounterSettings();
    await tx.insert(counters).values({ ...counter, openingHours: hours, locationId: id, place: counterPlace });
  }

  const categoryIds = new Map<DemoCategory, number>();
  for (const name of demoCategories) categoryIds.set(name, (await createCategory(tx, { name })).id);

  // The catalogue's levels are what is left now; what the history's paid orders took was there before.
  const taken = unitsTaken(history);
  const productIds = new Map<string, number>();
  for (const product of demoProducts) {
    const media = lookUp(mediaBySlug, product.slug);
    const created = await createProduct(tx, {
      name: product.name,
      description: product.description,
      pricePaise: product.pricePaise,
      highlights: product.highlights,
      showToConsumer: product.showToConsumer ?? true,
      categoryIds: product.categories.map((name) => lookUp(categoryIds, name)),
      images: media.images,
      videos: media.videos,
      stock: demoLocations.map(({ code }) => ({
        locationId: lookUp(locationIds, code),
        stocksLeft: product.stock[code],
        allTimeStock: product.stock[code] + taken(product.slug, code),
        receivedOrders: taken(product.slug, code),
        show: !product.hiddenAt?.includes(code),
      })),
    });
    productIds.set(product.slug, created.product.id);
  }

  for (const user of demoUsers) await ensureDemoUser(tx, user);
  await insertDemoHistory(tx, history, {
    locationIds,
    productIds,
    imageUrls: new Map([...mediaBySlug].map(([slug, media]) => [slug, media.images[0]])),
  });
}

/**
 * Fills an empty database with the demo airports, catalogue, stock, staff accounts and the last 30 days
 * of orders up to `now`. Does nothing when any location exists, so it is safe to call on every start.
 */
export async function seedDemoData({
  db,
  storage,
  now = new Date(),
}: {
  db: Db;
  storage: StorageProvider;
  now?: Date;
}): Promise<{ seeded: boolean }> {
  if (await hasLocations(db)) return { seeded: false };

  // Files first: storage is not transactional, and rewriting the same keys on a retry is harmless.
  const mediaBySlug = new Map(
    await Promise.all(demoProducts.map(async (product) => [product.slug, await storeProductMedia(storage, product)] as const)),
  );

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`));
    if (await hasLocations(tx)) return false;
    await insertCatalogue(tx, mediaBySlug, planDemoHistory(now));
    return true;
  });
  return { seeded };
}
