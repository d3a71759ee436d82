import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { loginWithRole } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { payForLines, travellerArriving } from '../../test/checkout-helpers.ts';

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

async function paidOrder(locationId: number, hoursAhead = 50) {
  const buyer = await travellerArriving(t, locationId, hoursAhead);
  const orderId = await payForLines(t, buyer.auth, [{ productId: fx.products.chocolate.id, quantity: 1 }]);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return { buyer, order: order! };
}

const counts = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/orders/counts${query}`, headers });
const move = (orderId: number, status: string) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}?Status=${status}`, headers: staff });
const istDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

describe('staff tab counts', () => {
  it('answers staff and admins, and refuses travellers and callers without a token', async () => {
    const { buyer } = await paidOrder(fx.cok.id);
    expect((await counts(staff)).statusCode).toBe(200);
    expect((await counts(admin)).statusCode).toBe(200);
    const traveller = await counts(buyer.auth);
    expect(traveller.statusCode).toBe(403);
    expect(traveller.json().error.code).toBe('FORBIDDEN');
    expect((await counts({})).statusCode).toBe(401);
  });

  it('counts every tab, zero included, and follows an order along the pipeline', async () => {
    const before = (await counts(staff)).json();
    expect(Object.keys(before).sort()).toEqual(['ACCEPTED', 'CONFIRMED', 'DELIVERED', 'PACKED']);

    const { order } = await paidOrder(fx.cok.id);
    await paidOrder(fx.cok.id);
    expect((await counts(staff)).json()).toEqual({ ...before, CONFIRMED: before.CONFIRMED + 2 });

    expect((await move(order.id, 'ACCEPTED')).statusCode).toBe(200);
    expect((await move(order.id, 'PACKED')).statusCode).toBe(200);
    expect((await counts(staff)).json()).toEqual({ ...before, CONFIRMED: before.CONFIRMED + 1, PACKED: before.PACKED + 1 });
  });

  it('takes the lists’ airport and pickup-day (IST) filters, and matches what the lists hold', async () => {
    const { order } = await paidOrder(fx.trv.id, 200);
    const day = istDay(order.arrivalAt);
    const filtered = (await counts(staff, `?locationId=${fx.trv.id}&date=${day}`)).json();
    expect(filtered).toEqual({ CONFIRMED: 1, ACCEPTED: 0, PACKED: 0, DELIVERED: 0 });

    for (const status of ['CONFIRMED', 'ACCEPTED', 'PACKED', 'DELIVERED'] as const) {
      const list = await t.app.inject({ method: 'GET', url: `/api/orders/get-order?type=${status}`, headers: staff });
      expect(list.json()).toHaveLength((await counts(staff)).json()[status]);
    }

    const nextDay = istDay(new Date(order.arrivalAt.getTime() + 24 * 3_600_000));
    expect((await counts(staff, `?locationId=${fx.trv.id}&date=${nextDay}`)).json().CONFIRMED).toBe(0);
    expect((await counts(staff, '?date=not-a-day')).statusCode).toBe(400);
  });
});
