import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItems, counters, locationStock, locations, products, sessions, users } from './db/schema.ts';
import { loginAs, loginTraveller } from './test/auth-helpers.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { createCatalogueFixture } from './test/catalogue-fixture.ts';
import { grantRole } from './modules/users/users.service.ts';
import { recordNotice } from './modules/notifications/notifications.service.ts';
import { createProduct } from './seed/factories.ts';

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

/**
 * Asked again, the same answer comes without a query. On PostgreSQL the notifications of the test's own set-up
 * (a login writes the user's row) may still be on their way and drop the entries once more, so it is asked until
 * a read is answered from memory, for as long as a notification takes.
 */
async function expectFromMemory<T>(read: () => Promise<T>, first: T) {
  await vi.waitFor(() => expectReadWithoutQuery(read, first), soon);
}

/** This read gives the same answer without a query. */
async function expectReadWithoutQuery<T>(read: () => Promise<T>, first: T) {
  const queries = vi.spyOn(t.deps.db, 'select');
  try {
    expect(await read()).toEqual(first);
    expect(queries).not.toHaveBeenCalled();
  } finally {
    queries.mockRestore();
  }
}

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
    // Kept as the bytes sent, and weighed by them.
    expect(t.deps.caches!.catalogue.weight).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(first)));
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

  it('keeps the words search ranks by while stock changes, and finds a product renamed elsewhere within a second', async () => {
    const traveller = await loginTraveller(t, fx.cok.id);
    const { product: soap } = await createProduct(t.db, {
      name: 'Sandalwood Soap Bar',
      categoryIds: [fx.perfumes.id],
      stock: [{ locationId: fx.cok.id, stocksLeft: 9 }],
    });
    const search = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/search?q=${q}`, headers: traveller.auth });
      expect(res.statusCode).toBe(200);
      return (res.json() as { product: { id: number }[] }).product.map((p) => p.id);
    };
    await vi.waitFor(async () => expect(await search('sandalwood')).toEqual([soap.id]), soon);
    const words = t.deps.caches!.productWords;
    expect(words.size).toBe(1);

    // A sale elsewhere writes stock: the catalogue's answers go, the words stay.
    await t.db
      .update(locationStock)
      .set({ stocksLeft: 8 })
      .where(and(eq(locationStock.productId, soap.id), eq(locationStock.locationId, fx.cok.id)));
    await vi.waitFor(() => expect(t.deps.caches!.catalogue.size).toBe(0), soon);
    expect(words.size).toBe(1);

    await t.db.update(products).set({ name: 'Vetiver Soap Bar' }).where(eq(products.id, soap.id));
    await vi.waitFor(async () => expect(await search('vetiver')).toEqual([soap.id]), soon);
    expect(await search('sandalwood')).toEqual([]);
  });
});

describe('public reads from memory', () => {
  it('answers the airports from memory, and an airport renamed elsewhere within a second', async () => {
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/locations' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json() as { id: number; name: string }[];
    };
    const first = await read();
    expect(first.find((airport) => airport.id === fx.trv.id)?.name).toBe(fx.trv.name);
    await expectFromMemory(read, first);

    await t.db.update(locations).set({ name: 'Trivandrum International (T2)' }).where(eq(locations.id, fx.trv.id));
    await vi.waitFor(async () => {
      expect((await read()).find((airport) => airport.id === fx.trv.id)?.name).toBe('Trivandrum International (T2)');
    }, soon);
  });

  it("answers the counters from memory, shows an admin's change at their next read, and one made elsewhere within a second", async () => {
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/counters' });
      expect(res.statusCode).toBe(200);
      return res.json() as { locationId: number; place: string; cutoffHours: number }[];
    };
    const cokCounter = async () => (await read()).find((counter) => counter.locationId === fx.cok.id)!;
    const first = await read();
    await expectFromMemory(read, first);

    const admin = await loginAs(t);
    await grantRole(t.db, admin.phone, 'ADMIN');
    const settings = {
      place: 'Arrivals hall, after customs, next to the currency exchange',
      mapUrl: 'https://maps.example.org/cok-counter',
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '05:00', closes: '23:00' })),
      closures: [],
      cutoffHours: 24,
      uncollectedHours: 48,
    };
    const save = () =>
      t.app.inject({ method: 'PUT', url: `/api/admin/counters/${fx.cok.id}`, headers: admin.auth, payload: settings });
    await vi.waitFor(async () => expect((await save()).statusCode).toBe(200), soon);
    expect((await cokCounter()).place).toBe(settings.place);

    await t.db.update(counters).set({ cutoffHours: 36 }).where(eq(counters.locationId, fx.cok.id));
    await vi.waitFor(async () => expect((await cokCounter()).cutoffHours).toBe(36), soon);
  });

  it('answers the reference rates from memory, as the bundled table gives them', async () => {
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/currency/rates' })).json() as { currencies: { code: string }[] };
    t.deps.caches!.catalogue.clear();
    const rates = await read();
    expect(rates.currencies.map((currency) => currency.code)).toContain('AED');
    expect(t.deps.caches!.catalogue.size).toBe(1);
    expect(await read()).toEqual(rates);
    expect(t.deps.caches!.catalogue.size).toBe(1);
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

  it('answers who is signed in from memory; their own change at once, and one made elsewhere within a second', async () => {
    const traveller = await loginTraveller(t, fx.cok.id);
    const profile = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/getUserDetails', headers: traveller.auth });
      expect(res.statusCode).toBe(200);
      return res.json() as { name: string | null; language: string };
    };
    const first = await profile();
    expect(first.language).toBe('en');
    await expectFromMemory(profile, first);

    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: traveller.auth,
      payload: { language: 'ml' },
    });
    expect(switched.statusCode).toBe(200);
    expect((await profile()).language).toBe('ml');

    await t.db.update(users).set({ name: 'Meera Nair' }).where(eq(users.id, traveller.user.id));
    await vi.waitFor(async () => expect((await profile()).name).toBe('Meera Nair'), soon);
  });

  it("answers a traveller's notices from memory; one they read shows at once, and one recorded elsewhere within a second", async () => {
    const traveller = await loginTraveller(t, fx.cok.id);
    const unread = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/notifications?filter=unread', headers: traveller.auth });
      expect(res.statusCode).toBe(200);
      return res.json() as { notifications: { id: number; title: string }[]; unreadCount: number };
    };
    const first = await unread();
    expect(first.unreadCount).toBe(0);
    await expectFromMemory(unread, first);

    // A job (here: the database straight) records a notice.
    const notice = await recordNotice(t.db, {
      userId: traveller.user.id,
      orderId: null,
      title: 'Order packed',
      content: 'Ready',
    });
    await vi.waitFor(async () => expect((await unread()).notifications.map((n) => n.title)).toEqual(['Order packed']), soon);

    const read = await t.app.inject({ method: 'PUT', url: `/api/notifications/${notice.id}/read`, headers: traveller.auth });
    expect(read.statusCode).toBe(200);
    expect(await unread()).toEqual({ notifications: [], unreadCount: 0 });
  });

  it("keeps who a traveller is and their notices while a sale elsewhere drops the catalogue's answers", async () => {
    const traveller = await loginTraveller(t, fx.cok.id);
    const read = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: traveller.auth });
      expect(res.statusCode).toBe(200);
      return res.json() as unknown;
    };
    const mine = async () => [await read('/api/user/getUserDetails'), await read('/api/notifications?filter=unread')];
    const sale = async (stocksLeft: number) => {
      await read(`/api/categories/${fx.perfumes.id}/products`);
      await t.db
        .update(locationStock)
        .set({ stocksLeft })
        .where(and(eq(locationStock.productId, fx.products.low.id), eq(locationStock.locationId, fx.cok.id)));
      // Heard in the order written, so the login's own notices have been heard too.
      await vi.waitFor(() => expect(t.deps.caches!.catalogue.size).toBe(0), soon);
    };
    await sale(8);
    const first = await mine();
    await expectReadWithoutQuery(mine, first);
    await sale(7);
    await expectReadWithoutQuery(mine, first);
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
