import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, refunds, users } from '../../db/schema.ts';
import { buildRazorpayTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAs, loginTraveller } from '../../test/auth-helpers.ts';
import { grantRole } from '../users/users.service.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import type { FakeRazorpay } from '../../test/fakes/fake-razorpay-server.ts';
import { signCheckout } from '../../providers/payments/signatures.ts';

const keys = { keyId: 'rzp_test_abc123', keySecret: 'razorpay-key-secret-for-tests', webhookSecret: 'webhook-secret-for-tests' };
let razorpay: Awaited<ReturnType<typeof buildRazorpayTestApp>>;
let fake: FakeRazorpay;
let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;

beforeAll(async () => {
  razorpay = await buildRazorpayTestApp(keys);
  ({ t, fake } = razorpay);
  fx = await createCatalogueFixture(t.db);
});
afterAll(() => razorpay.close());

async function checkout() {
  const buyer = await loginTraveller(t, fx.cok.id);
  const arrival = new Date(t.clock.now().getTime() + 48 * 3_600_000);
  await t.db.update(users).set({ arrivalAt: arrival }).where(eq(users.id, buyer.user.id));
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: buyer.auth,
    payload: { productId: fx.products.plenty.id, quantity: 1 },
  });
  const payment = (await t.app.inject({ method: 'GET', url: '/api/payment/create-payment', headers: buyer.auth })).json();
  const body = (paymentId: string) => ({
    razorpayOrderId: payment.id,
    razorpayPaymentId: paymentId,
    signature: signCheckout(keys.keySecret, payment.id, paymentId),
    amount: payment.amount,
    currency: 'INR',
    locationId: fx.cok.id,
    arrivalTime: arrival.toISOString(),
  });
  const verify = (paymentId: string) =>
    t.app.inject({ method: 'POST', url: '/api/payment/verify/create-order', headers: buyer.auth, payload: body(paymentId) });
  return { buyer, payment, verify };
}

describe('checkout in razorpay mode', () => {
  it('opens the order at Razorpay with our receipt and the server price', async () => {
    const { payment } = await checkout();
    expect(payment.keyId).toBe(keys.keyId);
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/orders');
    expect(created?.body).toMatchObject({ amount: 249_900, currency: 'INR', receipt: `order_${payment.orderId}` });
  });

  it('fetches the payment before confirming, and captures an authorised one', async () => {
    const { payment, verify } = await checkout();
    const paid = fake.payOrder(payment.id, 'authorized');
    const res = await verify(paid.id);
    expect(res.statusCode).toBe(200);
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/payments/${paid.id}/capture`)).toBe(true);
    expect((await t.db.select().from(orders).where(eq(orders.id, payment.orderId)))[0]!.status).toBe('CONFIRMED');
  });

  it('confirms nothing for a failed payment even with a valid signature', async () => {
    const { payment, verify } = await checkout();
    const failed = fake.payOrder(payment.id, 'failed');
    const res = await verify(failed.id);
    expect(res.statusCode).toBe(400);
    expect((await t.db.select().from(orders).where(eq(orders.id, payment.orderId)))[0]!.status).toBe('PAYMENT_PENDING');
  });

  it("confirms nothing for a payment of another order signed as this one's", async () => {
    const first = await checkout();
    const second = await checkout();
    const otherPayment = fake.payOrder(second.payment.id, 'captured');
    const res = await first.verify(otherPayment.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The payment does not match the order');
  });

  it('holds nothing when Razorpay cannot open the order', async () => {
    fake.script({ status: 500 });
    const buyer = await loginTraveller(t, fx.cok.id);
    await t.db
      .update(users)
      .set({ arrivalAt: new Date(t.clock.now().getTime() + 48 * 3_600_000) })
      .where(eq(users.id, buyer.user.id));
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: buyer.auth,
      payload: { productId: fx.products.chocolate.id, quantity: 1 },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/create-payment', headers: buyer.auth });
    expect(res.statusCode).toBe(503);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
    expect(mine.map((o) => o.status)).toEqual(['EXPIRED']);
  });

  it('refunds an unavailable line at Razorpay with exactly one refund call', async () => {
    const staff = await loginAs(t);
    await grantRole(t.db, staff.phone, 'STAFF');
    const { payment, verify } = await checkout();
    const paid = fake.payOrder(payment.id, 'captured');
    expect((await verify(paid.id)).statusCode).toBe(200);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, payment.orderId));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${payment.orderId}/items/${item!.id}/unavailable`,
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(200);
    const refundCalls = fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paid.id}/refund`);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.body).toMatchObject({ amount: 249_900 });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderItemId, item!.id));
    expect(row).toMatchObject({ status: 'PROCESSED' });
    expect(row!.providerRefundId).toMatch(/^rfnd_/);
  });
});
