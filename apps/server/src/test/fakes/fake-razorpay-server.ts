// Test support: a local stand-in for Razorpay's REST API. Production code never imports it.
import { randomInt } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderPayment } from '../../providers/payments/payments.ts';

/** Razorpay answers `notes: []` when there are none. */
type Notes = Record<string, string> | [];

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'card';
  captured: boolean;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  notes: Notes;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  speed_processed: 'normal';
  created_at: number;
}

export interface FakeRazorpayState {
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  /** X-Refund-Idempotency key → the request it first answered and the refund it made. */
  refundKeys: Map<string, { fingerprint: string; refundId: string }>;
}

export interface FakeRazorpayRequest {
  method: string;
  /** Path with its query string, e.g. /v1/orders?receipt=r1&count=1. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none, the raw text when it was not JSON. */
  body: unknown;
}

/** A forced answer. Without a body, errors get a Razorpay-shaped envelope; a string body goes out as text. */
export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  delayMs?: number;
}

export interface FakeRazorpay {
  /** Base URL including /v1, ready for the provider's `baseUrl`. */
  url: string;
  close(): Promise<void>;
  state: FakeRazorpayState;
  /** Queues an answer for the next request, whatever it is. Several calls queue several answers. */
  script(next: ScriptedAnswer): void;
  requests: FakeRazorpayRequest[];
  /** Plays the customer's side of checkout: a payment on the order that ends as asked. */
  payOrder(orderId: string, outcome: 'authorized' | 'captured' | 'failed'): ProviderPayment;
}

interface Answer {
  status: number;
  body: unknown;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 14 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function errorAnswer(status: number, code: string, description: string, field?: string): Answer {
  const validation = field !== undefined;
  return {
    status,
    body: {
      error: {
        code,
        description,
        source: validation ? 'business' : 'NA',
        step: validation ? 'payment_initiation' : 'NA',
        reason: validation ? 'input_validation_failed' : 'NA',
        metadata: {},
        ...(validation ? { field } : {}),
      },
    },
  };
}
const badRequest = (description: string, field?: string) => errorAnswer(400, 'BAD_REQUEST_ERROR', description, field);
const notFound = () => badRequest('The id provided does not exist');

function defaultScriptedBody(status: number): unknown {
  if (status < 400) return {};
  if (status >= 500)
    return errorAnswer(status, 'SERVER_ERROR', 'The server encountered an error. The incident has been reported to admins.').body;
  if (status === 429) return errorAnswer(status, 'BAD_REQUEST_ERROR', 'Too many requests').body;
  if (status === 409)
    return errorAnswer(status, 'BAD_REQUEST_ERROR', 'A request with the same idempotency key is being processed').body;
  return errorAnswer(status, 'BAD_REQUEST_ERROR', 'Scripted failure').body;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stable JSON with sorted keys, so two equal bodies compare equal whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Razorpay rejects fields it does not know with this message. */
function unexpectedFields(body: Record<string, unknown>, allowed: string[]): Answer | null {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  return extra.length > 0 ? badRequest(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]) : null;
}

function readNotes(value: unknown): Notes | Answer {
  if (value === undefined) return [];
  const valid =
    isPlainObject(value) &&
    Object.keys(value).length <= 15 &&
    Object.values(value).every((note) => typeof note === 'string' && note.length <= 256);
  if (!valid) return badRequest('notes must be at most 15 text values of at most 256 characters', 'notes');
  return Object.keys(value).length === 0 ? [] : (value as Record<string, string>);
}

function checkAmount(value: unknown, field = 'amount'): Answer | null {
  if (value === undefined) return badRequest(`The ${field} field is required.`, field);
  if (typeof value !== 'number' || !Number.isInteger(value)) return badRequest(`The ${field} must be an integer.`, field);
  if (value < 100) return badRequest('The amount must be at least INR 1.00', field);
  return null;
}

function markPaid(order: FakeOrder) {
  order.status = 'paid';
  order.amount_paid = order.amount;
  order.amount_due = 0;
}

const isAnswer = (value: unknown): value is Answer => isPlainObject(value) && typeof value.status === 'number' && 'body' in value;

/** Starts the fake on 127.0.0.1 at a free port. */
export async function startFakeRazorpay(options: { keyId: string; keySecret: string }): Promise<FakeRazorpay> {
  const expectedAuthorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const state: FakeRazorpayState = { orders: new Map(), payments: new Map(), refunds: new Map(), refundKeys: new Map() };
  const requests: FakeRazorpayRequest[] = [];
  const scripted: ScriptedAnswer[] = [];
  const pendingTimers = new Set<NodeJS.Timeout>();

  function createOrder(body: Record<string, unknown>): Answer {
    const refused =
      unexpectedFields(body, [
        'amount',
        'currency',
        'receipt',
        'notes',
        'partial_payment',
        'first_payment_min_amount',
        'payment',
      ]) ?? checkAmount(body.amount);
    if (refused) return refused;
    if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) {
      return badRequest('The currency field is required and must be a three-letter code.', 'currency');
    }
    if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40)) {
      return badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    const notes = readNotes(body.notes);
    if (isAnswer(notes)) return notes;
    const amount = body.amount as number;
    const order: FakeOrder = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: body.currency,
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes,
      created_at: nowSeconds(),
    };
    state.orders.set(order.id, order);
    return { status: 200, body: order };
  }

  function listOrders(query: URLSearchParams): Answer {
    const count = Math.min(Number(query.get('count') ?? 10) || 10, 100);
    const receipt = query.get('receipt');
    // Newest first, as Razorpay lists them.
    const items = [...state.orders.values()]
      .reverse()
      .filter((order) => receipt === null || order.receipt === receipt)
      .slice(0, count);
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  }

  function capturePayment(payment: FakePayment, body: Record<string, unknown>): Answer {
    const refused = unexpectedFields(body, ['amount', 'currency']) ?? checkAmount(body.amount);
    if (refused) return refused;
    if (payment.status === 'captured' || payment.status === 'refunded')
      return badRequest('This payment has already been captured');
    if (payment.status !== 'authorized')
      return badRequest('Only payments which have been authorized and not yet captured can be captured');
    if (body.amount !== payment.amount) return badRequest('Capture amount must be equal to the amount authorized', 'amount');
    if (body.currency !== payment.currency) return badRequest('The currency should be same as the payment currency', 'currency');
    payment.status = 'captured';
    payment.captured = true;
    const order = state.orders.get(payment.order_id);
    if (order) markPaid(order);
    return { status: 200, body: payment };
  }

  function refundPayment(payment: FakePayment, body: Record<string, unknown>, idempotencyKey: string | undefined): Answer {
    const fingerprint = canonicalJson({ payment: payment.id, body });
    if (idempotencyKey !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey)) {
        return badRequest('The idempotency key must be at least 10 characters of letters, digits, hyphens and underscores');
      }
      const earlier = state.refundKeys.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return badRequest('Different request with the same idempotency key has already been processed.');
      }
      if (earlier) return { status: 200, body: state.refunds.get(earlier.refundId) };
    }
    const refused = unexpectedFields(body, ['amount', 'speed', 'notes', 'receipt']);
    if (refused) return refused;
    if (body.speed !== undefined && body.speed !== 'normal' && body.speed !== 'optimum') {
      return badRequest('The selected speed is invalid.', 'speed');
    }
    if (!payment.captured) return badRequest('The payment has not been captured yet');
    const refundable = payment.amount - payment.amount_refunded;
    if (refundable === 0) return badRequest('The payment has been fully refunded already');
    const amount = body.amount ?? refundable;
    const badAmount = checkAmount(amount);
    if (badAmount) return badAmount;
    if ((amount as number) > refundable)
      return badRequest('The refund amount provided is greater than amount captured', 'amount');
    const notes = readNotes(body.notes);
    if (isAnswer(notes)) return notes;
    const refund: FakeRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount: amount as number,
      currency: payment.currency,
      payment_id: payment.id,
      notes,
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      // Test mode settles refunds at once.
      status: 'processed',
      speed_requested: typeof body.speed === 'string' ? body.speed : 'normal',
      speed_processed: 'normal',
      created_at: nowSeconds(),
    };
    state.refunds.set(refund.id, refund);
    if (idempotencyKey !== undefined) state.refundKeys.set(idempotencyKey, { fingerprint, refundId: refund.id });
    payment.amount_refunded += refund.amount;
    const isFull = payment.amount_refunded === payment.amount;
    payment.refund_status = isFull ? 'full' : 'partial';
    if (isFull) payment.status = 'refunded';
    return { status: 200, body: refund };
  }

  function route(method: string, url: string, headers: IncomingHttpHeaders, body: unknown, isJson: boolean): Answer {
    if (headers.authorization !== expectedAuthorization) return errorAnswer(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    if (!isJson) return badRequest('The request body must be a JSON object');
    const fields = isPlainObject(body) ? body : {};
    const { pathname, searchParams } = new URL(url, 'http://fake.invalid');
    const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const [version, resource, id, action, ...rest] = segments;
    if (version !== 'v1' || rest.length > 0) return badRequest('The requested URL was not found on the server.');

    if (resource === 'orders' && id === undefined) {
      if (method === 'POST') return createOrder(fields);
      if (method === 'GET') return listOrders(searchParams);
    }
    if (resource === 'orders' && id !== undefined && action === undefined && method === 'GET') {
      const order = state.orders.get(id);
      return order ? { status: 200, body: order } : notFound();
    }
    if (resource === 'orders' && id !== undefined && action === 'payments' && method === 'GET') {
      if (!state.orders.has(id)) return notFound();
      const items = [...state.payments.values()].filter((payment) => payment.order_id === id).reverse();
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    if (resource === 'payments' && id !== undefined) {
      const payment = state.payments.get(id);
      if (action === undefined && method === 'GET') return payment ? { status: 200, body: payment } : notFound();
      if (action === 'capture' && method === 'POST') return payment ? capturePayment(payment, fields) : notFound();
      if (action === 'refund' && method === 'POST') {
        const key = headers['x-refund-idempotency'];
        return payment ? refundPayment(payment, fields, typeof key === 'string' ? key : undefined) : notFound();
      }
    }
    return badRequest('The requested URL was not found on the server.');
  }

  function send(res: ServerResponse, answer: Answer, delayMs: number) {
    const write = () => {
      // The client may have given up (a timeout test); writing then would only raise errors.
      if (res.destroyed) return;
      const isText = typeof answer.body === 'string';
      res.writeHead(answer.status, { 'content-type': isText ? 'text/html' : 'application/json' });
      res.end(isText ? answer.body : JSON.stringify(answer.body));
    };
    if (delayMs <= 0) return write();
    const timer = setTimeout(() => {
      pendingTimers.delete(timer);
      write();
    }, delayMs);
    pendingTimers.add(timer);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      let isJson = true;
      if (raw !== '') {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
          isJson = false;
        }
      }
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      requests.push({ method, path: url, headers: req.headers, body });
      const forced = scripted.shift();
      if (forced) {
        send(res, { status: forced.status, body: forced.body ?? defaultScriptedBody(forced.status) }, forced.delayMs ?? 0);
        return;
      }
      send(res, route(method, url, req.headers, body, isJson), 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    state,
    requests,
    script(next) {
      scripted.push(next);
    },
    payOrder(orderId, outcome) {
      const order = state.orders.get(orderId);
      if (!order) throw new Error(`No order ${orderId} on the fake Razorpay`);
      if (order.status === 'paid') throw new Error(`Order ${orderId} is already paid`);
      const payment: FakePayment = {
        id: newId('pay'),
        entity: 'payment',
        amount: order.amount_due,
        currency: order.currency,
        status: outcome,
        order_id: order.id,
        method: 'card',
        captured: outcome === 'captured',
        amount_refunded: 0,
        refund_status: null,
        notes: [],
        error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
        error_description: outcome === 'failed' ? 'Your payment has been declined by the bank' : null,
        created_at: nowSeconds(),
      };
      state.payments.set(payment.id, payment);
      order.attempts += 1;
      if (outcome === 'captured') markPaid(order);
      else order.status = 'attempted';
      return { id: payment.id, orderId: order.id, amount: payment.amount, currency: payment.currency, status: payment.status };
    },
    async close() {
      for (const timer of pendingTimers) clearTimeout(timer);
      pendingTimers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
