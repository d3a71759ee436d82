import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItems, locationStock, sessions, users } from './db/schema.ts';
import { loginAs, loginTraveller } from './test/auth-helpers.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { createCatalogueFixture } from './test/catalogue-fixture.ts';
import { grantRole } from './modules/users/users.service.ts';

// Reads answered from memory stay exact: every write to what they were read from, made by any
// instance or straight in the database, drops them within a notification's time.
let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { caches: true });
  fx = await createCatalogueFixture(t.db);
});
afterAll(() => t.close());

const soon = { timeout: 1_000, interval: 20 };

describe('catalogue reads from memory', () => {
  it('answers the same body as the database would, and a stock change shows within a second', async () => {
    const traveller = await loginTraveller(t, fx.cok.id);
    const read = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/categories/${fx.perfumes.id}/products`,
        headers: traveller.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json() as { product: { id: number; stockLeft: number }[] };
    };
    const first = await read();
    expect(t.deps.caches!.catalogue.size).toBeGreaterThan(0);
    expect(await read()).toEqual(first);
    const rose = () => first.product.find((p) => p.id === fx.products.low.id)!;
    expect(rose().stockLeft).toBe(5);

    // Another instance (here: the database directly) sells two.
    await t.db
      .update(locationStock)
      .set({ stocksLeft: 3 })
      .where(and(eq(locationStock.productId, fx.products.low.id), eq(locationStock.locationId, fx.cok.id)));
    await vi.waitFor(async () => {
      expect((await read()).product.find((p) => p.id === fx.products.low.id)!.stockLeft).toBe(3);
    }, soon);
  });

  it('keeps one answer per airport and currency', async () => {
    const atCok = await loginTraveller(t, fx.cok.id);
    const atTrv = await loginTraveller(t, fx.trv.id);
    const names = async (headers: Record<string, string>) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/categories/${fx.perfumes.id}/products`, headers })).json() as {
          product: { name: string; amountDTO: { currencyCode: string } }[];
        }
      ).product;
    const cok = await names(atCok.auth);
    const trv = await names(atTrv.auth);
    // Jasmine Mist is hidden at COK only.
    expect(cok.map((p) => p.name)).not.toContain('Jasmine Mist');
    expect(trv.map((p) => p.name)).toContain('Jasmine Mist');
    const inAed = await names({ ...atCok.auth, 'x-currency': 'AED' });
    expect(inAed[0]!.amountDTO.currencyCode).toBe('AED');
    expect(cok[0]!.amountDTO.currencyCode).not.toBe('AED');
  });
});

describe('sessions from memory', () => {
  it('refuses a token at once after logout on this instance', async () => {
    const caller = await loginAs(t);
    const me = () => t.app.inject({ method: 'GET', url: '/api/user/getUserDetails', headers: caller.auth });
    expect((await me()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: caller.auth })).statusCode).toBe(204);
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses a token revoked by another instance, and sees a new role, within a second', async () => {
    const caller = await loginAs(t);
    const staffBoard = () => t.app.inject({ method: 'GET', url: '/api/orders/get-order?type=CONFIRMED', headers: caller.auth });
    expect((await staffBoard()).statusCode).toBe(403);
    await grantRole(t.db, caller.phone, 'STAFF');
    await vi.waitFor(async () => expect((await staffBoard()).statusCode).toBe(200), soon);

    const [user] = await t.db.select().from(users).where(eq(users.phone, caller.phone));
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user!.id));
    await vi.waitFor(async () => expect((await staffBoard()).statusCode).toBe(401), soon);
  });

  it('follows a change of pickup airport made elsewhere', async () => {
    const traveller = await loginTraveller(t, fx.cok.id);
    const names = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/categories/${fx.perfumes.id}/products`, headers: traveller.auth })
        ).json() as { product: { name: string }[] }
      ).product.map((p) => p.name);
    expect(await names()).not.toContain('Jasmine Mist');
    await t.db.update(users).set({ pickupLocationId: fx.trv.id }).where(eq(users.id, traveller.user.id));
    await vi.waitFor(async () => expect(await names()).toContain('Jasmine Mist'), soon);
  });
});

describe('carts from memory', () => {
  it('shows a line the traveller just added, and a line removed elsewhere within a second', async () => {
    const traveller = await loginTraveller(t, fx.cok.id);
    const cart = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/cart/CartDetails', headers: traveller.auth })).json() as {
          cart: { productResponseDTO: { id: number } }[];
        }
      ).cart.map((line) => line.productResponseDTO.id);
    expect(await cart()).toEqual([]);
    const add = (productId: number) =>
      t.app.inject({ method: 'POST', url: '/api/cart/add', headers: traveller.auth, payload: { productId, quantity: 1 } });
    expect((await add(fx.products.plenty.id)).statusCode).toBe(200);
    expect(await cart()).toEqual([fx.products.plenty.id]);
    expect((await add(fx.products.chocolate.id)).statusCode).toBe(200);
    expect(await cart()).toEqual([fx.products.plenty.id, fx.products.chocolate.id]);

    await t.db.delete(cartItems).where(eq(cartItems.productId, fx.products.plenty.id));
    await vi.waitFor(async () => expect(await cart()).toEqual([fx.products.chocolate.id]), soon);
  });
});
