import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { locationStock, products, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAs, loginTraveller } from '../../test/auth-helpers.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const add = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: payload as object });
const cartOf = async (headers: Headers) => (await t.app.inject({ method: 'GET', url: '/api/cart/CartDetails', headers })).json();
const setQty = (headers: Headers, cartId: number | string, quantity: number | string) =>
  t.app.inject({ method: 'PUT', url: `/api/cart/updateQuantity?cartId=${cartId}&quantity=${quantity}`, headers });

describe('cart', () => {
  it('needs a token on every call', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/CartDetails' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { productId: 1, quantity: 1 } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/cart/updateQuantity?cartId=1&quantity=1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cart/remove/1' })).statusCode).toBe(401);
  });

  it('adds, merges the same product, prices in INR with a reference amount', async () => {
    const { auth, user } = await loginTraveller(t, fx.cok.id);
    const headers = { ...auth, 'x-currency': 'USD' };
    expect((await add(headers, { productId: fx.products.plenty.id, quantity: 1 })).json()).toEqual({
      message: 'Item added to cart!',
    });
    expect(
      (await add(headers, { productId: fx.products.plenty.id, quantity: 2, userId: user.id, pickupLocationId: fx.cok.id }))
        .statusCode,
    ).toBe(200);
    await add(headers, { productId: fx.products.chocolate.id, quantity: 1 });
    const cart = await cartOf(headers);
    expect(cart.cart).toHaveLength(2);
    expect(cart.cart[0]).toMatchObject({ quantity: 3, cartId: user.id, userId: user.id, available: true, problem: null });
    expect(cart.cart[0].productResponseDTO.name).toBe('Oud Intense 100 ml');
    expect(cart.amount).toMatchObject({ amountInINR: 7947, currencyCode: 'USD', currencySymbol: '$', convertedAmount: 89.7 });
    expect(cart.itemCount).toBe(4);
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['fractional', 1.5],
    ['non-numeric', 'two'],
    ['missing', undefined],
  ])('rejects a %s quantity with 400', async (_label, quantity) => {
    const { auth } = await loginTraveller(t, fx.cok.id);
    const res = await add(auth, { productId: fx.products.plenty.id, quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses more than is left at the airport, counting what is already in the cart', async () => {
    const { auth } = await loginTraveller(t, fx.cok.id);
    const tooMany = await add(auth, { productId: fx.products.low.id, quantity: 6 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Only 5 left at COK' });
    expect((await add(auth, { productId: fx.products.low.id, quantity: 4 })).statusCode).toBe(200);
    expect((await add(auth, { productId: fx.products.low.id, quantity: 2 })).statusCode).toBe(409);
    const cart = await cartOf(auth);
    expect(cart.cart[0].quantity).toBe(4);
    const soldOut = await add(auth, { productId: fx.products.soldOut.id, quantity: 1 });
    expect(soldOut.json().error.message).toBe('Out of stock at COK');
  });

  it('holds at most 10 of one product in the cart, counting what is already there', async () => {
    const { auth } = await loginTraveller(t, fx.cok.id);
    const eleven = await add(auth, { productId: fx.products.plenty.id, quantity: 11 });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().error.message).toBe('At most 10 of one product per order');
    expect((await add(auth, { productId: fx.products.plenty.id, quantity: 6 })).statusCode).toBe(200);
    const merged = await add(auth, { productId: fx.products.plenty.id, quantity: 5 });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().error.message).toBe('At most 10 of one product per order');
    const line = (await cartOf(auth)).cart[0];
    expect(line.quantity).toBe(6);
    expect((await setQty(auth, line.id, 11)).json().error.message).toBe('At most 10 of one product per order');
    expect((await setQty(auth, line.id, 10)).statusCode).toBe(200);
  });

  it('answers 404 for unknown, hidden and retired products', async () => {
    const { auth } = await loginTraveller(t, fx.cok.id);
    for (const productId of [999_999, fx.products.hidden.id, fx.products.retired.id, fx.products.hiddenAtCok.id]) {
      expect((await add(auth, { productId, quantity: 1 })).statusCode).toBe(404);
    }
  });

  it('needs a pickup airport', async () => {
    const { auth } = await loginAs(t);
    const res = await add(auth, { productId: fx.products.plenty.id, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('User not logged in or pickup location not set');
  });

  it('takes the user from the token, never from the payload', async () => {
    const { auth, user } = await loginTraveller(t, fx.cok.id);
    const res = await add(auth, { productId: fx.products.plenty.id, quantity: 1, userId: user.id + 1 });
    expect(res.statusCode).toBe(403);
  });

  it('updates quantities within stock and removes lines', async () => {
    const { auth } = await loginTraveller(t, fx.cok.id);
    await add(auth, { productId: fx.products.low.id, quantity: 1 });
    const line = (await cartOf(auth)).cart[0];
    expect((await setQty(auth, line.id, 5)).json()).toEqual({ message: 'Cart updated' });
    expect((await setQty(auth, line.id, 6)).statusCode).toBe(409);
    for (const bad of [0, -1, 1.5, 'x']) expect((await setQty(auth, line.id, bad)).statusCode).toBe(400);
    expect((await cartOf(auth)).cart[0].quantity).toBe(5);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cart/remove/${line.id}`, headers: auth });
    expect(removed.json()).toEqual({ message: 'Item removed from cart' });
    expect((await cartOf(auth)).cart).toEqual([]);
  });

  it("answers 404 for another user's cart line and leaves it alone", async () => {
    const owner = await loginTraveller(t, fx.cok.id);
    const other = await loginTraveller(t, fx.cok.id);
    await add(owner.auth, { productId: fx.products.plenty.id, quantity: 2 });
    const line = (await cartOf(owner.auth)).cart[0];
    expect((await setQty(other.auth, line.id, 1)).statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cart/remove/${line.id}`, headers: other.auth });
    expect(removed.statusCode).toBe(404);
    expect(removed.json().error.message).toBe('Item not found in cart');
    expect((await cartOf(owner.auth)).cart[0].quantity).toBe(2);
  });

  it('flags lines no longer available after a change of airport or stock, without dropping them', async () => {
    const { auth, user } = await loginTraveller(t, fx.trv.id);
    await add(auth, { productId: fx.products.hiddenAtCok.id, quantity: 1 });
    await add(auth, { productId: fx.products.low.id, quantity: 10 });
    await add(auth, { productId: fx.products.chocolate.id, quantity: 1 });
    await t.db.update(users).set({ pickupLocationId: fx.cok.id }).where(eq(users.id, user.id));
    const cart = await cartOf(auth);
    expect(cart.cart.map((l: any) => [l.productResponseDTO.name, l.available, l.problem])).toEqual([
      ['Jasmine Mist', false, 'Not available at COK'],
      ['Rose Attar 12 ml', false, 'Only 5 left at COK'],
      ['Dark Cocoa 70%', true, null],
    ]);
    expect(cart.hasUnavailable).toBe(true);
    expect(cart.amount.amountInINR).toBe(450);

    await t.db.update(locationStock).set({ stocksLeft: 0 }).where(eq(locationStock.productId, fx.products.chocolate.id));
    await t.db.update(products).set({ showToConsumer: false }).where(eq(products.id, fx.products.low.id));
    const later = await cartOf(auth);
    expect(later.cart.map((l: any) => l.problem)).toEqual(['Not available at COK', 'No longer sold', 'Out of stock at COK']);
    expect(later.amount.amountInINR).toBe(0);
  });
});
