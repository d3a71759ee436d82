import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { payForLines, travellerArriving } from '../../test/checkout-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
});
afterAll(() => t.close());

const paidOrder = (headers: Record<string, string>, lines: { productId: number; quantity: number }[]) =>
  payForLines(t, headers, lines);
const traveller = () => travellerArriving(t, fx.cok.id);

const history = (headers: Record<string, string>, type: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/history?type=${type}`, headers });

describe('GET /api/orders/history', () => {
  it('lists the caller’s current orders, newest first, with real quantities, items and the pickup code', async () => {
    const buyer = await traveller();
    const first = await paidOrder(buyer.auth, [
      { productId: fx.products.plenty.id, quantity: 2 },
      { productId: fx.products.chocolate.id, quantity: 3 },
    ]);
    t.clock.advance(60_000);
    const second = await paidOrder(buyer.auth, [{ productId: fx.products.low.id, quantity: 1 }]);
    const res = await history(buyer.auth, 'current');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((o: any) => o.id)).toEqual([second, first]);
    const older = list[1];
    expect(older).toMatchObject({
      status: 'CONFIRMED',
      orderStatus: 'CONFIRMED',
      paymentStatus: 'SUCCESS',
      amount: 2 * 2499 + 3 * 450,
      currency: 'INR',
      quantity: 5,
      pickUpLocation: 'Cochin International Airport (COK)',
      location: { code: 'COK' },
    });
    expect(older.deliveryOtp).toMatch(/^\d{6}$/);
    expect(older.paymentId).toMatch(/^pay_/);
    expect(older.items.map((i: any) => [i.name, i.quantity, i.price])).toEqual([
      ['Oud Intense 100 ml', 2, 2499],
      ['Dark Cocoa 70%', 3, 450],
    ]);
    expect((await history(buyer.auth, 'previous')).json()).toEqual([]);
  });

  it('moves delivered orders to previous and never shows unpaid holds or other travellers’ orders', async () => {
    const buyer = await traveller();
    const other = await traveller();
    const orderId = await paidOrder(buyer.auth, [{ productId: fx.products.chocolate.id, quantity: 1 }]);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: buyer.auth,
      payload: { productId: fx.products.plenty.id, quantity: 1 },
    });
    await t.app.inject({ method: 'GET', url: '/api/payment/create-payment', headers: buyer.auth });
    await t.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, orderId));
    expect((await history(buyer.auth, 'current')).json()).toEqual([]);
    expect((await history(buyer.auth, 'previous')).json().map((o: any) => o.id)).toEqual([orderId]);
    expect((await history(other.auth, 'previous')).json()).toEqual([]);
  });

  it('answers one own order for tracking, and 404 for anyone else’s', async () => {
    const buyer = await traveller();
    const other = await traveller();
    const orderId = await paidOrder(buyer.auth, [{ productId: fx.products.chocolate.id, quantity: 1 }]);
    const mine = await t.app.inject({ method: 'GET', url: `/api/orders/mine/${orderId}`, headers: buyer.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().id).toBe(orderId);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/mine/${orderId}`, headers: other.auth })).statusCode).toBe(404);
  });

  it('rejects a missing or unknown type and a missing token', async () => {
    const buyer = await traveller();
    expect((await history(buyer.auth, 'someday')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/history', headers: buyer.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/history?type=current' })).statusCode).toBe(401);
  });
});

describe('GET /api/config', () => {
  it('tells the web app the payment provider and its public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      paymentProvider: 'sandbox',
      razorpayKeyId: 'rzp_test_sandbox',
      merchantName: 'Arrival Shop',
      pushPublicKey: null,
    });
  });
});
