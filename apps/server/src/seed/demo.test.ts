import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { istDateOf } from '@arrival/contracts/counters';
import { orderStatuses } from '@arrival/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database, type Db } from '../db/client.ts';
import {
  categories,
  locationStock,
  locations,
  orderItems,
  orders,
  payments,
  productCategories,
  productImages,
  productVideos,
  products,
  refunds,
  users,
} from '../db/schema.ts';
import { createDiskStorage } from '../providers/storage/disk.ts';
import type { StorageProvider } from '../providers/storage/storage.ts';
import { seedDemoData } from './demo.ts';

let database: Database;
let db: Db;
let uploadsDir: string;
let storage: StorageProvider;
let firstRun: { seeded: boolean };
/** 15:00 IST, so the history's last day has its morning and afternoon orders. */
const now = new Date('2026-03-14T09:30:00Z');
const DAY_MS = 86_400_000;

beforeAll(async () => {
  database = await openPglite(undefined);
  db = database.db;
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'arrival-seed-'));
  storage = createDiskStorage(uploadsDir);
  firstRun = await seedDemoData({ db, storage, now });
});

afterAll(async () => {
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function countRows() {
  const tables = {
    locations,
    categories,
    products,
    productCategories,
    productImages,
    productVideos,
    locationStock,
    users,
    orders,
    orderItems,
    payments,
    refunds,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function fileOf(url: string): string {
  const key = storage.keyFromUrl(url);
  if (!key) throw new Error(`Not a stored URL: ${url}`);
  return path.join(uploadsDir, key);
}

describe('seedDemoData', () => {
  it('seeds an empty database', () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it('creates the four Kerala airports with ids 1 to 4 in order', async () => {
    const rows = await db.select().from(locations).orderBy(asc(locations.id));
    expect(rows.map((l) => [l.id, l.code])).toEqual([
      [1, 'COK'],
      [2, 'TRV'],
      [3, 'CCJ'],
      [4, 'CNN'],
    ]);
    expect(rows[0]).toMatchObject({
      name: 'Cochin International Airport (COK)',
      city: 'Kochi',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('creates at least six categories, with category 1 first', async () => {
    const rows = await db.select().from(categories).orderBy(asc(categories.id));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows[0]).toMatchObject({ id: 1, name: 'Perfumes & Attars' });
    const links = await db.select().from(productCategories);
    for (const category of rows) expect(links.some((l) => l.categoryId === category.id)).toBe(true);
  });

  it('creates at least 40 well-formed products, two of them hidden from customers', async () => {
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const product of rows) {
      expect(product.name.length).toBeGreaterThanOrEqual(2);
      expect(product.description.length).toBeGreaterThanOrEqual(10);
      expect(Number.isInteger(product.pricePaise) && product.pricePaise > 0).toBe(true);
      expect(product.highlights.length).toBeGreaterThanOrEqual(2);
      expect(product.highlights.length).toBeLessThanOrEqual(4);
    }
    expect(rows.filter((p) => !p.showToConsumer)).toHaveLength(2);
    expect(rows.some((p) => p.description.length > 80)).toBe(true);
    const [oud] = await db.select().from(products).where(eq(products.name, 'Oud Al Layl Eau de Parfum 100 ml'));
    expect(oud?.pricePaise).toBe(249900);
  });

  it('stores at least one SVG image per product', async () => {
    const [productRows, imageRows] = await Promise.all([db.select().from(products), db.select().from(productImages)]);
    for (const product of productRows) {
      const images = imageRows.filter((i) => i.productId === product.id);
      expect(images.length, product.name).toBeGreaterThanOrEqual(1);
      expect(images.length, product.name).toBeLessThanOrEqual(2);
      expect(images.map((i) => i.position).sort()).toEqual(images.map((_, index) => index));
    }
    for (const image of imageRows) {
      expect(image.url).toMatch(/^\/uploads\/demo-[a-z0-9-]+-\d\.svg$/);
      const svg = await readFile(fileOf(image.url), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('stores a playable clip for the few products with a video', async () => {
    const videoRows = await db.select().from(productVideos);
    expect(videoRows.length).toBeGreaterThanOrEqual(2);
    expect(videoRows.length).toBeLessThanOrEqual(3);
    for (const video of videoRows) {
      const bytes = await readFile(fileOf(video.url));
      expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML magic: a WebM file
      expect((await stat(fileOf(video.url))).size).toBeLessThan(200_000);
    }
  });

  it('gives every product a stock row at every location, with varied levels', async () => {
    const [productCount, locationCount, stockRows] = await Promise.all([
      db.select({ n: count() }).from(products),
      db.select({ n: count() }).from(locations),
      db.select().from(locationStock),
    ]);
    expect(stockRows).toHaveLength((productCount[0]?.n ?? 0) * (locationCount[0]?.n ?? 0));
    expect(new Set(stockRows.map((s) => `${s.productId}@${s.locationId}`)).size).toBe(stockRows.length);
    const levels = stockRows.map((s) => s.stocksLeft);
    expect(levels.some((n) => n > 0 && n < 15)).toBe(true);
    expect(levels.some((n) => n === 0)).toBe(true);
    expect(levels.filter((n) => n >= 20 && n <= 120).length).toBeGreaterThan(stockRows.length / 2);
    expect(stockRows.filter((s) => !s.showProductInLocation).length).toBeGreaterThanOrEqual(2);
  });

  it('creates the demo admin and staff accounts', async () => {
    const [admin] = await db.select().from(users).where(eq(users.phone, '910000000001'));
    const [staff] = await db.select().from(users).where(eq(users.phone, '910000000002'));
    expect(admin).toMatchObject({ name: 'Demo Admin', email: 'admin@arrivalshop.in', role: 'ADMIN' });
    expect(staff).toMatchObject({ name: 'Demo Staff', email: 'staff@arrivalshop.in', role: 'STAFF' });
  });

  it('has 30 days of paid orders at every airport, in every state an order settles or waits in', async () => {
    const rows = await db.select().from(orders);
    const paid = rows.filter((o) => o.confirmedAt !== null);
    const days = Array.from({ length: 30 }, (_, i) => istDateOf(new Date(now.getTime() - i * DAY_MS)));
    const paidDays = new Set(paid.map((o) => istDateOf(o.confirmedAt!)));
    for (const day of days) expect(paidDays.has(day), day).toBe(true);
    expect(rows.every((o) => o.createdAt < now && o.createdAt.getTime() > now.getTime() - 30 * DAY_MS)).toBe(true);

    const locationRows = await db.select().from(locations);
    for (const location of locationRows)
      expect(
        paid.some((o) => o.locationId === location.id),
        location.code,
      ).toBe(true);

    const byStatus = new Map(orderStatuses.map((s) => [s, rows.filter((o) => o.status === s).length]));
    for (const status of ['DELIVERED', 'CONFIRMED', 'ACCEPTED', 'PACKED', 'REFUNDED', 'EXPIRED'] as const) {
      expect(byStatus.get(status), status).toBeGreaterThan(0);
    }
    expect(byStatus.get('DELIVERED')).toBeGreaterThan(rows.length / 2);
    for (const order of rows) {
      if (['CONFIRMED', 'ACCEPTED', 'PACKED'].includes(order.status)) {
        expect(order.arrivalAt.getTime()).toBeGreaterThan(now.getTime() - 20 * 60_000);
      }
      if (order.status === 'DELIVERED') expect(order.deliveredAt! > order.arrivalAt && order.deliveredAt! < now).toBe(true);
      if (order.status === 'EXPIRED') expect(order.confirmedAt).toBeNull();
    }
  });

  it('prices every order from its products in paise, with a matching payment and refunds', async () => {
    const [orderRows, itemRows, paymentRows, refundRows, productRows] = await Promise.all([
      db.select().from(orders),
      db.select().from(orderItems),
      db.select().from(payments),
      db.select().from(refunds),
      db.select().from(products),
    ]);
    const priceOf = new Map(productRows.map((p) => [p.id, p.pricePaise]));
    for (const order of orderRows) {
      const items = itemRows.filter((i) => i.orderId === order.id);
      expect(items.length).toBeGreaterThanOrEqual(1);
      for (const item of items) expect(item.pricePaise).toBe(priceOf.get(item.productId));
      expect(order.totalPaise).toBe(items.reduce((sum, i) => sum + i.pricePaise * i.quantity, 0));
      const orderPayments = paymentRows.filter((p) => p.orderId === order.id);
      expect(orderPayments).toHaveLength(1);
      expect(orderPayments[0]!.amountPaise).toBe(order.totalPaise);
      expect(orderPayments[0]!.status).toBe(
        order.confirmedAt ? 'CAPTURED' : order.paymentStatus === 'FAILED' ? 'FAILED' : 'CREATED',
      );
      const orderRefunds = refundRows.filter((r) => r.paymentId === orderPayments[0]!.id);
      if (order.status === 'REFUNDED') {
        expect(order).toMatchObject({ paymentStatus: 'REFUNDED', refundedPaise: order.totalPaise });
        expect(orderRefunds.every((r) => r.status === 'PROCESSED')).toBe(true);
        expect(orderRefunds.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(order.totalPaise);
      } else {
        expect(order.refundedPaise).toBe(0);
        expect(orderRefunds).toHaveLength(0);
      }
    }
  });

  it('keeps every stock row consistent with the orders that took from it', async () => {
    const [stockRows, paidItems] = await Promise.all([
      db.select().from(locationStock),
      db
        .select({
          productId: orderItems.productId,
          locationId: orders.locationId,
          quantity: orderItems.quantity,
          paid: orders.confirmedAt,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId)),
    ]);
    for (const row of stockRows) {
      const sold = paidItems
        .filter((i) => i.paid !== null && i.productId === row.productId && i.locationId === row.locationId)
        .reduce((sum, i) => sum + i.quantity, 0);
      expect(row.stocksLeft).toBeGreaterThanOrEqual(0);
      expect(row.receivedOrders).toBe(sold);
      expect(row.allTimeStock).toBe(row.stocksLeft + row.receivedOrders);
      if (sold > 0) expect(row.showProductInLocation).toBe(true);
    }
    expect(stockRows.filter((s) => s.receivedOrders > 0).length).toBeGreaterThan(stockRows.length / 3);
  });

  it('plans the same history on every fresh start', async () => {
    const other = await openPglite(undefined);
    try {
      await seedDemoData({ db: other.db, storage, now });
      const shape = (rows: { status: string; totalPaise: number; createdAt: Date }[]) =>
        rows.map((o) => [o.status, o.totalPaise, o.createdAt.toISOString()]);
      const [mine, theirs] = await Promise.all([
        db.select().from(orders).orderBy(asc(orders.id)),
        other.db.select().from(orders).orderBy(asc(orders.id)),
      ]);
      expect(shape(theirs)).toEqual(shape(mine));
    } finally {
      await other.close();
    }
  });

  it('changes nothing when run again', async () => {
    const before = await countRows();
    await expect(seedDemoData({ db, storage })).resolves.toEqual({ seeded: false });
    expect(await countRows()).toEqual(before);
  });
});

describe('seedDemoData started twice at once', () => {
  it('seeds exactly once', async () => {
    const other = await openPglite(undefined);
    try {
      const results = await Promise.all([seedDemoData({ db: other.db, storage }), seedDemoData({ db: other.db, storage })]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const [row] = await other.db.select({ n: count() }).from(locations);
      expect(row?.n).toBe(4);
    } finally {
      await other.close();
    }
  });
});
