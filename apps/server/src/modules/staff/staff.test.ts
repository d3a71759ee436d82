import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, orders, users } from '../../db/schema.ts';
import { payForLines, travellerArriving } from '../../test/checkout-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginWithRole } from '../../test/auth-helpers.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let staff: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  staff = (await loginWithRole(t, 'STAFF')).auth;
  admin = (await loginWithRole(t, 'ADMIN')).auth;
});
afterAll(() => t.close());

async function paidOrder() {
  const buyer = await travellerArriving(t, fx.cok.id, 50);
  const orderId = await payForLines(t, buyer.auth, [{ productId: fx.products.chocolate.id, quantity: 2 }]);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return { buyer, order: order! };
}

const move = (headers: Record<string, string>, orderId: number, status: string, otp?: string) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}?Status=${status}${otp ? `&otp=${otp}` : ''}`, headers });
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('staff pipeline', () => {
  it('is closed to travellers and to callers without a token', async () => {
    const { buyer, order } = await paidOrder();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/get-order?type=CONFIRMED', headers: buyer.auth })).statusCode,
    ).toBe(403);
    expect((await move(buyer.auth, order.id, 'ACCEPTED')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/get-order?type=CONFIRMED' })).statusCode).toBe(401);
  });

  it('lists new orders with real quantities and money, soonest pickup first, and never the pickup code', async () => {
    const { order, buyer } = await paidOrder();
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/get-order?type=CONFIRMED&q=${order.id}`, headers: staff });
    expect(res.statusCode).toBe(200);
    const [view] = res.json();
    expect(view).toMatchObject({
      id: order.id,
      status: 'CONFIRMED',
      customerPhone: buyer.phone,
      pickupLocation: 'Cochin International Airport (COK)',
      subtotal: 900,
      total: 900,
      products: [{ name: 'Dark Cocoa 70%', qty: 2, price: 450 }],
    });
    expect(JSON.stringify(view)).not.toContain(order.deliveryOtp!);
    const byPhone = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/get-order?type=CONFIRMED&q=${buyer.phone.slice(-6)}`,
        headers: staff,
      })
    ).json();
    expect(byPhone.map((o: { id: number }) => o.id)).toContain(order.id);
    const otherAirport = (
      await t.app.inject({ method: 'GET', url: `/api/orders/get-order?type=CONFIRMED&locationId=${fx.trv.id}`, headers: staff })
    ).json();
    expect(otherAirport).toEqual([]);
  });

  it('moves CONFIRMED → ACCEPTED → PACKED → DELIVERED with the right code, telling the customer each time', async () => {
    const { order, buyer } = await paidOrder();
    expect((await move(staff, order.id, 'ACCEPTED')).json().status).toBe('ACCEPTED');
    expect((await move(admin, order.id, 'PACKED')).json().status).toBe('PACKED');
    const delivered = await move(staff, order.id, 'DELIVERED', order.deliveryOtp!);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().status).toBe('DELIVERED');
    const titles = (await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id))).map((n) => n.title);
    expect(titles).toEqual([
      `Order #${order.id} confirmed`,
      `Order #${order.id} accepted`,
      `Order #${order.id} packed`,
      `Order #${order.id} collected`,
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    expect(audits.map((a) => a.after)).toEqual([{ status: 'ACCEPTED' }, { status: 'PACKED' }, { status: 'DELIVERED' }]);
  });

  it('answers 409 for any other move and changes nothing', async () => {
    const { order } = await paidOrder();
    for (const status of ['PACKED', 'DELIVERED', 'CONFIRMED', 'PAYMENT_PENDING', 'CANCELLED']) {
      const res = await move(staff, order.id, status, order.deliveryOtp!);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('INVALID_TRANSITION');
    }
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('CONFIRMED');
    expect((await move(staff, 999_999, 'ACCEPTED')).statusCode).toBe(404);
  });

  it('needs the pickup code to hand over, and locks after five wrong ones until an admin unlocks', async () => {
    const { order } = await paidOrder();
    await move(staff, order.id, 'ACCEPTED');
    await move(staff, order.id, 'PACKED');
    const missing = await move(staff, order.id, 'DELIVERED');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Enter the 6-digit pickup code');
    const first = await move(staff, order.id, 'DELIVERED', wrong(order.deliveryOtp!));
    expect(first.statusCode).toBe(400);
    expect(first.json().error.message).toBe('Wrong pickup code. 4 tries left.');
    for (let i = 0; i < 4; i++) await move(staff, order.id, 'DELIVERED', wrong(order.deliveryOtp!));
    const locked = await move(staff, order.id, 'DELIVERED', order.deliveryOtp!);
    expect(locked.statusCode).toBe(423);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/orders/${order.id}/unlock-handover`, headers: staff })).statusCode,
    ).toBe(403);
    const unlocked = await t.app.inject({ method: 'PUT', url: `/api/orders/${order.id}/unlock-handover`, headers: admin });
    expect(unlocked.json()).toEqual({ message: 'Hand-over unlocked' });
    expect((await move(staff, order.id, 'DELIVERED', order.deliveryOtp!)).statusCode).toBe(200);
  });

  it('moves an order once when two staff press Accept together', async () => {
    const { order, buyer } = await paidOrder();
    const results = await Promise.all([
      move(staff, order.id, 'ACCEPTED'),
      move(admin, order.id, 'ACCEPTED'),
      move(staff, order.id, 'ACCEPTED'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const accepted = (await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id))).filter((n) =>
      n.title.includes('accepted'),
    );
    expect(accepted).toHaveLength(1);
  });

  it('rejects malformed filters and statuses with 400', async () => {
    for (const url of [
      '/api/orders/get-order?type=NOPE',
      '/api/orders/get-order',
      '/api/orders/get-order?type=CONFIRMED&date=22-11-2026',
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/orders/1?Status=FLYING', headers: staff })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/orders/abc?Status=ACCEPTED', headers: staff })).statusCode).toBe(400);
  });
});

describe('staff lists at length', () => {
  const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/orders/get-order?${query}`, headers: staff });
  const idsOf = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }[]).map((order) => order.id);
  };

  /** Five delivered orders of customers named "Anu Pagewright", handed over in an order that is not their ids'. */
  async function deliveredPagewrights() {
    const handedOverHoursAgo = [30, 2, 50, 1, 9];
    const delivered: { id: number; deliveredAt: Date }[] = [];
    for (const hoursAgo of handedOverHoursAgo) {
      const { buyer, order } = await paidOrder();
      await t.db.update(users).set({ name: 'Anu Pagewright' }).where(eq(users.id, buyer.user.id));
      const deliveredAt = new Date(t.clock.now().getTime() - hoursAgo * 3_600_000);
      await t.db.update(orders).set({ status: 'DELIVERED', deliveredAt }).where(eq(orders.id, order.id));
      delivered.push({ id: order.id, deliveredAt });
    }
    return delivered.sort((a, b) => b.deliveredAt.getTime() - a.deliveredAt.getTime()).map((order) => order.id);
  }

  it('reads a tab a page at a time, delivered orders latest hand-over first', async () => {
    const latestFirst = await deliveredPagewrights();
    const tab = 'type=DELIVERED&q=pagewright';
    expect(await idsOf(tab)).toEqual(latestFirst);
    const pages = [];
    for (let page = 0; page < 3; page += 1) pages.push(await idsOf(`${tab}&size=2&page=${page}`));
    expect(pages).toEqual([latestFirst.slice(0, 2), latestFirst.slice(2, 4), latestFirst.slice(4)]);
    expect(await idsOf(`${tab}&size=2&page=3`)).toEqual([]);

    for (const query of ['size=0', 'size=51', 'page=-1', 'size=two']) {
      expect((await list(`${tab}&${query}`)).statusCode, query).toBe(400);
    }
  });

  it('finds orders by words of the customer’s name, in any case, taking "%" and "_" as written', async () => {
    const { buyer, order } = await paidOrder();
    await t.db.update(users).set({ name: 'Meera Kunjappan' }).where(eq(users.id, buyer.user.id));
    for (const q of ['kunjappan', 'MEERA', 'kunj meer']) expect(await idsOf(`type=CONFIRMED&q=${q}`), q).toEqual([order.id]);
    for (const q of ['kunjappan nair', 'meera_kunjappan', 'meera%25kunjappan', '%25']) {
      expect(await idsOf(`type=CONFIRMED&q=${q}`), q).toEqual([]);
    }
    // Letters beyond ASCII fold too, on both databases.
    const accented = await paidOrder();
    await t.db.update(users).set({ name: 'Élise Kurian' }).where(eq(users.id, accented.buyer.user.id));
    for (const q of ['élise', 'ÉLISE', 'éLISE KURIAN']) {
      expect(await idsOf(`type=CONFIRMED&q=${encodeURIComponent(q)}`), q).toEqual([accented.order.id]);
    }
  });

  it('answers one order on the board, for the summary to follow it off its page', async () => {
    const { buyer, order } = await paidOrder();
    const one = (headers: Record<string, string>, id: number | string = order.id) =>
      t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers });
    expect((await one(staff)).json()).toMatchObject({ id: order.id, status: 'CONFIRMED', customerPhone: buyer.phone });
    expect((await move(staff, order.id, 'ACCEPTED')).statusCode).toBe(200);
    expect((await one(admin)).json()).toMatchObject({ id: order.id, status: 'ACCEPTED' });
    expect((await one(staff)).body).not.toContain(order.deliveryOtp!);
    expect((await one(buyer.auth)).statusCode).toBe(403);
    expect((await one(staff, 999_999)).statusCode).toBe(404);
    // An order not yet paid is not on the board.
    await t.db.update(orders).set({ status: 'PAYMENT_PENDING' }).where(eq(orders.id, order.id));
    expect((await one(staff)).statusCode).toBe(404);
    expect((await one(staff, 'abc')).statusCode).toBe(400);
  });
});
