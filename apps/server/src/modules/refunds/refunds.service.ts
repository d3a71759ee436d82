import { and, asc, count, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { OpenRefunds, Refund, RefundStatus } from '@arrival/contracts/refunds';
import type { Db, Tx } from '../../db/client.ts';
import { orders, payments, refunds } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { MessagingProvider } from '../../providers/messaging/messaging.ts';
import { PaymentProviderError, type PaymentProvider } from '../../providers/payments/payments.ts';
import type { PushProvider } from '../../providers/push/push.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { deliverNotices } from '../notifications/notifications.service.ts';
import { applyOrderMove, lockOrder, type OrderChange } from '../orders/order-moves.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** What executing refunds needs: the provider to ask, and what settling an order tells. */
export interface RefundDeps {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  messaging: MessagingProvider;
  push?: PushProvider;
  log?: (error: unknown) => void;
}

/** Statuses the provider still has to settle; only these are executed. */
const unsettled = ['REQUESTED', 'PENDING'] as const satisfies readonly RefundStatus[];

/**
 * How long an attempt owns its row. Longer than any provider call may take, so a second instance never
 * asks at the same time; if the process dies mid-call, the row is due again once it lapses.
 */
const ATTEMPT_LEASE_MS = 2 * 60_000;
/** A refund the provider accepted but has not settled is asked about again after this. */
const PENDING_RECHECK_MS = 60_000;

/** 30 s after the first failure, doubling up to half an hour: the provider is asked until it answers. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);

/**
 * The idempotency key for refunding one order line. Razorpay wants at least 10 letters, digits, `-` or `_`;
 * the fixed prefix guarantees the length whatever the ids are.
 */
export const itemRefundKey = (orderId: number, itemId: number) => `refund_item_${orderId}_${itemId}`;

/**
 * Records a refund as REQUESTED inside the caller's transaction, so it is on the books whether or not
 * the provider answers; `runRefund` (after commit) and the refunds job execute it. Asking again with
 * the same key keeps the first row. Answers the key.
 */
export async function requestRefund(
  tx: Tx,
  input: {
    paymentId: number;
    providerPaymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    reason: string;
    orderItemId?: number;
    settlesOrder?: boolean;
    now: Date;
  },
): Promise<string> {
  await tx
    .insert(refunds)
    .values({
      paymentId: input.paymentId,
      providerPaymentId: input.providerPaymentId,
      orderItemId: input.orderItemId ?? null,
      amountPaise: input.amountPaise,
      idempotencyKey: input.idempotencyKey,
      reason: input.reason,
      settlesOrder: input.settlesOrder ?? true,
      nextAttemptAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey });
  return input.idempotencyKey;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * One attempt at a refund that is due: asks the provider with the row's own key (so any number of
 * attempts refund once) and records the answer. Processed settles the order; a failure worth retrying
 * waits `retryDelayMs`; a refusal marks it FAILED for an admin to see. A refund that is not due, or
 * that another attempt holds, is left alone. Never throws for the provider's sake.
 */
export async function runRefund(deps: RefundDeps, idempotencyKey: string): Promise<RefundStatus | null> {
  const now = deps.clock.now();
  const [claimed] = await deps.db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS),
      updatedAt: now,
    })
    .where(
      and(eq(refunds.idempotencyKey, idempotencyKey), inArray(refunds.status, [...unsettled]), lte(refunds.nextAttemptAt, now)),
    )
    .returning();
  if (!claimed) return null;

  let answer;
  try {
    answer = await deps.payments.refund({
      paymentId: claimed.providerPaymentId,
      amount: claimed.amountPaise,
      idempotencyKey: claimed.idempotencyKey,
    });
  } catch (error) {
    deps.log?.(error);
    const permanent = error instanceof PaymentProviderError && !error.retryable;
    await recordAttempt(deps.db, claimed, now, {
      status: permanent ? 'FAILED' : claimed.status,
      lastError: describe(error),
      nextAttemptAt: new Date(now.getTime() + (permanent ? 0 : retryDelayMs(claimed.attempts))),
    });
    return permanent ? 'FAILED' : claimed.status;
  }

  if (answer.status === 'processed') {
    await settleRefund(deps, claimed, answer.id);
    return 'PROCESSED';
  }
  const failed = answer.status === 'failed';
  await recordAttempt(deps.db, claimed, now, {
    status: failed ? 'FAILED' : 'PENDING',
    providerRefundId: answer.id,
    lastError: failed ? 'The payment provider could not process the refund' : null,
    nextAttemptAt: new Date(now.getTime() + PENDING_RECHECK_MS),
  });
  return failed ? 'FAILED' : 'PENDING';
}

async function recordAttempt(db: Db, claimed: RefundRow, now: Date, outcome: Partial<typeof refunds.$inferInsert>) {
  await db
    .update(refunds)
    .set({ ...outcome, updatedAt: now })
    .where(eq(refunds.id, claimed.id));
}

/**
 * The provider processed a refund: the row says so, and once every refund of the order's own money is
 * processed the order shows it (REFUNDED when all of it went back, PARTIALLY_REFUNDED otherwise).
 */
async function settleRefund(deps: RefundDeps, claimed: RefundRow, providerRefundId: string) {
  const now = deps.clock.now();
  const change = await deps.db.transaction(async (tx): Promise<OrderChange | null> => {
    const [payment] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, claimed.paymentId));
    // Order first, then refund rows: the order in which staff and confirmation lock them.
    const order = payment ? await lockOrder(tx, payment.orderId) : undefined;
    await tx
      .update(refunds)
      .set({ status: 'PROCESSED', providerRefundId, lastError: null, updatedAt: now })
      .where(eq(refunds.id, claimed.id));
    if (!order || !claimed.settlesOrder) return null;
    const [open] = await tx
      .select({ n: count() })
      .from(refunds)
      .where(and(eq(refunds.paymentId, claimed.paymentId), eq(refunds.settlesOrder, true), ne(refunds.status, 'PROCESSED')));
    if ((open?.n ?? 0) > 0) return null;
    if (order.status === 'REFUNDING') return applyOrderMove(tx, { order, move: 'COMPLETE_REFUND', now });
    if (order.paymentStatus === 'REFUND_PENDING') {
      await tx.update(orders).set({ paymentStatus: 'PARTIALLY_REFUNDED', updatedAt: now }).where(eq(orders.id, order.id));
    }
    return null;
  });
  if (change) await deliverNotices(deps, change.notices);
}

/** Runs every refund that is due, oldest first; the refunds job calls it. Answers how many were tried. */
export async function runDueRefunds(deps: RefundDeps, batch = 20): Promise<number> {
  const due = await deps.db
    .select({ key: refunds.idempotencyKey })
    .from(refunds)
    .where(and(inArray(refunds.status, [...unsettled]), lte(refunds.nextAttemptAt, deps.clock.now())))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(batch);
  for (const { key } of due) await runRefund(deps, key);
  return due.length;
}

const toRefund = (row: RefundRow & { orderId: number }): Refund => ({
  id: row.id,
  orderId: row.orderId,
  amount: paiseToRupees(row.amountPaise),
  status: row.status,
  reason: row.reason,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.status === 'FAILED' || row.status === 'PROCESSED' ? null : row.nextAttemptAt.toISOString(),
  providerRefundId: row.providerRefundId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const OPEN_LIST_SIZE = 100;

/** Refund rows with the order their payment belongs to, as admins see them. */
const refundsWithOrder = (db: Db, where: SQL) =>
  db
    .select({ refund: refunds, orderId: payments.orderId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(where);

/** Refunds the provider has not processed: failed ones first (they need an admin), then the oldest. */
export async function listOpenRefunds(db: Db): Promise<OpenRefunds> {
  const open = ne(refunds.status, 'PROCESSED');
  const rows = await refundsWithOrder(db, open)
    .orderBy(desc(sql`${refunds.status} = 'FAILED'`), asc(refunds.createdAt), asc(refunds.id))
    .limit(OPEN_LIST_SIZE);
  const totals = await db.select({ status: refunds.status, n: count() }).from(refunds).where(open).groupBy(refunds.status);
  const countOf = (statuses: RefundStatus[]) =>
    totals.filter((t) => statuses.includes(t.status)).reduce((sum, t) => sum + t.n, 0);
  return {
    pending: countOf(['REQUESTED', 'PENDING']),
    failed: countOf(['FAILED']),
    refunds: rows.map((r) => toRefund({ ...r.refund, orderId: r.orderId })),
  };
}

/** An admin asks again for a refund the provider refused; it runs at once, with its own key. */
export async function retryRefund(deps: RefundDeps, actorUserId: number, refundId: number): Promise<Refund> {
  const now = deps.clock.now();
  const key = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!row) throw notFound('Refund');
    if (row.status !== 'FAILED') {
      throw new AppError('CONFLICT', msg('refund.retryNotFailed', { refundId: row.id, status: row.status }));
    }
    await tx
      .update(refunds)
      .set({ status: 'REQUESTED', nextAttemptAt: now, attempts: 0, updatedAt: now })
      .where(eq(refunds.id, row.id));
    await writeAudit(tx, {
      actorUserId,
      action: 'refund.retry',
      entity: 'refund',
      entityId: row.id,
      before: { status: row.status, lastError: row.lastError },
      after: { status: 'REQUESTED' },
    });
    return row.idempotencyKey;
  });
  await runRefund(deps, key);
  const [row] = await refundsWithOrder(deps.db, eq(refunds.id, refundId));
  return toRefund({ ...row!.refund, orderId: row!.orderId });
}
