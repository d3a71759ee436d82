import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, locationStock } from '../../db/schema.ts';
import { createProduct } from '../../seed/factories.ts';
import { loginAs, loginTraveller } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { travellerArriving } from '../../test/checkout-helpers.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { grantRole } from '../users/users.service.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let admin: Record<string, string>;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  const a = await loginAs(t);
  await grantRole(t.db, a.phone, 'ADMIN');
  admin = a.auth;
  adminId = a.user.id;
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const put = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/location-stock/update/${id}`, headers: admin, payload });
const restock = (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/location-stock/restock/${id}`, headers: admin, payload });

/** A product with one stock row at COK, made for a test that changes stock. */
async function stockRowAtCok(stocksLeft: number, allTimeStock = stocksLeft) {
  const { product, stock } = await createProduct(t.db, {
    categoryIds: [fx.perfumes.id],
    stock: [{ locationId: fx.cok.id, stocksLeft, allTimeStock, receivedOrders: 3 }],
  });
  return { product, row: stock[0]! };
}

const rowOf = async (id: number) => (await t.db.select().from(locationStock).where(eq(locationStock.id, id)))[0]!;

describe('GET /api/location-stock/orderByStockLeft', () => {
  it('pages every airport’s stock of products still sold, lowest first, with names and a status label', async () => {
    const res = await get('/api/location-stock/orderByStockLeft');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    // 7 products at 2 airports, less the retired product's 2 rows.
    expect(page).toMatchObject({ totalElements: 12, totalPages: 2, pageable: { pageNumber: 0, pageSize: 10 } });
    expect(page.content).toHaveLength(10);
    expect(page.stocks).toEqual(page.content);
    const left = page.content.map((r: { stocksLeft: number }) => r.stocksLeft);
    expect(left).toEqual([...left].sort((a, b) => a - b));
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      productId: fx.products.soldOut.id,
      productName: 'Musk Amber 50 ml',
      locationId: fx.cok.id,
      locationName: 'Cochin International Airport (COK)',
      allTimeStock: 0,
      receivedOrders: 0,
      stocksLeft: 0,
      showProductInLocation: true,
      status: 'Out of Stock',
    });
    expect(page.content[1]).toMatchObject({ productName: 'Rose Attar 12 ml', stocksLeft: 5, status: 'Low Stock' });
    expect(page.content.map((r: { productName: string }) => r.productName)).not.toContain('Old Classic');

    const second = (await get('/api/location-stock/orderByStockLeft?page=1&size=10')).json();
    expect(second.content).toHaveLength(2);
    expect(second.content.at(-1)).toMatchObject({ productName: 'Dark Cocoa 70%', stocksLeft: 100, status: 'In Stock' });
    expect((await get('/api/location-stock/orderByStockLeft?page=9&size=50')).json()).toMatchObject({
      content: [],
      totalElements: 12,
      totalPages: 1,
    });
  });

  it.each(['page=-1', 'size=0', 'size=51', 'size=1000', 'page=abc', 'size=2.5', 'page=0.5'])(
    'refuses %s with 400',
    async (query) => {
      const res = await get(`/api/location-stock/orderByStockLeft?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    },
  );

  it('accepts the edges: size 1 and size 50', async () => {
    expect((await get('/api/location-stock/orderByStockLeft?size=1')).json()).toMatchObject({ totalPages: 12 });
    expect((await get('/api/location-stock/orderByStockLeft?size=50')).json().content).toHaveLength(12);
  });
});

describe('GET /api/location-stock/{locationId}/stocks', () => {
  it('pages one airport’s stock by product name, 10 by default', async () => {
    const page = (await get(`/api/location-stock/${fx.cok.id}/stocks`)).json();
    expect(page).toMatchObject({ totalElements: 6, totalPages: 1, pageable: { pageNumber: 0, pageSize: 10 } });
    expect(page.stocks.map((r: { productName: string }) => r.productName)).toEqual([
      'Dark Cocoa 70%',
      'Jasmine Mist',
      'Musk Amber 50 ml',
      'Oud Intense 100 ml',
      'Rose Attar 12 ml',
      'Unreleased Blend',
    ]);
    expect(page.stocks.every((r: { locationId: number }) => r.locationId === fx.cok.id)).toBe(true);
    expect(page.stocks.find((r: { productName: string }) => r.productName === 'Jasmine Mist').showProductInLocation).toBe(false);
    const paged = (await get(`/api/location-stock/${fx.cok.id}/stocks?page=1&size=4`)).json();
    expect(paged).toMatchObject({ totalPages: 2, pageable: { pageNumber: 1, pageSize: 4 } });
    expect(paged.content.map((r: { productName: string }) => r.productName)).toEqual(['Rose Attar 12 ml', 'Unreleased Blend']);
  });

  it('answers 404 for an unknown airport and 400 for a bad id or page', async () => {
    expect((await get('/api/location-stock/999999/stocks')).statusCode).toBe(404);
    expect((await get('/api/location-stock/abc/stocks')).statusCode).toBe(400);
    expect((await get(`/api/location-stock/${fx.cok.id}/stocks?size=0`)).statusCode).toBe(400);
    expect((await get(`/api/location-stock/${fx.cok.id}/stocks?page=-1`)).statusCode).toBe(400);
  });
});

describe('PUT /api/location-stock/update/{id}', () => {
  it('adds a raise to the all-time count, not a cut, and ignores the counters the client sends back', async () => {
    const { row } = await stockRowAtCok(5, 20);
    const raised = await put(row.id, {
      stocksLeft: 9,
      expectedStocksLeft: 5,
      allTimeStock: 1,
      receivedOrders: 99,
      showProductInLocation: true,
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ id: row.id, stocksLeft: 9, allTimeStock: 24, receivedOrders: 3, status: 'Low Stock' });

    const lowered = await put(row.id, { stocksLeft: 2, expectedStocksLeft: 9, showProductInLocation: true });
    expect(lowered.json()).toMatchObject({ stocksLeft: 2, allTimeStock: 24 });
    const emptied = await put(row.id, { stocksLeft: 0, expectedStocksLeft: 2, showProductInLocation: true });
    expect(emptied.json()).toMatchObject({ stocksLeft: 0, allTimeStock: 24, status: 'Out of Stock' });
    const refilled = await put(row.id, { stocksLeft: 30, expectedStocksLeft: 0, showProductInLocation: true });
    expect(refilled.json()).toMatchObject({ stocksLeft: 30, allTimeStock: 54, status: 'In Stock' });

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'location_stock'), eq(auditLog.entityId, String(row.id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.actorUserId, a.before, a.after])).toEqual([
      [
        'stock.update',
        adminId,
        { stocksLeft: 5, allTimeStock: 20, showProductInLocation: true },
        { stocksLeft: 9, allTimeStock: 24, showProductInLocation: true },
      ],
      [
        'stock.update',
        adminId,
        { stocksLeft: 9, allTimeStock: 24, showProductInLocation: true },
        { stocksLeft: 2, allTimeStock: 24, showProductInLocation: true },
      ],
      [
        'stock.update',
        adminId,
        { stocksLeft: 2, allTimeStock: 24, showProductInLocation: true },
        { stocksLeft: 0, allTimeStock: 24, showProductInLocation: true },
      ],
      [
        'stock.update',
        adminId,
        { stocksLeft: 0, allTimeStock: 24, showProductInLocation: true },
        { stocksLeft: 30, allTimeStock: 54, showProductInLocation: true },
      ],
    ]);
    // Saving the same values again is not a change.
    await put(row.id, { stocksLeft: 30, expectedStocksLeft: 30, showProductInLocation: true });
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'location_stock'), eq(auditLog.entityId, String(row.id)))),
    ).toHaveLength(4);
  });

  it('refuses a count read before the shelf moved, with 409 and no change', async () => {
    const { row } = await stockRowAtCok(8);
    const res = await put(row.id, { stocksLeft: 20, expectedStocksLeft: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The stock changed to 8 since it was read as 5; reload and try again');
    expect((await rowOf(row.id)).stocksLeft).toBe(8);
  });

  it('flips the airport switch alone without touching the count', async () => {
    const { row } = await stockRowAtCok(7);
    const res = await put(row.id, { showProductInLocation: false });
    expect(res.json()).toMatchObject({ stocksLeft: 7, allTimeStock: 7, showProductInLocation: false });
  });

  it.each([
    [{ stocksLeft: -1, expectedStocksLeft: 4, showProductInLocation: true }, 'Stock must be a whole number of at least 0'],
    [{ stocksLeft: 1.5, expectedStocksLeft: 4, showProductInLocation: true }, 'Stock must be a whole number of at least 0'],
    [{ stocksLeft: '5', expectedStocksLeft: 4, showProductInLocation: true }, 'Stock must be a whole number of at least 0'],
    [
      { stocksLeft: 5, expectedStocksLeft: 4, allTimeStock: -3, showProductInLocation: true },
      'Stock must be a whole number of at least 0',
    ],
    [{ stocksLeft: 1_000_001, expectedStocksLeft: 4 }, 'Stock can be at most 10,00,000'],
    [{ stocksLeft: 5 }, 'Send expectedStocksLeft, the count you read, with stocksLeft'],
    [{}, 'Send stocksLeft, showProductInLocation or both'],
  ])('refuses %j', async (payload, message) => {
    const { row } = await stockRowAtCok(4);
    const res = await put(row.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await rowOf(row.id)).stocksLeft).toBe(4);
  });

  it('answers 404 for an unknown row and for a retired product’s row', async () => {
    const [retiredRow] = await t.db.select().from(locationStock).where(eq(locationStock.productId, fx.products.retired.id));
    for (const id of [999_999, retiredRow!.id]) {
      const res = await put(id, { stocksLeft: 1, expectedStocksLeft: 0, showProductInLocation: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Stock record not found');
    }
  });
});

describe('POST /api/location-stock/restock/{id}', () => {
  it('never sells more than was added when a delivery races a checkout', async () => {
    const { product, row } = await stockRowAtCok(6);
    const buyer = await travellerArriving(t, fx.cok.id);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: buyer.auth,
      payload: { productId: product.id, quantity: 3 },
    });
    expect(added.statusCode).toBe(200);
    const [payment, delivery] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/payment/create-payment', headers: buyer.auth }),
      restock(row.id, { add: 5 }),
    ]);
    expect([payment.statusCode, delivery.statusCode]).toEqual([200, 200]);
    expect(await rowOf(row.id)).toMatchObject({ stocksLeft: 6 - 3 + 5, allTimeStock: 6 + 5 });
  });

  it('adds a delivery on top of the shelf and to the all-time count', async () => {
    const { row } = await stockRowAtCok(4, 10);
    const res = await restock(row.id, { add: 11 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stocksLeft: 15, allTimeStock: 21, status: 'In Stock' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.restock'), eq(auditLog.entityId, String(row.id))));
    expect(audit).toMatchObject({ before: { stocksLeft: 4, allTimeStock: 10 }, after: { stocksLeft: 15, allTimeStock: 21 } });
  });

  it.each([{ add: 0 }, { add: -2 }, { add: 1.5 }, {}])('refuses %j', async (payload) => {
    const { row } = await stockRowAtCok(4);
    const res = await restock(row.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Add a whole number of at least 1');
  });

  it('answers 404 for an unknown row', async () => {
    expect((await restock(999_999, { add: 1 })).statusCode).toBe(404);
  });
});

describe('the airport switch and what travellers see', () => {
  it('hides a product at one airport only, and unhiding brings it back', async () => {
    const atCok = (await loginTraveller(t, fx.cok.id)).auth;
    const atTrv = (await loginTraveller(t, fx.trv.id)).auth;
    const perfumesSeenBy = async (headers: Record<string, string>) =>
      (await get(`/api/categories/${fx.perfumes.id}/products`, headers)).json().product.map((p: { name: string }) => p.name);
    const [oudAtCok] = await t.db
      .select()
      .from(locationStock)
      .where(and(eq(locationStock.productId, fx.products.plenty.id), eq(locationStock.locationId, fx.cok.id)));
    expect(await perfumesSeenBy(atCok)).toContain('Oud Intense 100 ml');

    await put(oudAtCok!.id, { stocksLeft: 50, expectedStocksLeft: oudAtCok!.stocksLeft, showProductInLocation: false });
    expect(await perfumesSeenBy(atCok)).not.toContain('Oud Intense 100 ml');
    expect(await perfumesSeenBy(atTrv)).toContain('Oud Intense 100 ml');
    expect((await get(`/api/product/${fx.products.plenty.id}`, atCok)).statusCode).toBe(404);

    await put(oudAtCok!.id, { stocksLeft: 50, expectedStocksLeft: 50, showProductInLocation: true });
    expect(await perfumesSeenBy(atCok)).toContain('Oud Intense 100 ml');
    expect((await rowOf(oudAtCok!.id)).allTimeStock).toBe(50);
  });
});
