import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationStock, notifications, orders, products, refunds } from '../../db/schema.ts';
import { loginAs, loginWithRole } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { payForLines, travellerArriving } from '../../test/checkout-helpers.ts';
import { readEvents } from '../../test/event-stream.ts';
import { grantRole } from '../users/users.service.ts';
import { sendArrivalReminders } from './reminders.service.ts';
import { followFlights } from './flights.service.ts';
import { handleUncollectedOrders, uncollectedRefundKey } from './uncollected.service.ts';

const HOUR = 3_600_000;
let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let admin: Record<string, string>;
/** A staff login at the test clock's present: the clock moves days ahead, past earlier sessions' lifetime. */
async function staffLogin() {
  const s = await loginAs(t);
  await grantRole(t.db, s.phone, 'STAFF');
  return s.auth;
}
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  admin = (await loginWithRole(t, 'ADMIN')).auth;
});
afterAll(() => t.close());

/** A traveller with one paid order of `lines`, arriving `hoursAhead` from the test clock's now. */
async function paidTraveller(lines = [{ productId: fx.products.chocolate.id, quantity: 2 }], hoursAhead = 72) {
  const traveller = await travellerArriving(t, fx.cok.id, hoursAhead);
  const orderId = await payForLines(t, traveller.auth, lines);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return { ...traveller, orderId, order: order! };
}
const orderRow = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const sentTo = (phone: string, text: string) => t.messaging.sent.filter((m) => m.to === phone && m.text.includes(text));
const stockLeft = async (productId: number) =>
  (await t.db.select().from(locationStock).where(eq(locationStock.productId, productId))).find((r) => r.locationId === fx.cok.id)!
    .stocksLeft;

const everyDay = (opens: string, closes: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));
const cokCounter = {
  place: 'Arrivals hall, after customs, next to the currency exchange',
  mapUrl: 'https://maps.example.org/cok-counter',
  hours: everyDay('05:00', '23:00'),
  closures: [],
  cutoffHours: 24,
  uncollectedHours: 48,
};

describe('counters', () => {
  it('lets admins describe a counter, audited, and shows it to everyone; travellers cannot change it', async () => {
    const traveller = await loginAs(t);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/counters/${fx.cok.id}`,
      headers: traveller.auth,
      payload: cokCounter,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/counters/${fx.cok.id}`,
      headers: admin,
      payload: { ...cokCounter, hours: [{ weekday: 1, opens: '22:00', closes: '06:00' }], cutoffHours: 12 },
    });
    expect(bad.statusCode).toBe(400);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/counters/${fx.cok.id}`,
      headers: admin,
      payload: cokCounter,
    });
    expect(saved.statusCode).toBe(200);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/counters' })).json();
    expect(listed.map((c: { locationCode: string }) => c.locationCode)).toEqual(['COK', 'TRV']);
    expect(listed[0]).toMatchObject({ locationId: fx.cok.id, ...cokCounter });
    // An airport nobody described is open round the clock with the SPEC's cut-off.
    expect(listed[1]).toMatchObject({ cutoffHours: 24, uncollectedHours: 48, hours: everyDay('00:00', '24:00') });
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?page=0&size=5', headers: admin })).json();
    expect(JSON.stringify(audit)).toContain('counter.update');
  });

  it('refuses an arrival when the counter is closed, naming the next opening, and accepts it once open', async () => {
    const traveller = await loginAs(t);
    // 02:00 IST three days on: the counter opens at 05:00.
    const day = new Date(t.clock.now().getTime() + 72 * HOUR);
    const istDate = new Date(day.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const at = (time: string) => new Date(`${istDate}T${time}:00+05:30`).toISOString();
    const put = (arrivalDate: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/update',
        headers: traveller.auth,
        payload: { pickUpLocation: fx.cok.id, arrivalDate, name: 'A', email: 'a@example.com' },
      });
    const closed = await put(at('02:00'));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.message).toMatch(
      /^Our counter at Cochin International Airport \(COK\) is closed at .*02:00\. The next possible time is .*05:00\.$/,
    );
    expect(closed.json().error.details).toMatchObject({ fields: { arrivalDate: expect.any(String) }, nextPossible: at('05:00') });
    expect((await put(at('05:00'))).statusCode).toBe(200);
  });
});

describe('reminders', () => {
  it('sends the day-before and landing-day reminders once each, with the code and the counter', async () => {
    const { orderId, order, phone } = await paidTraveller();
    const arrival = order.arrivalAt.getTime();
    await sendArrivalReminders(t.deps);
    expect(sentTo(phone, ': you land')).toHaveLength(0);

    t.clock.set(new Date(arrival - 23 * HOUR));
    await sendArrivalReminders(t.deps);
    await sendArrivalReminders(t.deps);
    const tomorrow = sentTo(phone, `Order #${orderId}: you land tomorrow`);
    expect(tomorrow).toHaveLength(1);
    expect(tomorrow[0]!.text).toContain(`pickup code ${order.deliveryOtp}`);
    expect(tomorrow[0]!.text).toContain('Arrivals hall, after customs, next to the currency exchange (open 05:00–23:00)');

    t.clock.set(new Date(arrival - 2 * HOUR));
    await sendArrivalReminders(t.deps);
    await sendArrivalReminders(t.deps);
    expect(sentTo(phone, `Order #${orderId}: you land today`)).toHaveLength(1);
    expect(sentTo(phone, ': you land')).toHaveLength(2);
    const inApp = await t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    expect(inApp.filter((n) => n.title.includes('you land'))).toHaveLength(2);
  });
});

describe("I've landed", () => {
  it('is offered on the arrival day only, and reaches an open staff board within 2 seconds, listed first', async () => {
    const early = await paidTraveller([{ productId: fx.products.chocolate.id, quantity: 1 }], 30);
    const { orderId, order, auth } = await paidTraveller([{ productId: fx.products.chocolate.id, quantity: 1 }], 48);
    const landed = () => t.app.inject({ method: 'POST', url: `/api/orders/mine/${orderId}/landed`, headers: auth });

    const tooEarly = await landed();
    expect(tooEarly.statusCode).toBe(409);

    t.clock.set(new Date(order.arrivalAt.getTime() + 10 * 60_000));
    const staff = await staffLogin();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await readEvents(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, staff);
    try {
      const said = Date.now();
      const res = await landed();
      expect(res.statusCode).toBe(200);
      expect(res.json().landedAt).toBe(t.clock.now().toISOString());
      await stream.next((e) => e.orderId === orderId, 2000);
      expect(Date.now() - said).toBeLessThan(2000);
    } finally {
      stream.close();
    }
    // Saying it again changes nothing; the board lists it before an earlier pickup that has not landed.
    expect((await landed()).json().landedAt).toBe(t.clock.now().toISOString());
    const board = (await t.app.inject({ method: 'GET', url: '/api/orders/get-order?type=CONFIRMED', headers: staff })).json();
    const ids = board.map((o: { id: number }) => o.id);
    expect(ids.indexOf(orderId)).toBeLessThan(ids.indexOf(early.orderId));
    expect(board.find((o: { id: number }) => o.id === orderId)).toMatchObject({ landedAt: t.clock.now().toISOString() });
  });
});

describe('uncollected orders', () => {
  it('are listed for staff, reminded once, then cancelled, restocked and refunded exactly once', async () => {
    const before = await stockLeft(fx.products.plenty.id);
    const { orderId, order, phone } = await paidTraveller([
      { productId: fx.products.plenty.id, quantity: 3 },
      { productId: fx.products.chocolate.id, quantity: 1 },
    ]);
    expect(await stockLeft(fx.products.plenty.id)).toBe(before - 3);
    const arrival = order.arrivalAt.getTime();

    t.clock.set(new Date(arrival + 7 * HOUR));
    const staff = await staffLogin();
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/orders/uncollected?locationId=${fx.cok.id}`, headers: staff })
    ).json();
    expect(listed.find((o: { id: number }) => o.id === orderId)).toMatchObject({ uncollected: true, status: 'CONFIRMED' });

    t.clock.set(new Date(arrival + 25 * HOUR));
    await handleUncollectedOrders(t.deps);
    await handleUncollectedOrders(t.deps);
    expect(sentTo(phone, `Order #${orderId} is waiting for you`)).toHaveLength(1);
    expect((await orderRow(orderId)).status).toBe('CONFIRMED');

    t.clock.set(new Date(arrival + 48 * HOUR + 60_000));
    const [first, second] = [await handleUncollectedOrders(t.deps), await handleUncollectedOrders(t.deps)];
    expect(first.cancelled).toBeGreaterThanOrEqual(1);
    expect(second.cancelled).toBe(0);
    await t.deps.payments.sandbox?.settled();

    const after = await orderRow(orderId);
    expect(after).toMatchObject({ status: 'REFUNDED', paymentStatus: 'REFUNDED', refundedPaise: order.totalPaise });
    expect(await stockLeft(fx.products.plenty.id)).toBe(before);
    const rows = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, uncollectedRefundKey(orderId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaise: order.totalPaise, status: 'PROCESSED' });
    expect(sentTo(phone, `Order #${orderId} cancelled: not collected`)).toHaveLength(1);
  });

  it('leaves a handed-over order alone', async () => {
    const { orderId, order } = await paidTraveller([{ productId: fx.products.chocolate.id, quantity: 1 }]);
    const staff = await staffLogin();
    for (const status of ['ACCEPTED', 'PACKED']) {
      await t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}?Status=${status}`, headers: staff });
    }
    const handed = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}?Status=DELIVERED&otp=${order.deliveryOtp}`,
      headers: staff,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    t.clock.set(new Date(order.arrivalAt.getTime() + 72 * HOUR));
    await handleUncollectedOrders(t.deps);
    expect((await orderRow(orderId)).status).toBe('DELIVERED');
  });
});

describe('customs allowance', () => {
  it('warns, without blocking, once one arrival’s goods go over ₹50,000', async () => {
    const cart = async (auth: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/cart/CartDetails', headers: auth })).json().customsAllowance;
    const original = fx.products.chocolate.pricePaise;
    // ₹5,000 a box: ten boxes are exactly the allowance.
    await t.db.update(products).set({ pricePaise: 500_000 }).where(eq(products.id, fx.products.chocolate.id));
    try {
      const traveller = await travellerArriving(t, fx.cok.id);
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: traveller.auth,
        payload: { productId: fx.products.chocolate.id, quantity: 10 },
      });
      expect(await cart(traveller.auth)).toEqual({ allowance: 50_000, total: 50_000, otherOrders: 0, over: false });

      const orderId = await payForLines(t, traveller.auth, []);
      expect((await orderRow(orderId)).status).toBe('CONFIRMED');
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: traveller.auth,
        payload: { productId: fx.products.low.id, quantity: 1 },
      });
      expect(await cart(traveller.auth)).toEqual({ allowance: 50_000, total: 50_899.5, otherOrders: 50_000, over: true });
      // Over the allowance is a warning: the cart can still be paid.
      const payment = await t.app.inject({ method: 'GET', url: '/api/payment/create-payment', headers: traveller.auth });
      expect(payment.statusCode).toBe(200);
    } finally {
      await t.db.update(products).set({ pricePaise: original }).where(eq(products.id, fx.products.chocolate.id));
    }
  });
});

describe('flight-linked pickup', () => {
  it('finds a typed flight, keeps it on the order, and moves the pickup time when the flight is delayed', async () => {
    t.clock.set(new Date('2026-11-22T06:00:00Z'));
    const traveller = await loginAs(t);
    const lookup = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/flights/lookup?${query}`, headers: traveller.auth });
    expect((await lookup('flightNumber=hello&date=2026-11-26')).json().error.message).toBe('Enter a flight number like EK 532');
    expect((await lookup('flightNumber=ZZ9&date=2026-11-26')).statusCode).toBe(404);
    const found = await lookup('flightNumber=ek-0532&date=2026-11-26');
    expect(found.json()).toMatchObject({
      flightNumber: 'EK 532',
      destination: 'COK',
      locationId: fx.cok.id,
      scheduledArrival: '2026-11-26T03:15:00.000Z',
      terminal: 'T3',
    });

    const confirmed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: traveller.auth,
      payload: {
        pickUpLocation: fx.cok.id,
        arrivalDate: found.json().scheduledArrival,
        flightNumber: 'ek532',
        arrivalTerminal: 'T3',
        name: 'Flyer',
        email: 'flyer@example.com',
      },
    });
    expect(confirmed.json()).toMatchObject({ flightNumber: 'EK 532', arrivalTerminal: 'T3' });
    const orderId = await payForLines(t, traveller.auth, [{ productId: fx.products.chocolate.id, quantity: 1 }]);
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/mine/${orderId}`, headers: traveller.auth })).json();
    expect(order).toMatchObject({ flightNumber: 'EK 532', arrivalTerminal: 'T3', arrivalDateTime: '2026-11-26T03:15:00.000Z' });
    expect(order.counter.place).toBe(cokCounter.place);

    // More than a day ahead the flight is not watched yet.
    t.flights.setDelay('EK 532', '2026-11-26', 95);
    t.clock.set(new Date('2026-11-24T06:00:00Z'));
    expect(await followFlights(t.deps)).toBe(0);

    t.clock.set(new Date('2026-11-26T00:00:00Z'));
    expect(await followFlights(t.deps)).toBe(1);
    expect(await followFlights(t.deps)).toBe(0);
    const moved = (await t.app.inject({ method: 'GET', url: `/api/orders/mine/${orderId}`, headers: traveller.auth })).json();
    expect(moved).toMatchObject({ arrivalDateTime: '2026-11-26T04:50:00.000Z', scheduledArrival: '2026-11-26T03:15:00.000Z' });
    expect(sentTo(traveller.phone, 'Your flight EK 532 now lands at 10:20; your order will be ready then.')).toHaveLength(1);
    const staffBoard = (
      await t.app.inject({
        method: 'GET',
        url: '/api/orders/get-order?type=CONFIRMED&date=2026-11-26',
        headers: await staffLogin(),
      })
    ).json();
    expect(staffBoard.find((o: { id: number }) => o.id === orderId)).toMatchObject({
      pickupDateTime: '2026-11-26T04:50:00.000Z',
      flightNumber: 'EK 532',
    });

    // Once it has landed the flight is no longer asked about.
    t.clock.set(new Date('2026-11-26T05:00:00Z'));
    t.flights.setDelay('EK 532', '2026-11-26', 100);
    await followFlights(t.deps);
    expect((await orderRow(orderId)).flightStatus).toBe('LANDED');
  });
});
