import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../../db/schema.ts';
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
 * An in-process Razorpay look-alike for development and tests: same ids, same signatures, and a signed
 * webhook after every completed payment, so the production checks always run. Its books are tables in
 * the shop's database, so what it took survives a restart and every instance sees the same payments.
 */
export function createSandboxPayments(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  db: Db;
}): SandboxPaymentProvider {
  const { db } = options;
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

  const insertOrder = db
    .insert(sandboxOrders)
    .values({
      id: sql.placeholder('id'),
      amount: sql.placeholder('amount'),
      currency: sql.placeholder('currency'),
      receipt: sql.placeholder('receipt'),
      status: 'created',
    })
    .returning()
    .prepare('sandbox_create_order');

  const missing = (what: string) =>
    new PaymentProviderError(`The id provided does not exist (${what})`, 400, false, 'BAD_REQUEST_ERROR');

  const toPayment = (row: typeof sandboxPayments.$inferSelect): ProviderPayment => ({
    id: row.id,
    orderId: row.orderId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
  });
  const toOrder = (row: typeof sandboxOrders.$inferSelect): ProviderOrder => ({
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    receipt: row.receipt,
    status: row.status,
  });
  const toRefund = (row: typeof sandboxRefunds.$inferSelect): ProviderRefund => ({
    id: row.id,
    paymentId: row.paymentId,
    amount: row.amount,
    status: row.status,
  });

  async function findPayment(paymentId: string) {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!row) throw missing(paymentId);
    return row;
  }

  const sandbox: SandboxControls = {
    async complete(orderId, outcome) {
      // One statement: the order moves unless already paid (a second completion waits for the first
      // and then finds it paid), and the payment is written only when it did.
      const paymentStatus = outcome === 'success' ? 'captured' : 'failed';
      const paymentId = newId('pay');
      const [moved] = await queryRows<Pick<ProviderOrder, 'amount' | 'currency' | 'receipt' | 'status'>>(
        db,
        sql`
        with moved as (
          update ${sandboxOrders} set status = ${outcome === 'success' ? 'paid' : 'attempted'}
          where id = ${orderId} and status <> 'paid'
          returning amount, currency, receipt, status
        ), paid as (
          insert into ${sandboxPayments} (id, order_id, amount, currency, status)
          select ${paymentId}, ${orderId}, amount, currency, ${paymentStatus} from moved
        )
        select amount, currency, receipt, status from moved`,
      );
      if (!moved) {
        const [order] = await db.select({ id: sandboxOrders.id }).from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
        if (!order) throw missing(orderId);
        throw new PaymentProviderError('This order is already paid', 400, false, 'BAD_REQUEST_ERROR');
      }
      const order: ProviderOrder = { id: orderId, ...moved };
      const payment: ProviderPayment = {
        id: paymentId,
        orderId,
        amount: moved.amount,
        currency: moved.currency,
        status: paymentStatus,
      };
      sendWebhook(outcome === 'success' ? 'order.paid' : 'payment.failed', payment, outcome === 'success' ? order : undefined);
      return { payment, signature: outcome === 'success' ? signCheckout(options.keySecret, orderId, payment.id) : null };
    },
    setWebhookDispatcher(next) {
      dispatch = next;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async listRefunds() {
      const rows = await db.select().from(sandboxRefunds).orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
      return rows.map(toRefund);
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
      const [order] = await insertOrder.execute({ id: newId('order'), amount, currency, receipt });
      return toOrder(order!);
    },
    async findOrderByReceipt(receipt) {
      const [order] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.receipt, receipt));
      return order ? toOrder(order) : null;
    },
    async fetchOrderPayments(orderId) {
      const [order] = await db.select({ id: sandboxOrders.id }).from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
      if (!order) throw missing(orderId);
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, orderId))
        .orderBy(asc(sandboxPayments.createdAt), asc(sandboxPayments.id));
      return rows.map(toPayment);
    },
    async fetchPayment(paymentId) {
      return toPayment(await findPayment(paymentId));
    },
    async capturePayment({ paymentId }) {
      await findPayment(paymentId);
      const [payment] = await db
        .update(sandboxPayments)
        .set({ status: 'captured' })
        .where(eq(sandboxPayments.id, paymentId))
        .returning();
      return toPayment(payment!);
    },
    async refund({ paymentId, amount, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for('update');
        if (!payment) throw missing(paymentId);
        const [earlier] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
        if (earlier) return toRefund(earlier);
        const [sum] = await tx
          .select({ already: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)::int` })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.paymentId, paymentId));
        const already = sum?.already ?? 0;
        const value = amount ?? payment.amount - already;
        if (value <= 0 || already + value > payment.amount) {
          throw new PaymentProviderError('The refund amount exceeds what is left to refund', 400, false, 'BAD_REQUEST_ERROR');
        }
        const [refund] = await tx
          .insert(sandboxRefunds)
          .values({ id: newId('rfnd'), paymentId, idempotencyKey, amount: value, status: 'processed' })
          .returning();
        if (already + value === payment.amount) {
          await tx.update(sandboxPayments).set({ status: 'refunded' }).where(eq(sandboxPayments.id, paymentId));
        }
        return toRefund(refund!);
      });
    },
    verifyCheckoutSignature: ({ orderId, paymentId, signature }) =>
      isValidCheckoutSignature(options.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(options.webhookSecret, rawBody, signature),
  };
}
