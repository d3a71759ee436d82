import { readEvents } from '../../test/event-stream.ts';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { payForLines, travellerArriving } from '../../test/checkout-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginWithRole, loginTraveller } from '../../test/auth-helpers.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { deliverNotices, deliverUnsentNotices, recordNotice } from './notifications.service.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  staff = (await loginWithRole(t, 'STAFF')).auth;
});
afterAll(() => t.close());

async function paidOrder(quantity = 2) {
  const buyer = await travellerArriving(t, fx.cok.id, 50);
  const orderId = await payForLines(t, buyer.auth, [
    { productId: fx.products.chocolate.id, quantity },
    { productId: fx.products.plenty.id, quantity: 1 },
  ]);
  return { buyer, orderId };
}

const list = (headers: Record<string, string>, filter = 'all') =>
  t.app.inject({ method: 'GET', url: `/api/notifications?filter=${filter}`, headers });

describe('notifications', () => {
  it('lists only the caller’s notifications with the unread count, and marks them read', async () => {
    const { buyer, orderId } = await paidOrder();
    const other = await loginTraveller(t, fx.cok.id);
    await t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}?Status=ACCEPTED`, headers: staff });
    const all = (await list(buyer.auth)).json();
    expect(all.unreadCount).toBe(2);
    expect(all.notifications.map((n: { title: string }) => n.title)).toEqual([
      `Order #${orderId} accepted`,
      `Order #${orderId} confirmed`,
    ]);
    expect(all.notifications[0]).toMatchObject({ read: false, orderId });
    expect((await list(other.auth)).json()).toEqual({ notifications: [], unreadCount: 0 });

    const id = all.notifications[0].id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: other.auth })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: buyer.auth })).statusCode).toBe(
      200,
    );
    const unread = (await list(buyer.auth, 'unread')).json();
    expect(unread.unreadCount).toBe(1);
    expect(unread.notifications).toHaveLength(1);
    await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: buyer.auth });
    expect((await list(buyer.auth, 'unread')).json()).toEqual({ notifications: [], unreadCount: 0 });
    expect((await list(buyer.auth)).json().notifications).toHaveLength(2);
  });

  it('needs a token and a known filter', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const { auth } = await loginTraveller(t, fx.cok.id);
    expect((await list(auth, 'some')).statusCode).toBe(400);
  });
});

describe('unavailable items', () => {
  it('refunds one line through the provider, shows it in the totals and tells the customer', async () => {
    const { buyer, orderId } = await paidOrder(2);
    const board = (
      await t.app.inject({ method: 'GET', url: `/api/orders/get-order?type=CONFIRMED&q=${orderId}`, headers: staff })
    ).json()[0];
    const chocolate = board.products.find((p: { name: string }) => p.name === 'Dark Cocoa 70%');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/items/${chocolate.itemId}/unavailable`,
      headers: staff,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subtotal: 2 * 450 + 2499, refunded: 900, total: 2499 });
    const sandbox = t.deps.payments.sandbox!;
    expect((await sandbox.listRefunds()).at(-1)).toMatchObject({ amount: 90_000, status: 'processed' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/items/${chocolate.itemId}/unavailable`,
      headers: staff,
    });
    expect(again.statusCode).toBe(409);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(notes.map((n) => n.content)).toContain(
      'Dark Cocoa 70% (x2) is unavailable. ₹900.00 will be refunded to your payment method within 5 business days.',
    );
    const history = (await t.app.inject({ method: 'GET', url: '/api/orders/history?type=current', headers: buyer.auth })).json();
    expect(history[0]).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', refundedAmount: 900 });
  });

  it('refunds the whole order when every line is unavailable, and not after packing', async () => {
    const { orderId } = await paidOrder(1);
    const board = (
      await t.app.inject({ method: 'GET', url: `/api/orders/get-order?type=CONFIRMED&q=${orderId}`, headers: staff })
    ).json()[0];
    for (const p of board.products) {
      await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/items/${p.itemId}/unavailable`, headers: staff });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/get-order?type=CONFIRMED', headers: staff });
    expect(res.json().map((o: { id: number }) => o.id)).not.toContain(orderId);

    const packed = await paidOrder(1);
    await t.app.inject({ method: 'PUT', url: `/api/orders/${packed.orderId}?Status=ACCEPTED`, headers: staff });
    const view = (
      await t.app.inject({ method: 'PUT', url: `/api/orders/${packed.orderId}?Status=PACKED`, headers: staff })
    ).json();
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${packed.orderId}/items/${view.products[0].itemId}/unavailable`,
      headers: staff,
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('live order events', () => {
  it('tells an open staff board about new and moved orders within 2 seconds', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await readEvents(baseUrl, staff);
    try {
      const { orderId } = await paidOrder(1);
      expect(await stream.next((e) => e.orderId === orderId)).toEqual({
        type: 'order.changed',
        orderId,
        status: 'CONFIRMED',
        locationId: fx.cok.id,
        arrived: true,
      });
      await t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}?Status=ACCEPTED`, headers: staff });
      // Only its arrival is announced as a new order; a move is a change.
      expect(await stream.next((e) => e.orderId === orderId && e.status === 'ACCEPTED')).toEqual({
        type: 'order.changed',
        orderId,
        status: 'ACCEPTED',
        locationId: fx.cok.id,
      });
    } finally {
      stream.close();
    }
    const traveller = await loginTraveller(t, fx.cok.id);
    expect((await fetch(`${baseUrl}/api/orders/events`, { headers: traveller.auth })).status).toBe(403);
  });
});

describe('notice delivery', () => {
  it('sends a notice committed but never sent (the process stopped in between) once, from the sweep', async () => {
    const traveller = await loginTraveller(t, fx.cok.id);
    const text = `Order news ${Date.now()}`;
    // Committed, and then the process "dies" before delivering it.
    const notice = await recordNotice(t.db, { userId: traveller.user.id, orderId: null, title: 'Update', content: text });
    const sentOf = () => t.messaging.sent.filter((m) => m.text.includes(text));
    expect(sentOf()).toHaveLength(0);

    await deliverUnsentNotices({ ...t.deps });
    expect(sentOf()).toEqual([{ to: traveller.phone, code: null, text: `Update: ${text}` }]);
    // Neither the sweep again nor a late delivery by the original caller sends it twice.
    await deliverUnsentNotices({ ...t.deps });
    await deliverNotices(t.deps, [notice]);
    expect(sentOf()).toHaveLength(1);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, notice.id));
    expect(row!.sentAt).not.toBeNull();
  });

  it('does not send news that is more than an hour old', async () => {
    const traveller = await loginTraveller(t, fx.cok.id);
    const text = `Stale news ${Date.now()}`;
    const notice = await recordNotice(t.db, { userId: traveller.user.id, orderId: null, title: 'Update', content: text });
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(t.clock.now().getTime() - 2 * 3_600_000) })
      .where(eq(notifications.id, notice.id));
    await deliverUnsentNotices({ ...t.deps });
    expect(t.messaging.sent.some((m) => m.text.includes(text))).toBe(false);
  });
});
