import { z } from 'zod';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './payments.ts';
import { isValidCheckoutSignature, isValidWebhookSignature } from './signatures.ts';

export interface RazorpayProviderOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** For example https://api.razorpay.com/v1; tests point it at a local fake. */
  baseUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** Razorpay's documented rule for X-Refund-Idempotency. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

/**
 * Razorpay signs with lowercase hex SHA-256. Checked before the HMAC compare because the shared
 * hex comparison decodes odd-length input leniently (a valid signature with one extra hex digit
 * would decode to the same bytes).
 */
const SIGNATURE = /^[0-9a-f]{64}$/;

// Wire shapes: only the fields we read. Unknown fields are dropped, and `notes` is never read,
// so Razorpay answering `notes: []` for "no notes" (instead of `{}`) cannot break parsing.
const orderSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
});
const orderCollectionSchema = z.object({ items: z.array(orderSchema) });
const paymentSchema = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
});
const paymentCollectionSchema = z.object({ items: z.array(paymentSchema) });
const refundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});
const errorEnvelopeSchema = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }),
});

const toOrder = (order: z.infer<typeof orderSchema>): ProviderOrder => ({
  id: order.id,
  amount: order.amount,
  currency: order.currency,
  receipt: order.receipt,
  status: order.status,
});
const toPayment = (payment: z.infer<typeof paymentSchema>): ProviderPayment => ({
  id: payment.id,
  orderId: payment.order_id,
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
});
const toRefund = (refund: z.infer<typeof refundSchema>): ProviderRefund => ({
  id: refund.id,
  paymentId: refund.payment_id,
  amount: refund.amount,
  status: refund.status,
});

/** 409: a refund with the same idempotency key is still in flight; 429 and 5xx: try again later. */
const isRetryableStatus = (status: number) => status === 409 || status === 429 || status >= 500;

/** Refused locally, before any request: the caller's input can never succeed as it is. */
const invalidInput = (message: string) => new PaymentProviderError(message, null, false);

function assertPaise(amount: number, what: string) {
  // Razorpay takes integer sub-units; a fractional amount means a rupee/paise mix-up upstream.
  if (!Number.isSafeInteger(amount) || amount <= 0) throw invalidInput(`${what} must be a positive integer number of paise`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function transportError(error: unknown): PaymentProviderError {
  // AbortSignal.timeout rejects with a TimeoutError; an AbortError can only come from our own signal too.
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new PaymentProviderError(timedOut ? 'Razorpay did not answer in time' : 'Razorpay could not be reached', null, true);
}

function errorFromAnswer(status: number, payload: unknown): PaymentProviderError {
  const envelope = errorEnvelopeSchema.safeParse(payload);
  const details = envelope.success ? envelope.data.error : undefined;
  const message = details?.description || `Razorpay answered with status ${status}`;
  return new PaymentProviderError(message, status, isRetryableStatus(status), details?.code);
}

/** Razorpay's REST API over fetch: Basic auth, JSON bodies, a time limit on every call. */
export function createRazorpayProvider(options: RazorpayProviderOptions): PaymentProvider {
  const { keyId, keySecret, webhookSecret, timeoutMs } = options;
  // An empty secret would sign and verify with an empty HMAC key; refuse to start instead.
  if (!keyId || !keySecret || !webhookSecret) throw new Error('Razorpay needs a key id, a key secret and a webhook secret');
  const fetchImpl = options.fetchImpl ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    request: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { authorization, accept: 'application/json', ...request.headers };
    if (request.body) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        body: request.body ? JSON.stringify(request.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      // Read inside the try: the time limit also covers a body that stalls after the headers.
      text = await response.text();
    } catch (error) {
      throw transportError(error);
    }
    const payload = parseJson(text);
    if (status < 200 || status >= 300) throw errorFromAnswer(status, payload);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new PaymentProviderError(`Razorpay answered ${method} ${path.split('?')[0]} in an unexpected shape`, status, false);
    }
    return parsed.data;
  }

  return {
    name: 'razorpay',
    keyId,
    // The checkout's handler data is only signed, not settled: the payment may still need capturing.
    verifiesPaymentServerSide: true,

    async createOrder({ amount, currency, receipt, notes }) {
      assertPaise(amount, 'The order amount');
      return toOrder(await call(orderSchema, 'POST', '/orders', { body: { amount, currency, receipt, notes } }));
    },

    async findOrderByReceipt(receipt) {
      const query = new URLSearchParams({ receipt, count: '1' });
      const { items } = await call(orderCollectionSchema, 'GET', `/orders?${query}`);
      // Only trust an exact receipt match: should the filter ever be ignored, the newest
      // unrelated order must not be taken for ours.
      const order = items[0];
      return order && order.receipt === receipt ? toOrder(order) : null;
    },

    async fetchOrderPayments(orderId) {
      const { items } = await call(paymentCollectionSchema, 'GET', `/orders/${encodeURIComponent(orderId)}/payments`);
      return items.map(toPayment);
    },

    async fetchPayment(paymentId) {
      return toPayment(await call(paymentSchema, 'GET', `/payments/${encodeURIComponent(paymentId)}`));
    },

    async capturePayment({ paymentId, amount, currency }) {
      assertPaise(amount, 'The capture amount');
      const path = `/payments/${encodeURIComponent(paymentId)}/capture`;
      return toPayment(await call(paymentSchema, 'POST', path, { body: { amount, currency } }));
    },

    async refund({ paymentId, amount, idempotencyKey, notes }) {
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw invalidInput('The refund idempotency key must be at least 10 letters, digits, hyphens or underscores');
      }
      if (amount !== undefined) assertPaise(amount, 'The refund amount');
      // Razorpay replays a refund only when the body matches the first request's, so the same input
      // must always build the same body: fixed key order, absent fields left out.
      const body = { amount, speed: 'normal', notes };
      const path = `/payments/${encodeURIComponent(paymentId)}/refund`;
      return toRefund(await call(refundSchema, 'POST', path, { body, headers: { 'X-Refund-Idempotency': idempotencyKey } }));
    },

    verifyCheckoutSignature({ orderId, paymentId, signature }) {
      return (
        typeof signature === 'string' &&
        SIGNATURE.test(signature) &&
        isValidCheckoutSignature(keySecret, orderId, paymentId, signature)
      );
    },

    verifyWebhookSignature(rawBody, signature) {
      return (
        typeof signature === 'string' && SIGNATURE.test(signature) && isValidWebhookSignature(webhookSecret, rawBody, signature)
      );
    },
  };
}
