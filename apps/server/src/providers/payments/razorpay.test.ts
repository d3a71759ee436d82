import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fakes/fake-razorpay-server.ts';
import { PaymentProviderError, type PaymentProvider } from './payments.ts';
import { createRazorpayProvider } from './razorpay.ts';
import { isValidCheckoutSignature, isValidWebhookSignature, signCheckout, signWebhook } from './signatures.ts';

const keyId = 'rzp_test_K3r4l4Arr1v4l';
const keySecret = 'test-key-secret-0f9a8b7c';
const webhookSecret = 'test-webhook-secret-5e6d';
const basicAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

let fake: FakeRazorpay;
beforeEach(async () => {
  fake = await startFakeRazorpay({ keyId, keySecret });
});
afterEach(() => fake.close());

const provider = (overrides: Partial<Parameters<typeof createRazorpayProvider>[0]> = {}) =>
  createRazorpayProvider({ keyId, keySecret, webhookSecret, baseUrl: fake.url, timeoutMs: 2000, ...overrides });

/** Runs the call and answers the PaymentProviderError it must throw. */
async function providerError(call: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

async function capturedPayment(payments: PaymentProvider, amount = 50_000) {
  const order = await payments.createOrder({ amount, currency: 'INR', receipt: `pa_${amount}` });
  return fake.payOrder(order.id, 'captured');
}

describe('Razorpay provider: requests and happy paths', () => {
  it('creates an order with a Basic-auth JSON POST and maps the answer', async () => {
    const order = await provider().createOrder({
      amount: 29_500,
      currency: 'INR',
      receipt: 'pa_01HZX3',
      notes: { preorder_id: '41', attempt_id: '7' },
    });

    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 29_500,
      currency: 'INR',
      receipt: 'pa_01HZX3',
      status: 'created',
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/orders');
    expect(request!.headers.authorization).toBe(basicAuth);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      amount: 29_500,
      currency: 'INR',
      receipt: 'pa_01HZX3',
      notes: { preorder_id: '41', attempt_id: '7' },
    });
  });

  it('leaves notes out when there are none and copes with Razorpay answering notes: []', async () => {
    const order = await provider().createOrder({ amount: 10_000, currency: 'INR', receipt: 'pa_no_notes' });

    expect(fake.requests[0]!.body).toEqual({ amount: 10_000, currency: 'INR', receipt: 'pa_no_notes' });
    expect(fake.state.orders.get(order.id)!.notes).toEqual([]);
    expect(order.status).toBe('created');
  });

  it('finds an order by receipt with a GET that asks for one item', async () => {
    const payments = provider();
    const created = await payments.createOrder({ amount: 10_000, currency: 'INR', receipt: 'pa 7/#1' });
    await payments.createOrder({ amount: 20_000, currency: 'INR', receipt: 'pa_other' });
    fake.requests.length = 0;

    expect(await payments.findOrderByReceipt('pa 7/#1')).toEqual(created);
    const [request] = fake.requests;
    expect(request!.method).toBe('GET');
    expect(request!.headers.authorization).toBe(basicAuth);
    expect(request!.body).toBeUndefined();
    const url = new URL(request!.path, 'http://x');
    expect(url.pathname).toBe('/v1/orders');
    expect(Object.fromEntries(url.searchParams)).toEqual({ receipt: 'pa 7/#1', count: '1' });
  });

  it('answers null when no order has the receipt', async () => {
    expect(await provider().findOrderByReceipt('pa_missing')).toBeNull();
  });

  it('fetches a payment and maps order_id to orderId', async () => {
    const payments = provider();
    const order = await payments.createOrder({ amount: 45_000, currency: 'INR', receipt: 'pa_fetch' });
    const paid = fake.payOrder(order.id, 'authorized');
    fake.requests.length = 0;

    expect(await payments.fetchPayment(paid.id)).toEqual({
      id: paid.id,
      orderId: order.id,
      amount: 45_000,
      currency: 'INR',
      status: 'authorized',
    });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: `/v1/payments/${paid.id}`, body: undefined });
  });

  it('captures an authorised payment for its exact amount', async () => {
    const payments = provider();
    const order = await payments.createOrder({ amount: 45_000, currency: 'INR', receipt: 'pa_capture' });
    const paid = fake.payOrder(order.id, 'authorized');
    fake.requests.length = 0;

    const captured = await payments.capturePayment({ paymentId: paid.id, amount: 45_000, currency: 'INR' });

    expect(captured).toMatchObject({ id: paid.id, orderId: order.id, status: 'captured' });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${paid.id}/capture`,
      body: { amount: 45_000, currency: 'INR' },
    });
    expect(fake.requests[0]!.headers.authorization).toBe(basicAuth);
    expect(fake.state.orders.get(order.id)!.status).toBe('paid');
  });

  it('refunds in full with the idempotency header and a body without amount', async () => {
    const payments = provider();
    const paid = await capturedPayment(payments);
    fake.requests.length = 0;

    const refund = await payments.refund({ paymentId: paid.id, idempotencyKey: 'rf_0001-full' });

    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_/), paymentId: paid.id, amount: 50_000, status: 'processed' });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/v1/payments/${paid.id}/refund`, body: { speed: 'normal' } });
    expect(request!.body).toEqual({ speed: 'normal' });
    expect(request!.headers['x-refund-idempotency']).toBe('rf_0001-full');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(fake.state.payments.get(paid.id)!.status).toBe('refunded');
  });

  it('refunds part of a payment with notes', async () => {
    const payments = provider();
    const paid = await capturedPayment(payments);
    fake.requests.length = 0;

    const refund = await payments.refund({
      paymentId: paid.id,
      amount: 12_000,
      idempotencyKey: 'rf_0002_part',
      notes: { preorder_id: '41' },
    });

    expect(refund.amount).toBe(12_000);
    expect(fake.requests[0]!.body).toEqual({ amount: 12_000, speed: 'normal', notes: { preorder_id: '41' } });
    expect(fake.state.payments.get(paid.id)).toMatchObject({
      status: 'captured',
      amount_refunded: 12_000,
      refund_status: 'partial',
    });
  });
});

describe('Razorpay provider: refund idempotency', () => {
  it('replays the same refund for the same key and body, refunding once', async () => {
    const payments = provider();
    const paid = await capturedPayment(payments);
    const input = { paymentId: paid.id, amount: 10_000, idempotencyKey: 'rf_replay_001', notes: { reason: 'flight cancelled' } };

    const first = await payments.refund(input);
    const second = await payments.refund(input);

    expect(second).toEqual(first);
    expect(fake.state.refunds.size).toBe(1);
    expect(fake.state.payments.get(paid.id)!.amount_refunded).toBe(10_000);
  });

  it('refuses a different body under a key already used, without retrying', async () => {
    const payments = provider();
    const paid = await capturedPayment(payments);
    await payments.refund({ paymentId: paid.id, amount: 10_000, idempotencyKey: 'rf_reused_01' });

    const error = await providerError(payments.refund({ paymentId: paid.id, amount: 20_000, idempotencyKey: 'rf_reused_01' }));

    expect(error.message).toBe('Different request with the same idempotency key has already been processed.');
    expect(error).toMatchObject({ status: 400, retryable: false, providerCode: 'BAD_REQUEST_ERROR' });
    expect(fake.state.refunds.size).toBe(1);
  });

  it('refuses a refund larger than what is left to refund', async () => {
    const payments = provider();
    const paid = await capturedPayment(payments, 10_000);

    const error = await providerError(payments.refund({ paymentId: paid.id, amount: 10_100, idempotencyKey: 'rf_too_much' }));

    expect(error).toMatchObject({ status: 400, retryable: false, providerCode: 'BAD_REQUEST_ERROR' });
    expect(error.message).toMatch(/greater than amount captured/);
  });

  it.each(['', 'short_key', 'has spaces in it', 'rf:0001:colon', 'rf_ünïcode_1', 'rf_0001\nX-Other: 1'])(
    'rejects the idempotency key %j before sending anything',
    async (idempotencyKey) => {
      const error = await providerError(provider().refund({ paymentId: 'pay_Any', idempotencyKey }));

      expect(error).toMatchObject({ status: null, retryable: false });
      expect(error.message).toMatch(/idempotency key/);
      expect(fake.requests).toHaveLength(0);
    },
  );

  it.each([0, -100, 99.5, Number.NaN])('rejects the amount %s before sending anything', async (amount) => {
    const payments = provider();

    await providerError(payments.createOrder({ amount, currency: 'INR', receipt: 'pa_bad_amount' }));
    await providerError(payments.capturePayment({ paymentId: 'pay_Any', amount, currency: 'INR' }));
    await providerError(payments.refund({ paymentId: 'pay_Any', amount, idempotencyKey: 'rf_bad_amount' }));
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Razorpay provider: errors', () => {
  it('maps the 400 validation envelope to a final error carrying the description and code', async () => {
    const error = await providerError(provider().createOrder({ amount: 50, currency: 'INR', receipt: 'pa_tiny' }));

    expect(error.message).toBe('The amount must be at least INR 1.00');
    expect(error).toMatchObject({ status: 400, retryable: false, providerCode: 'BAD_REQUEST_ERROR' });
  });

  it('maps an unknown payment id to a final 400', async () => {
    const error = await providerError(provider().fetchPayment('pay_DoesNotExist'));

    expect(error).toMatchObject({ message: 'The id provided does not exist', status: 400, retryable: false });
  });

  it('maps a capture for the wrong amount to a final 400', async () => {
    const payments = provider();
    const order = await payments.createOrder({ amount: 45_000, currency: 'INR', receipt: 'pa_capture_wrong' });
    const paid = fake.payOrder(order.id, 'authorized');

    const error = await providerError(payments.capturePayment({ paymentId: paid.id, amount: 40_000, currency: 'INR' }));

    expect(error).toMatchObject({
      message: 'Capture amount must be equal to the amount authorized',
      status: 400,
      retryable: false,
    });
  });

  it('maps bad keys to a final 401 that does not reveal the secret', async () => {
    const wrongSecret = 'wrong-secret-9z8y7x';

    const error = await providerError(provider({ keySecret: wrongSecret }).fetchPayment('pay_Any'));

    expect(error).toMatchObject({
      message: 'Authentication failed',
      status: 401,
      retryable: false,
      providerCode: 'BAD_REQUEST_ERROR',
    });
    const serialised = JSON.stringify({ ...error, message: error.message, stack: error.stack });
    expect(serialised).not.toContain(wrongSecret);
    expect(serialised).not.toContain(Buffer.from(`${keyId}:${wrongSecret}`).toString('base64'));
  });

  it.each([
    { status: 409, description: 'A request with the same idempotency key is being processed' },
    { status: 429, description: 'Too many requests' },
    { status: 500, description: 'The server encountered an error. The incident has been reported to admins.' },
    { status: 503, description: 'The server encountered an error. The incident has been reported to admins.' },
  ])('maps $status to a retryable error', async ({ status, description }) => {
    const payments = provider();
    const paid = await capturedPayment(payments);
    fake.script({ status });

    const error = await providerError(payments.refund({ paymentId: paid.id, idempotencyKey: 'rf_retry_001' }));

    expect(error).toMatchObject({ message: description, status, retryable: true });
    // The scripted failure refunded nothing, and a retry with the same key then goes through.
    expect(fake.state.refunds.size).toBe(0);
    await expect(payments.refund({ paymentId: paid.id, idempotencyKey: 'rf_retry_001' })).resolves.toMatchObject({
      amount: 50_000,
    });
  });

  it('still gives a message when a gateway answers 502 with an HTML page', async () => {
    fake.script({ status: 502, body: '<html><body>Bad Gateway</body></html>' });

    const error = await providerError(provider().fetchPayment('pay_Any'));

    expect(error).toMatchObject({
      message: 'Razorpay answered with status 502',
      status: 502,
      retryable: true,
      providerCode: undefined,
    });
  });

  it('gives up after the time limit with a retryable error', async () => {
    fake.script({ status: 200, body: {}, delayMs: 1_000 });

    const started = Date.now();
    const error = await providerError(provider({ timeoutMs: 100 }).findOrderByReceipt('pa_slow'));

    expect(error).toMatchObject({ message: 'Razorpay did not answer in time', status: null, retryable: true });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports an unreachable server as retryable', async () => {
    const payments = provider();
    await fake.close();

    const error = await providerError(payments.fetchPayment('pay_Any'));

    expect(error).toMatchObject({ message: 'Razorpay could not be reached', status: null, retryable: true });
    fake = await startFakeRazorpay({ keyId, keySecret });
  });

  it('refuses a success answer of the wrong shape', async () => {
    fake.script({ status: 200, body: { id: 'pay_Odd', status: 'teleported' } });

    const error = await providerError(provider().fetchPayment('pay_Odd'));

    expect(error).toMatchObject({ status: 200, retryable: false });
    expect(error.message).toMatch(/unexpected shape/);
  });

  it('refuses to start without its secrets', () => {
    expect(() => provider({ keySecret: '' })).toThrow(/key secret/);
    expect(() => provider({ webhookSecret: '' })).toThrow(/webhook secret/);
  });
});

describe('signatures agree with the official razorpay package', () => {
  const orderId = 'order_EKwxwAgItmmXdp';
  const paymentId = 'pay_29QQoUBi66xm2f';
  const rawBody =
    '{"entity":"event","event":"order.paid","payload":{"payment":{"entity":{"id":"pay_29QQoUBi66xm2f","amount":29500}}}}';
  const payments = () => provider();

  it('accepts a genuine checkout signature, as the package does', () => {
    const signature = signCheckout(keySecret, orderId, paymentId);

    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret)).toBe(true);
    expect(isValidCheckoutSignature(keySecret, orderId, paymentId, signature)).toBe(true);
    expect(payments().verifyCheckoutSignature({ orderId, paymentId, signature })).toBe(true);
  });

  it.each([
    { case: 'a changed payment id', order: orderId, payment: 'pay_29QQoUBi66xm2g', secret: keySecret },
    { case: 'a different order', order: 'order_EKwxwAgItmmXdq', payment: paymentId, secret: keySecret },
    { case: 'the webhook secret as key', order: orderId, payment: paymentId, secret: webhookSecret },
  ])('rejects a checkout signature made for $case, as the package does', ({ order, payment, secret }) => {
    const signature = signCheckout(secret, order, payment);

    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret)).toBe(false);
    expect(isValidCheckoutSignature(keySecret, orderId, paymentId, signature)).toBe(false);
    expect(payments().verifyCheckoutSignature({ orderId, paymentId, signature })).toBe(false);
  });

  it('rejects a checkout signature with one digit flipped, as the package does', () => {
    const genuine = signCheckout(keySecret, orderId, paymentId);
    const signature = `${genuine.slice(0, -1)}${genuine.endsWith('0') ? '1' : '0'}`;

    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret)).toBe(false);
    expect(isValidCheckoutSignature(keySecret, orderId, paymentId, signature)).toBe(false);
    expect(payments().verifyCheckoutSignature({ orderId, paymentId, signature })).toBe(false);
  });

  it.each([
    { case: 'a string', body: rawBody },
    { case: 'a Buffer', body: Buffer.from(rawBody) },
  ])('accepts a genuine webhook signature over $case, as the package does', ({ body }) => {
    const signature = signWebhook(webhookSecret, body);

    expect(validateWebhookSignature(body.toString(), signature, webhookSecret)).toBe(true);
    expect(isValidWebhookSignature(webhookSecret, body, signature)).toBe(true);
    expect(payments().verifyWebhookSignature(body, signature)).toBe(true);
  });

  it.each([
    { case: 'a re-serialised body', body: JSON.stringify(JSON.parse(rawBody), null, 1), secret: webhookSecret },
    { case: 'a changed amount', body: rawBody.replace('29500', '29600'), secret: webhookSecret },
    { case: 'the key secret as key', body: rawBody, secret: keySecret },
  ])('rejects a webhook signature for $case, as the package does', ({ body, secret }) => {
    const signature = signWebhook(secret, body);

    expect(validateWebhookSignature(rawBody, signature, webhookSecret)).toBe(false);
    expect(isValidWebhookSignature(webhookSecret, rawBody, signature)).toBe(false);
    expect(payments().verifyWebhookSignature(rawBody, signature)).toBe(false);
  });

  const genuineCheckout = signCheckout(keySecret, orderId, paymentId);
  const genuineWebhook = signWebhook(webhookSecret, rawBody);
  it.each([
    { case: 'empty', checkout: '', webhook: '' },
    { case: 'one character short', checkout: genuineCheckout.slice(0, -1), webhook: genuineWebhook.slice(0, -1) },
    { case: 'one hex digit too many', checkout: `${genuineCheckout}0`, webhook: `${genuineWebhook}0` },
    { case: 'one byte too many', checkout: `${genuineCheckout}00`, webhook: `${genuineWebhook}00` },
    { case: 'half the digest', checkout: genuineCheckout.slice(0, 32), webhook: genuineWebhook.slice(0, 32) },
    { case: 'not hex', checkout: 'z'.repeat(64), webhook: 'g'.repeat(64) },
    { case: 'padded with spaces', checkout: ` ${genuineCheckout} `, webhook: ` ${genuineWebhook} ` },
    { case: 'uppercase', checkout: genuineCheckout.toUpperCase(), webhook: genuineWebhook.toUpperCase() },
    {
      case: 'base64 instead of hex',
      checkout: Buffer.from(genuineCheckout, 'hex').toString('base64'),
      webhook: Buffer.from(genuineWebhook, 'hex').toString('base64'),
    },
  ])('rejects a signature that is $case without throwing, as the package does', ({ checkout, webhook }) => {
    const rzp = payments();

    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, checkout, keySecret)).toBe(false);
    expect(validateWebhookSignature(rawBody, webhook, webhookSecret)).toBe(false);
    expect(() => rzp.verifyCheckoutSignature({ orderId, paymentId, signature: checkout })).not.toThrow();
    expect(rzp.verifyCheckoutSignature({ orderId, paymentId, signature: checkout })).toBe(false);
    expect(() => rzp.verifyWebhookSignature(rawBody, webhook)).not.toThrow();
    expect(rzp.verifyWebhookSignature(rawBody, webhook)).toBe(false);
  });
});
