import { randomBytes } from 'node:crypto';
import type {
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
  SandboxControls,
  WebhookDispatcher,
} from './payments.ts';
import { PaymentProviderError } from './payments.ts';
import { isValidCheckoutSignature, isValidWebhookSignature, signCheckout, signWebhook } from './signatures.ts';

export type SandboxPaymentProvider = PaymentProvider & { readonly sandbox: SandboxControls };

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * An in-process Razorpay look-alike for development and tests: same ids, same signatures,
 * and a signed webhook after every completed payment, so the production checks always run.
 */
export function createSandboxPayments(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): SandboxPaymentProvider {
  const orders = new Map<string, ProviderOrder>();
  const payments = new Map<string, ProviderPayment>();
  const refundsByKey = new Map<string, ProviderRefund>();
  const refunds: ProviderRefund[] = [];
  let dispatch: WebhookDispatcher | null = null;
  const inFlight = new Set<Promise<unknown>>();

  function sendWebhook(event: string, payment: ProviderPayment, order: ProviderOrder | undefined) {
    if (!dispatch) return;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: order ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: {
          entity: {
            id: payment.id,
            entity: 'payment',
            order_id: payment.orderId,
            amount: payment.amount,
            currency: payment.currency,
            status: payment.status,
          },
        },
        ...(order
          ? {
              order: {
                entity: {
                  id: order.id,
                  entity: 'order',
                  amount: order.amount,
                  currency: order.currency,
                  receipt: order.receipt,
                  status: order.status,
                },
              },
            }
          : {}),
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const sent = dispatch(body, {
      'content-type': 'application/json',
      'x-razorpay-signature': signWebhook(options.webhookSecret, body),
      'x-razorpay-event-id': newId('evt'),
    }).finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  }

  const missing = (what: string) =>
    new PaymentProviderError(`The id provided does not exist (${what})`, 400, false, 'BAD_REQUEST_ERROR');

  const sandbox: SandboxControls = {
    refunds,
    async complete(orderId, outcome) {
      const order = orders.get(orderId);
      if (!order) throw missing(orderId);
      if (order.status === 'paid') throw new PaymentProviderError('This order is already paid', 400, false, 'BAD_REQUEST_ERROR');
      const payment: ProviderPayment = {
        id: newId('pay'),
        orderId,
        amount: order.amount,
        currency: order.currency,
        status: outcome === 'success' ? 'captured' : 'failed',
      };
      payments.set(payment.id, payment);
      order.status = outcome === 'success' ? 'paid' : 'attempted';
      sendWebhook(outcome === 'success' ? 'order.paid' : 'payment.failed', payment, outcome === 'success' ? order : undefined);
      return {
        payment: { ...payment },
        signature: outcome === 'success' ? signCheckout(options.keySecret, orderId, payment.id) : null,
      };
    },
    setWebhookDispatcher(next) {
      dispatch = next;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };

  return {
    name: 'sandbox',
    keyId: options.keyId,
    // Sandbox payments are captured the moment the traveller completes them, in this process.
    verifiesPaymentServerSide: false,
    sandbox,
    async createOrder({ amount, currency, receipt }) {
      if (!Number.isInteger(amount) || amount < 100) {
        throw new PaymentProviderError('The amount must be at least INR 1.00', 400, false, 'BAD_REQUEST_ERROR');
      }
      const order: ProviderOrder = { id: newId('order'), amount, currency, receipt, status: 'created' };
      orders.set(order.id, order);
      return { ...order };
    },
    async findOrderByReceipt(receipt) {
      const found = [...orders.values()].find((o) => o.receipt === receipt);
      return found ? { ...found } : null;
    },
    async fetchPayment(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw missing(paymentId);
      return { ...payment };
    },
    async capturePayment({ paymentId }) {
      const payment = payments.get(paymentId);
      if (!payment) throw missing(paymentId);
      payment.status = 'captured';
      return { ...payment };
    },
    async refund({ paymentId, amount, idempotencyKey }) {
      const earlier = refundsByKey.get(idempotencyKey);
      if (earlier) return { ...earlier };
      const payment = payments.get(paymentId);
      if (!payment) throw missing(paymentId);
      const already = refunds.filter((r) => r.paymentId === paymentId).reduce((sum, r) => sum + r.amount, 0);
      const value = amount ?? payment.amount - already;
      if (value <= 0 || already + value > payment.amount) {
        throw new PaymentProviderError('The refund amount exceeds what is left to refund', 400, false, 'BAD_REQUEST_ERROR');
      }
      const refund: ProviderRefund = { id: newId('rfnd'), paymentId, amount: value, status: 'processed' };
      refunds.push(refund);
      refundsByKey.set(idempotencyKey, refund);
      if (already + value === payment.amount) payment.status = 'refunded';
      return { ...refund };
    },
    verifyCheckoutSignature: ({ orderId, paymentId, signature }) =>
      isValidCheckoutSignature(options.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(options.webhookSecret, rawBody, signature),
  };
}
