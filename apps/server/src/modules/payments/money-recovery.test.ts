import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationStock, notifications, orderItems, orders, refunds, users } from '../../db/schema.ts';
import { signCheckout, signWebhook } from '../../providers/payments/signatures.ts';
import { loginAs, loginTraveller } from '../../test/auth-helpers.ts';
import { buildRazorpayTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import type { FakeRazorpay } from '../../test/fakes/fake-razorpay-server.ts';
import { createProduct } from '../../seed/factories.ts';
import { serviceDepsOf } from '../../http/service-deps.ts';
import { runDueRefunds, runRefund } from '../refunds/refunds.service.ts';
import { grantRole } from '../users/users.service.ts';
import { expireHolds } from './holds.service.ts';
import { reconcilePayments } from './reconciliation.service.ts';

// Money the provider took must end as a confirmed order or a processed refund, whichever callback
// was lost. These run against a local Razorpay that answers as Razorpay documents.

const keys = {
  keyId: 'rzp_test_recovery',
  keySecret: 'razorpay-key-secret-for-recovery',
  webhookSecret: 'webhook-secret-for-recovery',
};
let razorpay: Awaited<ReturnType<typeof buildRazorpayTestApp>>;
let fake: FakeRazorpay;
let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let staff: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  razorpay = await buildRazorpayTestApp(keys);
  ({ t, fake } = razorpay);
  fx = await createCatalogueFixture(t.db);
  admin = await loginAs(t);
  await grantRole(t.db, admin.phone, 'ADMIN');
  staff = await loginAs(t);
  await grantRole(t.db, staff.phone, 'STAFF');
});
afterAll(() => razorpay.close());

const work = () => serviceDepsOf(t.app, t.deps);
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundCalls = (paymentId: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`);
const stockOf = async (productId: number) =>
  (await t.db.select().from(locationStock).where(eq(locationStock.productId, productId))).find(
    (row) => row.locationId === fx.cok.id,
  )!.stocksLeft;

/** A traveller with `productId` in the cart and a provider order opened for it; neither verify nor webhook follows. */
async function openCheckout(productId = fx.products.plenty.id, quantity = 1) {
  const buyer = await loginTraveller(t, fx.cok.id);
  const arrival = new Date(t.clock.now().getTime() + 48 * 3_600_000);
  await t.db.update(users).set({ arrivalAt: arrival }).where(eq(users.id, buyer.user.id));
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: buyer.auth,
    payload: { productId, quantity },
  });
  expect(added.statusCode).toBe(200);
  const created = await t.app.inject({ method: 'GET', url: '/api/payment/create-payment', headers: buyer.auth });
  expect(created.statusCode).toBe(200);
  const payment = created.json() as { id: string; orderId: number; amount: number };
  const verify = (paymentId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/verify/create-order',
      headers: buyer.auth,
      payload: {
        razorpayOrderId: payment.id,
        razorpayPaymentId: paymentId,
        signature: signCheckout(keys.keySecret, payment.id, paymentId),
        amount: payment.amount,
        currency: 'INR',
        locationId: fx.cok.id,
        arrivalTime: arrival.toISOString(),
      },
    });
  return { buyer, payment, verify };
}

/** A product with `units` on the shelf at COK only. */
async function scarceProduct(units: number) {
  const { product } = await createProduct(t.db, {
    name: `Limited ${Math.random().toString(36).slice(2, 8)}`,
    pricePaise: 120_000,
    categoryIds: [fx.perfumes.id],
    stock: [{ locationId: fx.cok.id, stocksLeft: units }],
  });
  return product;
}

describe('reconciliation with the provider', () => {
  it('confirms an order whose captured payment no callback reported', async () => {
    const { payment } = await openCheckout();
    fake.payOrder(payment.id, 'captured');
    expect((await orderRow(payment.orderId)).status).toBe('PAYMENT_PENDING');

    const report = await reconcilePayments(work());
    expect(report.applied).toBeGreaterThanOrEqual(1);
    const order = await orderRow(payment.orderId);
    expect(order).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'SUCCESS' });
    expect(order.deliveryOtp).toMatch(/^\d{6}$/);
    // Asking again changes nothing: the order is no longer in doubt.
    await reconcilePayments(work());
    expect((await orderRow(payment.orderId)).status).toBe('CONFIRMED');
  });

  it('captures an authorised payment it finds, then confirms', async () => {
    const { payment } = await openCheckout();
    const paid = fake.payOrder(payment.id, 'authorized');
    await reconcilePayments(work());
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/payments/${paid.id}/capture`)).toBe(true);
    expect(fake.state.payments.get(paid.id)!.status).toBe('captured');
    expect((await orderRow(payment.orderId)).status).toBe('CONFIRMED');
  });

  it('confirms a payment found after the hold lapsed while the stock is still there', async () => {
    const product = await scarceProduct(3);
    const { payment } = await openCheckout(product.id);
    t.clock.advance(16 * 60_000);
    await expireHolds(t.deps);
    expect((await orderRow(payment.orderId)).status).toBe('EXPIRED');
    expect(await stockOf(product.id)).toBe(3);

    fake.payOrder(payment.id, 'captured');
    await reconcilePayments(work());
    expect((await orderRow(payment.orderId)).status).toBe('CONFIRMED');
    expect(await stockOf(product.id)).toBe(2);
  });

  it('refunds in full a payment found after the hold lapsed and the stock sold, and tells the traveller', async () => {
    const product = await scarceProduct(1);
    const late = await openCheckout(product.id);
    t.clock.advance(16 * 60_000);
    await expireHolds(t.deps);
    // Someone else buys the last unit meanwhile.
    const other = await openCheckout(product.id);
    const otherPaid = fake.payOrder(other.payment.id, 'captured');
    expect((await other.verify(otherPaid.id)).statusCode).toBe(200);

    const latePaid = fake.payOrder(late.payment.id, 'captured');
    await reconcilePayments(work());

    const order = await orderRow(late.payment.orderId);
    expect(order).toMatchObject({ status: 'REFUNDED', paymentStatus: 'REFUNDED', refundedPaise: 120_000 });
    expect(refundCalls(latePaid.id)).toHaveLength(1);
    expect(fake.state.payments.get(latePaid.id)).toMatchObject({ status: 'refunded', amount_refunded: 120_000 });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.providerPaymentId, latePaid.id));
    expect(row).toMatchObject({ status: 'PROCESSED', amountPaise: 120_000 });
    // No stock was taken for the refunded order, none lost either.
    expect(await stockOf(product.id)).toBe(0);
    const notices = await t.db.select().from(notifications).where(eq(notifications.orderId, late.payment.orderId));
    expect(notices.map((n) => n.title)).toEqual(
      expect.arrayContaining([`Order #${order.id} is being refunded`, `Order #${order.id} refunded`]),
    );
  });

  it('takes back no stock from a partial late re-take when one line is gone', async () => {
    const plentiful = await scarceProduct(5);
    const scarce = await scarceProduct(1);
    const buyer = await loginTraveller(t, fx.cok.id);
    const arrival = new Date(t.clock.now().getTime() + 48 * 3_600_000);
    await t.db.update(users).set({ arrivalAt: arrival }).where(eq(users.id, buyer.user.id));
    for (const productId of [plentiful.id, scarce.id]) {
      await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: buyer.auth, payload: { productId, quantity: 1 } });
    }
    const payment = (await t.app.inject({ method: 'GET', url: '/api/payment/create-payment', headers: buyer.auth })).json();
    t.clock.advance(16 * 60_000);
    await expireHolds(t.deps);
    const other = await openCheckout(scarce.id);
    fake.payOrder(other.payment.id, 'captured');
    await reconcilePayments(work());

    fake.payOrder(payment.id, 'captured');
    await reconcilePayments(work());
    expect((await orderRow(payment.orderId)).status).toBe('REFUNDED');
    expect(await stockOf(plentiful.id)).toBe(5);
    expect(await stockOf(scarce.id)).toBe(0);
  });

  it('leaves an order whose provider cannot be reached for the next run, and still checks the others', async () => {
    // Everything earlier is checked now, so these two come first, in order.
    await reconcilePayments(work());
    const first = await openCheckout();
    const second = await openCheckout();
    fake.payOrder(first.payment.id, 'captured');
    fake.payOrder(second.payment.id, 'captured');
    fake.script({ status: 503 });
    await reconcilePayments(work());
    expect((await orderRow(first.payment.orderId)).status).toBe('PAYMENT_PENDING');
    expect((await orderRow(second.payment.orderId)).status).toBe('CONFIRMED');
    await reconcilePayments(work());
    expect((await orderRow(first.payment.orderId)).status).toBe('CONFIRMED');
  });
});

describe('refunds until the provider processes them', () => {
  async function paidOrder() {
    const session = await openCheckout();
    const paid = fake.payOrder(session.payment.id, 'captured');
    expect((await session.verify(paid.id)).statusCode).toBe(200);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, session.payment.orderId));
    return { ...session, paid, item: item! };
  }
  const markUnavailable = (orderId: number, itemId: number) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/items/${itemId}/unavailable`, headers: staff.auth });

  it('retries a refund the provider failed twice, with the same key, and refunds once', async () => {
    const { payment, paid, item } = await paidOrder();
    fake.script({ status: 500 });
    expect((await markUnavailable(payment.orderId, item.id)).statusCode).toBe(200);
    // The order is being refunded; it does not claim REFUNDED before the provider says so.
    expect(await orderRow(payment.orderId)).toMatchObject({ status: 'REFUNDING', paymentStatus: 'REFUND_PENDING' });
    const [first] = await t.db.select().from(refunds).where(eq(refunds.orderItemId, item.id));
    expect(first).toMatchObject({ status: 'REQUESTED', attempts: 1 });
    expect(first!.lastError).toMatch(/server encountered an error/);

    // Not due yet: the job leaves it alone.
    await runDueRefunds(work());
    expect(refundCalls(paid.id)).toHaveLength(1);

    fake.script({ status: 500 });
    t.clock.advance(31_000);
    await runDueRefunds(work());
    expect(refundCalls(paid.id)).toHaveLength(2);
    t.clock.advance(61_000);
    await runDueRefunds(work());

    const calls = refundCalls(paid.id);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.headers['x-refund-idempotency'])).size).toBe(1);
    expect([...fake.state.refunds.values()].filter((r) => r.payment_id === paid.id)).toHaveLength(1);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderItemId, item.id));
    expect(row).toMatchObject({ status: 'PROCESSED', attempts: 3, lastError: null });
    expect(await orderRow(payment.orderId)).toMatchObject({ status: 'REFUNDED', paymentStatus: 'REFUNDED' });
  });

  it('refunds once when two instances attempt the same refund at the same moment', async () => {
    const { payment, paid, item } = await paidOrder();
    fake.script({ status: 500 });
    await markUnavailable(payment.orderId, item.id);
    t.clock.advance(31_000);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderItemId, item.id));
    await Promise.all([runRefund(work(), row!.idempotencyKey), runRefund(work(), row!.idempotencyKey)]);
    expect(refundCalls(paid.id)).toHaveLength(2);
    expect([...fake.state.refunds.values()].filter((r) => r.payment_id === paid.id)).toHaveLength(1);
  });

  it('shows a refund the provider refuses for good to admins, who can retry it', async () => {
    const { payment, paid, item } = await paidOrder();
    fake.script({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment is too old to refund' } } });
    await markUnavailable(payment.orderId, item.id);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderItemId, item.id));
    expect(row).toMatchObject({ status: 'FAILED', lastError: 'The payment is too old to refund' });
    // The job does not hammer a refusal.
    t.clock.advance(10 * 60_000);
    await runDueRefunds(work());
    expect(refundCalls(paid.id)).toHaveLength(1);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/refunds', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().failed).toBeGreaterThanOrEqual(1);
    expect(list.json().refunds[0]).toMatchObject({
      id: row!.id,
      orderId: payment.orderId,
      amount: 2499,
      status: 'FAILED',
      lastError: 'The payment is too old to refund',
    });
    for (const caller of [staff, await loginTraveller(t, fx.cok.id)]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/refunds', headers: caller.auth })).statusCode).toBe(403);
    }

    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/refunds/${row!.id}/retry`, headers: admin.auth });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'PROCESSED', attempts: 1 });
    expect(refundCalls(paid.id)).toHaveLength(2);
    expect(await orderRow(payment.orderId)).toMatchObject({ status: 'REFUNDED', paymentStatus: 'REFUNDED' });
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/refunds/${row!.id}/retry`, headers: admin.auth });
    expect(again.statusCode).toBe(409);
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/refunds', headers: admin.auth })).json();
    expect(after.refunds.some((r: { id: number }) => r.id === row!.id)).toBe(false);
  });

  it('refunds a second captured payment for an order already paid, leaving the order as it is', async () => {
    const { payment, paid } = await paidOrder();
    // A late-authorised second attempt on the same provider order, captured by the bank afterwards.
    const second = { ...fake.state.payments.get(paid.id)!, id: `pay_second${payment.orderId}x` };
    fake.state.payments.set(second.id, second);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: second.id, order_id: payment.id, amount: second.amount, currency: 'INR' } } },
    });
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(keys.webhookSecret, body),
          'x-razorpay-event-id': `evt_second_${second.id}`,
        },
      });
    expect((await deliver()).statusCode).toBe(200);
    expect((await deliver()).json()).toEqual({ status: 'duplicate' });
    expect(refundCalls(second.id)).toHaveLength(1);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.providerPaymentId, second.id));
    expect(row).toMatchObject({ status: 'PROCESSED', settlesOrder: false });
    expect(await orderRow(payment.orderId)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'SUCCESS', refundedPaise: 0 });
  });
});
