import { and, asc, eq } from 'drizzle-orm';
import type { CreatePaymentResponse, VerifyPaymentBody } from '@arrival/contracts/payments';
import { arrivalProblem } from '@arrival/contracts/user';
import { orders, payments, users } from '../../db/schema.ts';
import { msg } from '../../i18n/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { priceCart } from '../cart/cart.service.ts';
import { assertCounterCanServe } from '../counters/counters.service.ts';
import { placePendingOrder, type OrderRow } from '../orders/order-moves.ts';
import { holdStock } from '../stock/stock-moves.ts';
import { confirmPaidOrder } from './confirmation.service.ts';
import { HOLD_MINUTES, releaseHold } from './holds.service.ts';
import { captureAuthorized } from './reconciliation.service.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * Turns the caller's cart into a payment: prices it here, holds the stock at their airport for
 * 15 minutes in one transaction, and opens the provider's order. The same cart again answers the
 * same pending payment instead of a second hold.
 */
export async function createPayment(deps: PaymentDeps, userId: number): Promise<CreatePaymentResponse> {
  const now = deps.clock.now();
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.pickupLocationId) throw new AppError('VALIDATION_FAILED', msg('cart.noLocation'));
  if (!user.arrivalAt) throw new AppError('VALIDATION_FAILED', msg('arrival.required'));
  const tooSoon = arrivalProblem(user.arrivalAt, now);
  if (tooSoon) throw new AppError('VALIDATION_FAILED', tooSoon);
  // The counter may have changed its hours or closed since the arrival was chosen.
  await assertCounterCanServe(deps.db, user.pickupLocationId, user.arrivalAt, now);

  const { lines, totalPaise } = await priceCart(deps.db, userId);
  const fingerprint = sha256Hex(
    JSON.stringify([
      user.pickupLocationId,
      user.arrivalAt.toISOString(),
      lines.map((l) => [l.productId, l.quantity, l.pricePaise]),
    ]),
  );
  const locationId = user.pickupLocationId;
  const arrivalAt = user.arrivalAt;

  const order = await deps.db.transaction(async (tx) => {
    // One checkout at a time per traveller.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const pending = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'PAYMENT_PENDING')))
      .for('update');
    for (const hold of pending) {
      const stillHeld = hold.holdExpiresAt !== null && hold.holdExpiresAt > now;
      if (stillHeld && hold.cartFingerprint === fingerprint) return hold;
      // A changed cart or a lapsed hold: give that stock back before holding anew.
      await releaseHold(tx, hold, 'EXPIRE_HOLD', now);
    }
    if (!(await holdStock(tx, locationId, lines))) {
      throw new AppError('OUT_OF_STOCK', msg('checkout.soldOut'));
    }
    return placePendingOrder(tx, {
      userId,
      locationId,
      totalPaise,
      arrivalAt,
      flightNumber: user.flightNumber,
      arrivalTerminal: user.arrivalTerminal,
      scheduledArrivalAt: user.flightNumber ? arrivalAt : null,
      cartFingerprint: fingerprint,
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      now,
      lines,
    });
  });

  const providerOrderId = await ensureProviderOrder(deps, order);
  return {
    id: providerOrderId,
    amount: order.totalPaise,
    currency: 'INR',
    orderId: order.id,
    holdExpiresAt: order.holdExpiresAt!.toISOString(),
    keyId: deps.payments.keyId,
  };
}

/** The provider's order for our order, found by receipt before creating one (Orders API has no idempotency key). */
async function ensureProviderOrder(deps: PaymentDeps, order: OrderRow): Promise<string> {
  const [existing] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(payments.id))
    .limit(1);
  if (existing) return existing.providerOrderId;
  const receipt = `order_${order.id}`;
  try {
    const providerOrder =
      (await deps.payments.findOrderByReceipt(receipt)) ??
      (await deps.payments.createOrder({
        amount: order.totalPaise,
        currency: 'INR',
        receipt,
        notes: { orderId: String(order.id) },
      }));
    await deps.db
      .insert(payments)
      .values({
        orderId: order.id,
        provider: deps.payments.name,
        providerOrderId: providerOrder.id,
        amountPaise: order.totalPaise,
        currency: 'INR',
      })
      .onConflictDoNothing();
    return providerOrder.id;
  } catch (error) {
    deps.log?.(error);
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, order.id), eq(orders.status, 'PAYMENT_PENDING')))
        .for('update');
      if (locked) await releaseHold(tx, locked, 'EXPIRE_HOLD', deps.clock.now());
    });
    throw new AppError('PAYMENT_FAILED', msg('checkout.startFailed'), { statusCode: 503 });
  }
}

/** Checks what the browser's checkout handed back, then confirms; replays answer the same order. */
export async function verifyCheckout(deps: PaymentDeps, userId: number, body: VerifyPaymentBody): Promise<number> {
  const [row] = await deps.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.providerOrderId, body.razorpayOrderId))
    .limit(1);
  // Another traveller's payment answers like a missing one.
  if (!row || row.order.userId !== userId) throw new AppError('NOT_FOUND', msg('error.notFound.payment'));
  const { payment, order } = row;
  const valid = deps.payments.verifyCheckoutSignature({
    orderId: payment.providerOrderId,
    paymentId: body.razorpayPaymentId,
    signature: body.signature,
  });
  if (!valid) throw new AppError('PAYMENT_FAILED', msg('checkout.unverified'), { statusCode: 400 });

  const mismatch = [
    body.amount !== payment.amountPaise && 'amount',
    body.currency !== payment.currency && 'currency',
    body.userId !== undefined && body.userId !== userId && 'user',
    body.locationId !== order.locationId && 'pickup location',
    new Date(body.arrivalTime).getTime() !== order.arrivalAt.getTime() && 'arrival time',
  ].filter(Boolean);
  if (mismatch.length > 0) {
    throw new AppError('PAYMENT_FAILED', msg('checkout.mismatchFields', { fields: mismatch.join(', ') }), {
      statusCode: 400,
    });
  }

  if (deps.payments.verifiesPaymentServerSide) {
    // The signature proves the handler data is genuine; the payment itself must also be right.
    let paid = await deps.payments.fetchPayment(body.razorpayPaymentId);
    if (paid.orderId !== payment.providerOrderId || paid.amount !== payment.amountPaise || paid.currency !== payment.currency) {
      throw new AppError('PAYMENT_FAILED', msg('checkout.mismatch'), { statusCode: 400 });
    }
    if (paid.status === 'authorized') paid = await captureAuthorized(deps.payments, paid);
    if (paid.status !== 'captured') throw new AppError('PAYMENT_FAILED', msg('checkout.failed'), { statusCode: 400 });
  }
  return confirmPaidOrder(deps, {
    providerOrderId: payment.providerOrderId,
    providerPaymentId: body.razorpayPaymentId,
    amount: payment.amountPaise,
    currency: payment.currency,
  });
}
