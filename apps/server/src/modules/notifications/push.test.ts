import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema.ts';
import { payForLines, travellerArriving } from '../../test/checkout-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAs, loginTraveller } from '../../test/auth-helpers.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { createMemoryPush } from '../../test/fakes/memory-push.ts';
import { grantRole } from '../users/users.service.ts';

const push = createMemoryPush();
let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
beforeAll(async () => {
  t = await buildTestApp({ PUSH_ENDPOINT_HOSTS: 'push.example.net' }, { push: push.provider });
  fx = await createCatalogueFixture(t.db);
});
afterAll(() => t.close());

const subscription = (n: number) => ({
  endpoint: `https://push.example.net/send/${n}`,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describe('push subscriptions', () => {
  it('are saved per browser, pushed on every order event, and dropped when the push service says gone', async () => {
    const buyer = await travellerArriving(t, fx.cok.id, 50);
    for (const n of [1, 2]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: buyer.auth,
        payload: subscription(n),
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: buyer.auth, payload: subscription(1) });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.user.id))).toHaveLength(2);

    push.expired.add(subscription(2).endpoint);
    const orderId = await payForLines(t, buyer.auth, [{ productId: fx.products.chocolate.id, quantity: 1 }]);

    expect(push.sent).toEqual([
      {
        endpoint: subscription(1).endpoint,
        message: {
          title: `Order #${orderId} confirmed`,
          body: expect.stringContaining('pickup code'),
          url: `/track-order/${orderId}`,
          tag: `order-${orderId}`,
        },
      },
    ]);
    const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.user.id));
    expect(left.map((s) => s.endpoint)).toEqual([subscription(1).endpoint]);

    const staff = await loginAs(t);
    await grantRole(t.db, staff.phone, 'STAFF');
    await t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}?Status=ACCEPTED`, headers: staff.auth });
    expect(push.sent.at(-1)?.message.title).toBe(`Order #${orderId} accepted`);
  });

  it('rejects non-https endpoints and bad keys, and unsubscribes', async () => {
    const { auth } = await loginTraveller(t, fx.cok.id);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: auth,
      payload: { ...subscription(3), endpoint: 'http://evil.example/x' },
    });
    expect(bad.statusCode).toBe(400);
    const noKeys = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: auth,
      payload: { endpoint: subscription(3).endpoint },
    });
    expect(noKeys.statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: auth, payload: subscription(4) });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: auth,
      payload: { endpoint: subscription(4).endpoint },
    });
    expect(gone.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription(4).endpoint)),
    ).toEqual([]);
  });

  it('accept only https endpoints of known push services, and keep ten browsers per traveller', async () => {
    const { auth, user } = await loginTraveller(t, fx.cok.id);
    const save = (endpoint: string) =>
      t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: auth, payload: { ...subscription(0), endpoint } });
    for (const endpoint of [
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://push.example.net.evil.test/x',
      'https://push.example.net:8443/x',
      'http://push.example.net/x',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      expect((await save(endpoint)).statusCode, endpoint).toBe(400);
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);

    for (let n = 0; n < 12; n++) {
      expect((await save(`https://push.example.net/cap/${n}`)).statusCode).toBe(200);
      t.clock.advance(1_000);
    }
    const kept = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(kept.map((s) => s.endpoint).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `https://push.example.net/cap/${i + 2}`).sort(),
    );
  });
});
