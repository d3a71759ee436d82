import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItems, locationStock, notifications, orders, payments, refunds, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginTraveller } from '../../test/auth-helpers.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { createProduct } from '../../seed/factories.ts';
import type { SandboxControls } from '../../providers/payments/payments.ts';
import { signWebhook } from '../../providers/payments/signatures.ts';
import { createSandboxPayments } from '../../providers/payments/sandbox.ts';
import { confirmPaidOrder } from './confirmation.service.ts';
import { expireHolds } from './holds.service.ts';
import { reconcilePayments } from './reconciliation.service.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let sandbox: SandboxControls;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  sandbox = t.deps.payments.sandbox!;
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function travellerWithCart(lines: { productId: number; quantity: number }[], locationId = fx.cok.id) {
  const session = await loginTraveller(t, locationId);
  const arrival = new Date(t.clock.now().getTime() + 48 * 3_600_000);
  await t.db.update(users).set({ arrivalAt: arrival }).where(eq(users.id, session.user.id));
  for (const line of lines) {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: session.auth, payload: line });
    expect(res.statusCode).toBe(200);
  }
  return { ...session, arrival, locationId };
}

const createPayment = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/payment/create-payment', headers });
const complete = (headers: Headers, razorpayOrderId: string, outcome: 'success' | 'failure' = 'success') =>
  t.app.inject({ method: 'POST', url: '/api/payment/sandbox/complete', headers, payload: { razorpayOrderId, outcome } });

function verifyBody(buyer: Awaited<ReturnType<typeof travellerWithCart>>, payment: any, handler: any, overrides: object = {}) {
  return {
    razorpayOrderId: handler.razorpay_order_id,
    razorpayPaymentId: handler.razorpay_payment_id,
    signature: handler.razorpay_signature,
    amount: payment.amount,
    currency: 'INR',
    userId: buyer.user.id,
    locationId: buyer.locationId,
    arrivalTime: buyer.arrival.toISOString(),
    ...overrides,
  };
}
const verify = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payment/verify/create-order', headers, payload });

const stockOf = async (productId: number, locationId = fx.cok.id) => {
  const [row] = await t.db
    .select()
    .from(locationStock)
    .where(and(eq(locationStock.productId, productId), eq(locationStock.locationId, locationId)));
  return row!;
};
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** Pays through the sandbox without letting its webhook arrive first. */
async function payAndVerify(buyer: Awaited<ReturnType<typeof travellerWithCart>>) {
  const payment = (await createPayment(buyer.auth)).json();
  const handler = (await complete(buyer.auth, payment.id)).json();
  const res = await verify(buyer.auth, verifyBody(buyer, payment, handler));
  return { payment, handler, res };
}

describe('GET /api/payment/create-payment', () => {
  it('holds nothing above the caps: 10 of one product, 30 units an order', async () => {
    const shelf = await Promise.all(
      [1, 2, 3, 4].map(
        async (n) =>
          (
            await createProduct(t.db, {
              name: `Capped ${n}`,
              pricePaise: 10_000,
              categoryIds: [fx.perfumes.id],
              stock: [{ locationId: fx.cok.id, stocksLeft: 50 }],
            })
          ).product,
      ),
    );
    const buyer = await travellerWithCart(shelf.map((p) => ({ productId: p.id, quantity: 8 })));
    const tooMany = await createPayment(buyer.auth);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('At most 30 items per order; this cart has 32');

    // A line saved before the cap existed is refused too.
    const [first] = await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id)).orderBy(cartItems.id);
    await t.db.delete(cartItems).where(and(eq(cartItems.userId, buyer.user.id), ne(cartItems.id, first!.id)));
    await t.db.update(cartItems).set({ quantity: 11 }).where(eq(cartItems.id, first!.id));
    const overLine = await createPayment(buyer.auth);
    expect(overLine.statusCode).toBe(400);
    expect(overLine.json().error.message).toBe('Capped 1: At most 10 of one product per order');
    expect((await stockOf(shelf[0]!.id)).stocksLeft).toBe(50);
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).toHaveLength(0);
  });

  it('prices the cart on the server and holds the stock for 15 minutes', async () => {
    const before = await stockOf(fx.products.plenty.id);
    const buyer = await travellerWithCart([
      { productId: fx.products.plenty.id, quantity: 2 },
      { productId: fx.products.chocolate.id, quantity: 1 },
    ]);
    const res = await createPayment(buyer.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ amount: 2 * 249_900 + 45_000, currency: 'INR', keyId: 'rzp_test_sandbox' });
    expect(body.id).toMatch(/^order_/);
    expect(new Date(body.holdExpiresAt).getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
    expect((await stockOf(fx.products.plenty.id)).stocksLeft).toBe(before.stocksLeft - 2);
    expect((await orderRow(body.orderId)).status).toBe('PAYMENT_PENDING');
  });

  it('answers the same pending payment for the same cart, and re-holds for a changed one', async () => {
    const buyer = await travellerWithCart([{ productId: fx.products.chocolate.id, quantity: 1 }]);
    const before = (await stockOf(fx.products.chocolate.id)).stocksLeft;
    const first = (await createPayment(buyer.auth)).json();
    const again = (await createPayment(buyer.auth)).json();
    expect(again.id).toBe(first.id);
    expect(again.orderId).toBe(first.orderId);
    expect((await stockOf(fx.products.chocolate.id)).stocksLeft).toBe(before - 1);

    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: buyer.auth,
      payload: { productId: fx.products.chocolate.id, quantity: 1 },
    });
    const changed = (await createPayment(buyer.auth)).json();
    expect(changed.orderId).not.toBe(first.orderId);
    expect((await orderRow(first.orderId)).status).toBe('EXPIRED');
    expect((await stockOf(fx.products.chocolate.id)).stocksLeft).toBe(before - 2);
  });

  it.each([
    ['an empty cart', async () => travellerWithCart([]), 400, 'Cart is empty'],
    [
      'no pickup airport',
      async () => {
        const b = await travellerWithCart([{ productId: fx.products.plenty.id, quantity: 1 }]);
        await t.db.update(users).set({ pickupLocationId: null }).where(eq(users.id, b.user.id));
        return b;
      },
      400,
      'User not logged in or pickup location not set',
    ],
    [
      'an arrival less than 24 hours ahead',
      async () => {
        const b = await travellerWithCart([{ productId: fx.products.plenty.id, quantity: 1 }]);
        await t.db
          .update(users)
          .set({ arrivalAt: new Date(t.clock.now().getTime() + 3_600_000) })
          .where(eq(users.id, b.user.id));
        return b;
      },
      400,
      'Please select a time at least 24 hours from now',
    ],
    [
      'a line no longer available',
      async () => {
        const b = await travellerWithCart([{ productId: fx.products.low.id, quantity: 5 }]);
        await t.db
          .update(locationStock)
          .set({ stocksLeft: 3 })
          .where(and(eq(locationStock.productId, fx.products.low.id), eq(locationStock.locationId, fx.cok.id)));
        return b;
      },
      409,
      'Rose Attar 12 ml: Only 3 left at COK',
    ],
  ])('refuses %s and holds nothing', async (_label, setup, status, message) => {
    const buyer = await setup();
    const pendingBefore = await t.db.select().from(orders).where(eq(orders.status, 'PAYMENT_PENDING'));
    const res = await createPayment(buyer.auth);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    const pendingAfter = await t.db.select().from(orders).where(eq(orders.status, 'PAYMENT_PENDING'));
    expect(pendingAfter.length).toBe(pendingBefore.length);
    await t.db
      .update(locationStock)
      .set({ stocksLeft: 5 })
      .where(and(eq(locationStock.productId, fx.products.low.id), eq(locationStock.locationId, fx.cok.id)));
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/create-payment' })).statusCode).toBe(401);
  });
});

describe('POST /api/payment/verify/create-order', () => {
  it('confirms the order: pickup code, cart emptied, received orders counted, customer told', async () => {
    const buyer = await travellerWithCart([{ productId: fx.products.chocolate.id, quantity: 3 }]);
    const received = (await stockOf(fx.products.chocolate.id)).receivedOrders;
    const { res, payment } = await payAndVerify(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Payment successful', orderId: payment.orderId });
    const order = await orderRow(payment.orderId);
    expect(order).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'SUCCESS' });
    expect(order.deliveryOtp).toMatch(/^\d{6}$/);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toEqual([]);
    expect((await stockOf(fx.products.chocolate.id)).receivedOrders).toBe(received + 3);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(notes.map((n) => n.title)).toEqual([`Order #${payment.orderId} confirmed`]);
    // When the sandbox's webhook confirmed first, verify answers from the books while the webhook's
    // request may still be sending the message.
    await sandbox.settled();
    expect(t.messaging.sent.some((m) => m.to === buyer.phone && m.text.includes(order.deliveryOtp!))).toBe(true);
  });

  it('answers a replay with the same order and confirms once', async () => {
    const buyer = await travellerWithCart([{ productId: fx.products.plenty.id, quantity: 1 }]);
    const { payment, handler } = await payAndVerify(buyer);
    const otp = (await orderRow(payment.orderId)).deliveryOtp;
    const replay = await verify(buyer.auth, verifyBody(buyer, payment, handler));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().orderId).toBe(payment.orderId);
    expect((await orderRow(payment.orderId)).deliveryOtp).toBe(otp);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(notes).toHaveLength(1);
    await sandbox.settled();
  });

  it('rejects a bad signature and confirms nothing', async () => {
    const buyer = await travellerWithCart([{ productId: fx.products.plenty.id, quantity: 1 }]);
    sandbox.setWebhookDispatcher(async () => undefined);
    const payment = (await createPayment(buyer.auth)).json();
    const handler = (await complete(buyer.auth, payment.id)).json();
    const forged = handler.razorpay_signature.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a'));
    const res = await verify(buyer.auth, verifyBody(buyer, payment, handler, { signature: forged }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'PAYMENT_FAILED', message: 'Payment could not be verified' });
    expect((await orderRow(payment.orderId)).status).toBe('PAYMENT_PENDING');
    restoreDispatcher();
  });

  it.each([
    ['amount', { amount: 1 }],
    ['currency', { currency: 'USD' }],
    ['user', { userId: 999_999 }],
    ['pickup location', { locationId: 999_999 }],
    ['arrival time', { arrivalTime: '2030-01-01T00:00:00.000Z' }],
  ])('rejects a tampered %s', async (what, tampered) => {
    const buyer = await travellerWithCart([{ productId: fx.products.plenty.id, quantity: 1 }]);
    sandbox.setWebhookDispatcher(async () => undefined);
    const payment = (await createPayment(buyer.auth)).json();
    const handler = (await complete(buyer.auth, payment.id)).json();
    const res = await verify(buyer.auth, verifyBody(buyer, payment, handler, tampered));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`The payment does not match the order (${what})`);
    expect((await orderRow(payment.orderId)).status).toBe('PAYMENT_PENDING');
    restoreDispatcher();
  });

  it("refuses to verify another traveller's payment", async () => {
    const buyer = await travellerWithCart([{ productId: fx.products.plenty.id, quantity: 1 }]);
    const thief = await travellerWithCart([]);
    sandbox.setWebhookDispatcher(async () => undefined);
    const payment = (await createPayment(buyer.auth)).json();
    const handler = (await complete(buyer.auth, payment.id)).json();
    const res = await verify(thief.auth, verifyBody(buyer, payment, handler, { userId: thief.user.id }));
    expect(res.statusCode).toBe(404);
    expect((await orderRow(payment.orderId)).status).toBe('PAYMENT_PENDING');
    restoreDispatcher();
  });
});

function restoreDispatcher() {
  sandbox.setWebhookDispatcher((payload, headers) =>
    t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload, headers }),
  );
}

describe('POST /api/payment/webhook', () => {
  it('confirms a paid order even when the browser never calls verify', async () => {
    const buyer = await travellerWithCart([{ productId: fx.products.plenty.id, quantity: 1 }]);
    const payment = (await createPayment(buyer.auth)).json();
    await complete(buyer.auth, payment.id);
    await sandbox.settled();
    expect((await orderRow(payment.orderId)).status).toBe('CONFIRMED');
  });

  it('gives one order when the webhook comes before, after, or together with verify', async () => {
    for (const timing of ['before', 'after', 'together'] as const) {
      const buyer = await travellerWithCart([{ productId: fx.products.chocolate.id, quantity: 1 }]);
      const events: (() => Promise<unknown>)[] = [];
      sandbox.setWebhookDispatcher(async (payload, headers) => {
        events.push(() => t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload, headers }));
      });
      const payment = (await createPayment(buyer.auth)).json();
      const handler = (await complete(buyer.auth, payment.id)).json();
      const deliver = () => events[0]!();
      const callVerify = () => verify(buyer.auth, verifyBody(buyer, payment, handler));
      if (timing === 'before') {
        await deliver();
        expect((await callVerify()).json().orderId).toBe(payment.orderId);
      } else if (timing === 'after') {
        expect((await callVerify()).statusCode).toBe(200);
        await deliver();
      } else {
        const [v] = await Promise.all([callVerify(), deliver()]);
        expect(v.statusCode).toBe(200);
      }
      const mine = await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
      expect(mine.map((o) => [o.status, o.paymentStatus])).toEqual([['CONFIRMED', 'SUCCESS']]);
      const notes = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
      expect(notes).toHaveLength(1);
    }
    restoreDispatcher();
  });

  it('answers 5xx when applying fails, so the retry of the same event id confirms the order once', async () => {
    const buyer = await travellerWithCart([{ productId: fx.products.chocolate.id, quantity: 1 }]);
    const deliveries: { payload: string; headers: Record<string, string> }[] = [];
    sandbox.setWebhookDispatcher(async (payload, headers) => {
      deliveries.push({ payload, headers });
    });
    const payment = (await createPayment(buyer.auth)).json();
    await complete(buyer.auth, payment.id);
    const deliver = () => t.app.inject({ method: 'POST', url: '/api/payment/webhook', ...deliveries[0]! });

    // The confirmation runs in a transaction; the first one fails as a lost connection would.
    const spy = vi.spyOn(t.deps.db, 'transaction').mockRejectedValueOnce(new Error('connection lost'));
    const failed = await deliver();
    spy.mockRestore();
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect((await orderRow(payment.orderId)).status).toBe('PAYMENT_PENDING');

    const retried = await deliver();
    expect(retried.json()).toEqual({ status: 'processed' });
    expect((await orderRow(payment.orderId)).status).toBe('CONFIRMED');
    expect((await deliver()).json()).toEqual({ status: 'duplicate' });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(notes).toHaveLength(1);
    restoreDispatcher();
  });

  it('rejects a bad signature and stores a repeated event once', async () => {
    const body = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_x', order_id: 'order_unknown' } } },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': '0'.repeat(64), 'x-razorpay-event-id': 'evt_1' },
    });
    expect(bad.statusCode).toBe(400);
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': signWebhook('sandbox-webhook-secret', body),
      'x-razorpay-event-id': 'evt_2',
    };
    const first = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload: body, headers });
    expect(first.json()).toEqual({ status: 'processed' });
    const second = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload: body, headers });
    expect(second.json()).toEqual({ status: 'duplicate' });
  });
});

describe('verify and the webhook together', () => {
  /** A paid order whose webhook is held back, and what either caller would confirm it with. */
  async function paidAwaitingConfirmation() {
    const buyer = await travellerWithCart([{ productId: fx.products.chocolate.id, quantity: 1 }]);
    sandbox.setWebhookDispatcher(async () => undefined);
    const payment = (await createPayment(buyer.auth)).json();
    const handler = (await complete(buyer.auth, payment.id)).json();
    restoreDispatcher();
    const paid = {
      providerOrderId: payment.id as string,
      providerPaymentId: handler.razorpay_payment_id as string,
      amount: payment.amount as number,
      currency: 'INR',
    };
    return { buyer, orderId: payment.orderId as number, paid };
  }

  it('confirm in one transaction: the second to arrive waits for the first rather than on its lock', async () => {
    const { buyer, orderId, paid } = await paidAwaitingConfirmation();
    const transactions = vi.spyOn(t.deps.db, 'transaction');
    const both = await Promise.all([confirmPaidOrder(t.deps, paid), confirmPaidOrder(t.deps, paid)]);
    const opened = transactions.mock.calls.length;
    transactions.mockRestore();
    expect(opened).toBe(1);
    expect(both).toEqual([orderId, orderId]);
    expect((await orderRow(orderId)).status).toBe('CONFIRMED');
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(notes).toHaveLength(1);
  });

  it('confirm the order when the first attempt fails: the second then confirms on its own', async () => {
    const { orderId, paid } = await paidAwaitingConfirmation();
    const transactions = vi.spyOn(t.deps.db, 'transaction').mockRejectedValueOnce(new Error('connection lost'));
    const [first, second] = await Promise.allSettled([confirmPaidOrder(t.deps, paid), confirmPaidOrder(t.deps, paid)]);
    const opened = transactions.mock.calls.length;
    transactions.mockRestore();
    expect(opened).toBe(2);
    expect(first).toMatchObject({ status: 'rejected', reason: new Error('connection lost') });
    expect(second).toEqual({ status: 'fulfilled', value: orderId });
    expect((await orderRow(orderId)).status).toBe('CONFIRMED');
  });

  it('confirm a different payment of the same order apart: the second payment is refunded', async () => {
    const { orderId, paid } = await paidAwaitingConfirmation();
    const other = { ...paid, providerPaymentId: `${paid.providerPaymentId}_second` };
    const both = await Promise.all([confirmPaidOrder(t.deps, paid), confirmPaidOrder(t.deps, other)]);
    expect(both).toEqual([orderId, orderId]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerOrderId, paid.providerOrderId));
    expect(payment!.providerPaymentId).toBe(paid.providerPaymentId);
    const asked = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `dup_${other.providerPaymentId}`));
    expect(asked).toHaveLength(1);
  });
});

describe('holds', () => {
  it('give their stock back when they expire, and the cart stays', async () => {
    const product = (
      await createProduct(t.db, {
        name: 'Expiring',
        pricePaise: 20_000,
        categoryIds: [fx.perfumes.id],
        stock: [{ locationId: fx.cok.id, stocksLeft: 30 }],
      })
    ).product;
    const buyer = await travellerWithCart([{ productId: product.id, quantity: 2 }]);
    const payment = (await createPayment(buyer.auth)).json();
    expect((await stockOf(product.id)).stocksLeft).toBe(28);
    t.clock.advance(14 * 60_000);
    await expireHolds(t.deps);
    expect((await orderRow(payment.orderId)).status).toBe('PAYMENT_PENDING');
    t.clock.advance(60_001);
    expect(await expireHolds(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(payment.orderId)).status).toBe('EXPIRED');
    expect((await stockOf(product.id)).stocksLeft).toBe(30);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toHaveLength(1);
  });

  it('give their stock back when the payment fails, and the cart stays', async () => {
    const buyer = await travellerWithCart([{ productId: fx.products.plenty.id, quantity: 1 }]);
    const before = (await stockOf(fx.products.plenty.id)).stocksLeft;
    const payment = (await createPayment(buyer.auth)).json();
    const failed = await complete(buyer.auth, payment.id, 'failure');
    expect(failed.json()).toMatchObject({ razorpay_signature: null, error: { code: 'BAD_REQUEST_ERROR' } });
    await sandbox.settled();
    expect(await orderRow(payment.orderId)).toMatchObject({ status: 'EXPIRED', paymentStatus: 'FAILED' });
    expect((await stockOf(fx.products.plenty.id)).stocksLeft).toBe(before);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toHaveLength(1);
  });

  it('take the stock again for money that arrives after expiry, or refund it when the stock is gone', async () => {
    const product = (
      await createProduct(t.db, {
        name: 'Last Bottle',
        pricePaise: 10_000,
        categoryIds: [fx.perfumes.id],
        stock: [{ locationId: fx.cok.id, stocksLeft: 1 }],
      })
    ).product;
    const late = await travellerWithCart([{ productId: product.id, quantity: 1 }]);
    sandbox.setWebhookDispatcher(async () => undefined);
    const payment = (await createPayment(late.auth)).json();
    const handler = (await complete(late.auth, payment.id)).json();
    t.clock.advance(16 * 60_000);
    await expireHolds(t.deps);
    const rival = await travellerWithCart([{ productId: product.id, quantity: 1 }]);
    const rivalPayment = (await createPayment(rival.auth)).json();
    expect(rivalPayment.amount).toBe(10_000);
    const res = await verify(late.auth, verifyBody(late, payment, handler));
    expect(res.statusCode).toBe(200);
    expect(await orderRow(payment.orderId)).toMatchObject({ status: 'REFUNDED', paymentStatus: 'REFUNDED' });
    expect((await sandbox.listRefunds()).some((r) => r.paymentId === handler.razorpay_payment_id && r.amount === 10_000)).toBe(
      true,
    );
    expect((await stockOf(product.id)).stocksLeft).toBe(0);
    restoreDispatcher();
  });
});

describe('reconciliation in sandbox mode', () => {
  it('confirms a paid order whose verify and webhook were both lost, from the books another instance sees', async () => {
    const buyer = await travellerWithCart([{ productId: fx.products.chocolate.id, quantity: 2 }]);
    sandbox.setWebhookDispatcher(async () => undefined);
    const payment = (await createPayment(buyer.auth)).json();
    expect((await complete(buyer.auth, payment.id)).statusCode).toBe(200);
    restoreDispatcher();
    expect((await orderRow(payment.orderId)).status).toBe('PAYMENT_PENDING');

    // Another instance (or this one after a restart) has only the database to go on.
    const elsewhere = createSandboxPayments({
      keyId: 'rzp_test_sandbox',
      keySecret: 'sandbox-key-secret',
      webhookSecret: 'sandbox-webhook-secret',
      db: t.db,
    });
    await reconcilePayments({ ...t.deps, payments: elsewhere });
    expect(await orderRow(payment.orderId)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'SUCCESS' });
  });
});

describe('concurrency', () => {
  it('sells exactly 10 units to 40 buyers racing for them', async () => {
    const product = (
      await createProduct(t.db, {
        name: 'Limited Edition',
        pricePaise: 99_900,
        categoryIds: [fx.perfumes.id],
        stock: [{ locationId: fx.cok.id, stocksLeft: 10 }],
      })
    ).product;
    const buyers: Awaited<ReturnType<typeof travellerWithCart>>[] = [];
    for (let i = 0; i < 40; i++) buyers.push(await travellerWithCart([{ productId: product.id, quantity: 1 }]));
    const holds = await Promise.all(buyers.map((b) => createPayment(b.auth)));
    const won = holds.map((res, i) => ({ res, buyer: buyers[i]! })).filter(({ res }) => res.statusCode === 200);
    expect(won).toHaveLength(10);
    expect(holds.filter((r) => r.statusCode === 409)).toHaveLength(30);
    expect((await stockOf(product.id)).stocksLeft).toBe(0);

    const verified = await Promise.all(
      won.map(async ({ res, buyer }) => {
        const payment = res.json();
        const handler = (await complete(buyer.auth, payment.id)).json();
        return verify(buyer.auth, verifyBody(buyer, payment, handler));
      }),
    );
    expect(verified.every((r) => r.statusCode === 200)).toBe(true);
    await sandbox.settled();
    const confirmed = await t.db.select().from(orders).where(eq(orders.status, 'CONFIRMED'));
    const ofProduct = new Set(verified.map((r) => r.json().orderId));
    expect(confirmed.filter((o) => ofProduct.has(o.id))).toHaveLength(10);
    const stock = await stockOf(product.id);
    expect(stock.stocksLeft).toBe(0);
    expect(stock.receivedOrders).toBe(10);
  });
});
