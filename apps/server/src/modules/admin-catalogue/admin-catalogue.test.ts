import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFormMessages } from '@arrival/contracts/admin';
import { auditLog, categories, locationStock, orders, products } from '../../db/schema.ts';
import { loginAs, loginTraveller } from '../../test/auth-helpers.ts';
import { payForLines, travellerArriving } from '../../test/checkout-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { grantRole } from '../users/users.service.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let admin: Record<string, string>;
let adminId: number;
let atCok: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  const a = await loginAs(t);
  await grantRole(t.db, a.phone, 'ADMIN');
  admin = a.auth;
  adminId = a.user.id;
  atCok = (await loginTraveller(t, fx.cok.id)).auth;
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const validProduct = () => ({
  name: 'Cardamom Tea 250 g',
  description: 'Green cardamom blended with Assam leaf, packed in Munnar.',
  price: 1234.5,
  categories: [fx.sweets.id],
  locations: [fx.cok.id, fx.trv.id],
  images: ['/uploads/aaaa.webp', 'https://cdn.example.test/tea-side.webp'],
  videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  highlights: ['Single estate', 'Gift tin'],
  showToConsumer: true,
});

const auditFor = (productId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(productId))))
    .orderBy(auditLog.id);

const namesSeenAtCok = async (categoryId: number) =>
  (await send('GET', `/api/categories/${categoryId}/products`, undefined, atCok))
    .json()
    .product.map((p: { name: string }) => p.name);

describe('POST /api/categories/add', () => {
  it('adds a category under its trimmed name and records who did it', async () => {
    const res = await send('POST', '/api/categories/add', { name: '  Spices   and  Tea ' });
    expect(res.statusCode).toBe(200);
    const category = res.json();
    expect(category).toEqual({ id: expect.any(Number), name: 'Spices and Tea', productCount: 0 });
    const [row] = await t.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row?.name).toBe('Spices and Tea');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category'), eq(auditLog.entityId, String(category.id))));
    expect(audit).toMatchObject({
      actorUserId: adminId,
      action: 'category.create',
      before: null,
      after: { name: 'Spices and Tea' },
    });
  });

  it.each([
    [{ name: '' }, 'Category name is required'],
    [{ name: '    ' }, 'Category name is required'],
    [{}, 'Category name is required'],
    [{ name: 'x'.repeat(61) }, 'Category name must be at most 60 characters'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await send('POST', '/api/categories/add', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('accepts exactly 60 characters', async () => {
    expect((await send('POST', '/api/categories/add', { name: 'y'.repeat(60) })).statusCode).toBe(200);
  });

  it('refuses a name already taken in any letter case', async () => {
    for (const name of ['perfumes', 'PERFUMES', ' Perfumes ']) {
      const res = await send('POST', '/api/categories/add', { name });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: 'A category with this name already exists' });
    }
  });

  it('lets exactly one of two simultaneous adds of the same name win', async () => {
    const results = await Promise.all([
      send('POST', '/api/categories/add', { name: 'Ayurveda' }),
      send('POST', '/api/categories/add', { name: 'AYURVEDA' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('product form rules (SPEC §5)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a one-letter name', { name: 'A' }, productFormMessages.name],
    ['a name of spaces', { name: '   ' }, productFormMessages.name],
    ['no name', { name: undefined }, productFormMessages.name],
    ['a short description', { description: 'Too short' }, productFormMessages.description],
    ['a negative price', { price: -1 }, productFormMessages.price],
    ['a price in words', { price: 'free' }, productFormMessages.price],
    ['no price', { price: undefined }, productFormMessages.price],
    ['no categories', { categories: [] }, productFormMessages.categories],
    ['categories missing', { categories: undefined }, productFormMessages.categories],
    ['no images', { images: [] }, productFormMessages.images],
    ['an empty image link', { images: [''] }, productFormMessages.images],
    ['an empty video link', { videos: ['https://youtu.be/abc', ''] }, productFormMessages.videos],
    ['three decimals of a rupee', { price: 10.999 }, 'Product price can have at most 2 decimals.'],
    ['a price over ₹1 crore', { price: 10_000_000.01 }, 'Product price must be at most ₹1,00,00,000.'],
    ['a 121-character name', { name: 'n'.repeat(121) }, 'Product name must be at most 120 characters.'],
    ['a 2001-character description', { description: 'd'.repeat(2001) }, 'Product description must be at most 2000 characters.'],
    ['21 images', { images: Array.from({ length: 21 }, (_, i) => `/uploads/${i}.webp`) }, 'At most 20 images per product'],
    ['11 videos', { videos: Array.from({ length: 11 }, (_, i) => `/uploads/${i}.mp4`) }, 'At most 10 videos per product'],
    ['11 highlights', { highlights: Array.from({ length: 11 }, (_, i) => `Point ${i}`) }, 'At most 10 highlights per product'],
    ['a 121-character highlight', { highlights: ['h'.repeat(121)] }, 'Highlights must be at most 120 characters'],
    ['a script link as image', { images: ['javascript:alert(1)'] }, 'Image links must be an uploaded file or an http(s) address'],
    [
      'a protocol-relative video',
      { videos: ['//evil.example/x.mp4'] },
      'Video links must be an uploaded file or an http(s) address',
    ],
  ];

  it.each(cases)('refuses %s on create and on update', async (_label, patch, message) => {
    const payload = { ...validProduct(), ...patch };
    for (const [method, url] of [
      ['POST', '/api/product/add'],
      ['PUT', `/api/product/update/${fx.products.plenty.id}`],
    ] as const) {
      const res = await send(method, url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('accepts the limits themselves: price 0, 2-character name, 10-character description, no videos', async () => {
    const res = await send('POST', '/api/product/add', {
      ...validProduct(),
      name: 'Ok',
      description: '0123456789',
      price: 0,
      videos: [],
      highlights: Array.from({ length: 10 }, () => 'h'.repeat(120)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ok', price: 0, videos: [] });
  });

  it('refuses unknown category and location ids and stores nothing', async () => {
    const before = (await t.db.select().from(products)).length;
    const badCategory = await send('POST', '/api/product/add', { ...validProduct(), categories: [fx.sweets.id, 999_999] });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().error.message).toBe('Unknown category id: 999999');
    const badLocation = await send('POST', '/api/product/add', { ...validProduct(), locations: [888_888, 777_777] });
    expect(badLocation.statusCode).toBe(400);
    expect(badLocation.json().error.message).toBe('Unknown location ids: 888888, 777777');
    expect((await t.db.select().from(products)).length).toBe(before);
  });
});

describe('POST /api/product/add', () => {
  it('stores the price in paise, every link in order, a zero stock row per airport, and answers the admin view', async () => {
    const res = await send('POST', '/api/product/add', { ...validProduct(), showToConsumer: false });
    expect(res.statusCode).toBe(200);
    const product = res.json();
    expect(product).toMatchObject({
      name: 'Cardamom Tea 250 g',
      price: 1234.5,
      category: 'Chocolates',
      showToConsumer: false,
      highLight: ['Single estate', 'Gift tin'],
      images: [{ imageUrl: '/uploads/aaaa.webp' }, { imageUrl: 'https://cdn.example.test/tea-side.webp' }],
      videos: [{ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
      categories: [{ id: fx.sweets.id, name: 'Chocolates' }],
      locationStock: [
        { locationId: fx.cok.id, stocksLeft: 0, allTimeStock: 0, receivedOrders: 0, showProductInLocation: true },
        { locationId: fx.trv.id, stocksLeft: 0, allTimeStock: 0, receivedOrders: 0, showProductInLocation: true },
      ],
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.pricePaise).toBe(123_450);
    expect((await send('GET', `/api/product/${product.id}`)).json()).toEqual(product);

    const [audit] = await auditFor(product.id);
    expect(audit).toMatchObject({
      actorUserId: adminId,
      action: 'product.create',
      before: null,
      after: {
        name: 'Cardamom Tea 250 g',
        price: 1234.5,
        showToConsumer: false,
        categories: [fx.sweets.id],
        locations: [fx.cok.id, fx.trv.id],
        images: ['/uploads/aaaa.webp', 'https://cdn.example.test/tea-side.webp'],
      },
    });
  });

  it('accepts the old client’s highLight, drops blank highlight lines and repeated ids', async () => {
    const { highlights: _ignored, ...rest } = validProduct();
    const res = await send('POST', '/api/product/add', {
      ...rest,
      highLight: ['Vegan', '  ', ''],
      categories: [fx.sweets.id, fx.sweets.id],
      locations: [fx.cok.id, fx.cok.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ highLight: ['Vegan'], categories: [{ id: fx.sweets.id }] });
    expect(res.json().locationStock).toHaveLength(1);
  });

  it('shows a new product to travellers at its airports only once it has stock rows there', async () => {
    const created = (
      await send('POST', '/api/product/add', { ...validProduct(), name: 'Banana Chips', locations: [fx.trv.id] })
    ).json();
    expect(await namesSeenAtCok(fx.sweets.id)).not.toContain('Banana Chips');
    await send('PUT', `/api/product/update/${created.id}`, { ...validProduct(), name: 'Banana Chips', locations: [fx.cok.id] });
    expect(await namesSeenAtCok(fx.sweets.id)).toContain('Banana Chips');
  });
});

describe('PUT /api/product/update/{id}', () => {
  it('replaces every field and link, and records before and after', async () => {
    const created = (await send('POST', '/api/product/add', validProduct())).json();
    const res = await send('PUT', `/api/product/update/${created.id}`, {
      ...validProduct(),
      id: created.id,
      createdAt: created.createdAt,
      name: 'Cardamom Tea 500 g',
      price: 1999,
      categories: [fx.perfumes.id, fx.sweets.id],
      images: ['/uploads/bbbb.webp'],
      videos: [],
      highlights: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Cardamom Tea 500 g',
      price: 1999,
      category: 'Perfumes',
      images: [{ imageUrl: '/uploads/bbbb.webp' }],
      videos: [],
      highLight: [],
    });
    const [, update] = await auditFor(created.id);
    expect(update).toMatchObject({
      action: 'product.update',
      before: {
        name: 'Cardamom Tea 250 g',
        price: 1234.5,
        images: ['/uploads/aaaa.webp', 'https://cdn.example.test/tea-side.webp'],
      },
      after: {
        name: 'Cardamom Tea 500 g',
        price: 1999,
        images: ['/uploads/bbbb.webp'],
        categories: [fx.perfumes.id, fx.sweets.id],
      },
    });
  });

  it('hides, never deletes, the stock row of an airport left out, and shows it again with its stock', async () => {
    const created = (await send('POST', '/api/product/add', { ...validProduct(), name: 'Coffee Beans' })).json();
    const trvRow = created.locationStock.find((s: { locationId: number }) => s.locationId === fx.trv.id);
    await send('POST', `/api/location-stock/restock/${trvRow.id}`, { add: 12 });

    const onlyCok = await send('PUT', `/api/product/update/${created.id}`, { ...validProduct(), locations: [fx.cok.id] });
    expect(onlyCok.json().locationStock).toEqual([
      expect.objectContaining({ locationId: fx.cok.id, showProductInLocation: true }),
      expect.objectContaining({ locationId: fx.trv.id, showProductInLocation: false, stocksLeft: 12, allTimeStock: 12 }),
    ]);
    const [, update] = await auditFor(created.id);
    expect(update).toMatchObject({ before: { locations: [fx.cok.id, fx.trv.id] }, after: { locations: [fx.cok.id] } });

    const back = await send('PUT', `/api/product/update/${created.id}`, { ...validProduct(), locations: [fx.trv.id] });
    expect(back.json().locationStock).toEqual([
      expect.objectContaining({ locationId: fx.cok.id, showProductInLocation: false }),
      expect.objectContaining({ id: trvRow.id, locationId: fx.trv.id, showProductInLocation: true, stocksLeft: 12 }),
    ]);
    const rows = await t.db.select().from(locationStock).where(eq(locationStock.productId, created.id));
    expect(rows).toHaveLength(2);
  });

  it('keeps the optional fields an update leaves out, and an empty airport list takes the product off every airport', async () => {
    const created = (await send('POST', '/api/product/add', { ...validProduct(), showToConsumer: false })).json();
    const { name, description, price, categories: categoryIds, images } = validProduct();
    const res = await send('PUT', `/api/product/update/${created.id}`, {
      name,
      description,
      price,
      categories: categoryIds,
      images,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      showToConsumer: false,
      highLight: created.highLight,
      videos: [{ videoUrl: created.videos[0].videoUrl }],
      locationStock: created.locationStock,
    });
    const offNowhere = await send('PUT', `/api/product/update/${created.id}`, { ...validProduct(), locations: [] });
    expect(offNowhere.json().locationStock.map((s: { showProductInLocation: boolean }) => s.showProductInLocation)).toEqual([
      false,
      false,
    ]);
  });

  it('answers 404 for an unknown or retired product', async () => {
    for (const id of [999_999, fx.products.retired.id]) {
      const res = await send('PUT', `/api/product/update/${id}`, validProduct());
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Product not found');
    }
  });
});

describe('PUT /api/product/{id}/visibility', () => {
  it('hides a product from travellers and shows it again, recording each change', async () => {
    const created = (await send('POST', '/api/product/add', { ...validProduct(), name: 'Jackfruit Jam' })).json();
    expect(await namesSeenAtCok(fx.sweets.id)).toContain('Jackfruit Jam');

    const hidden = await send('PUT', `/api/product/${created.id}/visibility`, { showToConsumer: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().showToConsumer).toBe(false);
    expect(await namesSeenAtCok(fx.sweets.id)).not.toContain('Jackfruit Jam');
    expect((await send('GET', `/api/product/${created.id}`, undefined, atCok)).statusCode).toBe(404);

    await send('PUT', `/api/product/${created.id}/visibility`, { showToConsumer: true });
    expect(await namesSeenAtCok(fx.sweets.id)).toContain('Jackfruit Jam');
    const visibility = (await auditFor(created.id)).filter((a) => a.action === 'product.visibility');
    expect(visibility.map((a) => [a.before, a.after])).toEqual([
      [{ showToConsumer: true }, { showToConsumer: false }],
      [{ showToConsumer: false }, { showToConsumer: true }],
    ]);
  });

  it('needs a boolean', async () => {
    const res = await send('PUT', `/api/product/${fx.products.plenty.id}/visibility`, { showToConsumer: 'yes' });
    expect(res.statusCode).toBe(400);
  });
});

/** A traveller at COK buys one of the product through the sandbox checkout. */
async function buyAtCok(productId: number) {
  const buyer = await travellerArriving(t, fx.cok.id, 50);
  const orderId = await payForLines(t, buyer.auth, [{ productId, quantity: 1 }]);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order?.status).toBe('CONFIRMED');
  return order!;
}

describe('DELETE /api/product/delete/{id}', () => {
  it('erases a product nobody ordered', async () => {
    const created = (await send('POST', '/api/product/add', { ...validProduct(), name: 'Never Sold' })).json();
    const res = await send('DELETE', `/api/product/delete/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product deleted successfully' });
    expect(await t.db.select().from(products).where(eq(products.id, created.id))).toEqual([]);
    expect(await t.db.select().from(locationStock).where(eq(locationStock.productId, created.id))).toEqual([]);
    const [, erase] = await auditFor(created.id);
    expect(erase).toMatchObject({ action: 'product.erase', before: { name: 'Never Sold' }, after: null });
  });

  it('retires a product that is in an order: hidden from everyone, kept for the order', async () => {
    const created = (await send('POST', '/api/product/add', { ...validProduct(), name: 'Sold Once' })).json();
    const cokRow = created.locationStock.find((s: { locationId: number }) => s.locationId === fx.cok.id);
    await send('POST', `/api/location-stock/restock/${cokRow.id}`, { add: 3 });
    const order = await buyAtCok(created.id);

    const res = await send('DELETE', `/api/product/delete/${created.id}`);
    expect(res.json()).toEqual({ message: 'Product deleted successfully' });
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row?.retiredAt).toEqual(t.clock.now());
    expect((await send('GET', `/api/product/${created.id}`)).statusCode).toBe(404);
    expect(await namesSeenAtCok(fx.sweets.id)).not.toContain('Sold Once');
    expect((await send('DELETE', `/api/product/delete/${created.id}`)).statusCode).toBe(404);

    const retire = (await auditFor(created.id)).find((a) => a.action === 'product.retire');
    expect(retire).toMatchObject({
      action: 'product.retire',
      before: { name: 'Sold Once' },
      after: { retiredAt: t.clock.now().toISOString() },
    });
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept?.status).toBe('CONFIRMED');
  });

  it('answers 404 for an unknown product', async () => {
    expect((await send('DELETE', '/api/product/delete/999999')).statusCode).toBe(404);
  });
});
