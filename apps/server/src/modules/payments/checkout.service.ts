import { and, asc, eq, sql } from 'drizzle-orm';
import type { CreatePaymentResponse, VerifyPaymentBody } from '@arrival/contracts/payments';
import { arrivalProblem } from '@arrival/contracts/user';
import { preparedStatement } from '../../db/client.ts';
import { counters, locations, orders, payments, users } from '../../db/schema.ts';
import { msg } from '../../i18n/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { priceCart } from '../cart/cart.service.ts';
import { assertCounterServes, counterColumns, counterOf } from '../counters/counters.service.ts';
import { placePendingOrder, type OrderRow } from '../orders/order-moves.ts';
import { holdStock } from '../stock/stock-moves.ts';
import { confirmedBy, confirmPaidOrder } from './confirmation.service.ts';
import { HOLD_MINUTES, releaseHold } from './holds.service.ts';
import { captureAuthorized } from './reconciliation.service.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** What checkout reads of a pending order: enough to answer it again or to release its hold. */
const holdColumns = {
  id: orders.id,
  status: orders.status,
  userId: orders.userId,
  locationId: orders.locationId,
  totalPaise: orders.totalPaise,
  holdExpiresAt: orders.holdExpiresAt,
  cartFingerprint: orders.cartFingerprint,
};

/** The traveller, locked (one checkout at a time per traveller), with their airport and its counter. */
const travellerToCheckOut = preparedStatement((db) =>
  db
    .select({
      user: {
        pickupLocationId: users.pickupLocationId,
        arrivalAt: users.arrivalAt,
        flightNumber: users.flightNumber,
        arrivalTerminal: users.arrivalTerminal,
      },
      ...counterColumns,
    })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.pickupLocationId))
    .leftJoin(counters, eq(counters.locationId, locations.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update', { of: users })
    .prepare('checkout_lock_traveller'),
);

/** The traveller's holds still awaiting payment, locked. */
const pendingHolds = preparedStatement((db) =>
  db
    .select(holdColumns)
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), eq(orders.status, 'PAYMENT_PENDING')))
    .for('update')
    .prepare('checkout_lock_pending_holds'),
);

/**
 * Turns the caller's cart into a payment: prices it here, holds the stock at their airport for
 * 15 minutes in one transaction, and opens the provider's order. The same cart again answers the
 * same pending payment instead of a second hold.
 */
export async function createPayment(deps: PaymentDeps, userId: number): Promise<CreatePaymentResponse> {
  const now = deps.clock.now();
  // Everything is read inside the transaction that holds: the traveller's row is locked first (one
  // checkout at a time per traveller), then the counter, the cart and any pending hold are read.
  const { order, fresh } = await deps.db.transaction(async (tx) => {
    const [row] = await travellerToCheckOut(tx).execute({ userId });
    const user = row?.user;
    if (!user?.pickupLocationId || !row?.location) throw new AppError('VALIDATION_FAILED', msg('cart.noLocation'));
    if (!user.arrivalAt) throw new AppError('VALIDATION_FAILED', msg('arrival.required'));
    const tooSoon = arrivalProblem(user.arrivalAt, now);
    if (tooSoon) throw new AppError('VALIDATION_FAILED', tooSoon);
    // The counter may have changed its hours or closed since the arrival was chosen.
    assertCounterServes(counterOf({ location: row.location, counter: row.counter }), user.arrivalAt, now);
    const { lines, totalPaise } = await priceCart(tx, userId, row.location);
    const fingerprint = sha256Hex(
      JSON.stringify([
        user.pickupLocationId,
        user.arrivalAt.toISOString(),
        lines.map((l) => [l.productId, l.quantity, l.pricePaise]),
      ]),
    );

    const pending = await pendingHolds(tx).execute({ userId });
    for (const hold of pending) {
      const stillHeld = hold.holdExpiresAt !== null && hold.holdExpiresAt > now;
      if (stillHeld && hold.cartFingerprint === fingerprint) return { order: hold, fresh: false };
      // A changed cart or a lapsed hold: give that stock back before holding anew.
      await releaseHold(tx, hold, 'EXPIRE_HOLD', now);
    }
    if (!(await holdStock(tx, user.pickupLocationId, lines))) {
      throw new AppError('OUT_OF_STOCK', msg('checkout.soldOut'));
    }
    const placed = await placePendingOrder(tx, {
      userId,
      locationId: user.pickupLocationId,
      totalPaise,
      arrivalAt: user.arrivalAt,
      flightNumber: user.flightNumber,
      arrivalTerminal: user.arrivalTerminal,
      scheduledArrivalAt: user.flightNumber ? user.arrivalAt : null,
      cartFingerprint: fingerprint,
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      now,
      lines,
    });
    return { order: placed, fresh: true };
  });

  const providerOrderId = await ensureProviderOrder(deps, order, fresh);
  return {
    id: providerOrderId,
    amount: order.totalPaise,
    currency: 'INR',
    orderId: order.id,
    holdExpiresAt: order.holdExpiresAt!.toISOString(),
    keyId: deps.payments.keyId,
  };
}

const recordPayment = preparedStatement((db) =>
  db
    .insert(payments)
    .values({
      orderId: sql.placeholder('orderId'),
      provider: sql.placeholder('provider'),
      providerOrderId: sql.placeholder('providerOrderId'),
      amountPaise: sql.placeholder('amountPaise'),
      currency: 'INR',
    })
    .onConflictDoNothing()
    .prepare('record_payment'),
);

/**
 * The provider's order for our order (Orders API has no idempotency key). A pending hold answered
 * again may have one already, here or at the provider, found by receipt; an order placed by this
 * very call cannot, so it is opened at once.
 */
async function ensureProviderOrder(
  deps: PaymentDeps,
  order: Pick<OrderRow, 'id' | 'totalPaise'>,
  fresh: boolean,
): Promise<string> {
  if (!fresh) {
    const [existing] = await deps.db
      .select({ providerOrderId: payments.providerOrderId })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(payments.id))
      .limit(1);
    if (existing) return existing.providerOrderId;
  }
  const receipt = `order_${order.id}`;
  try {
    const found = fresh ? null : await deps.payments.findOrderByReceipt(receipt);
    const providerOrder =
      found ??
      (await deps.payments.createOrder({
        amount: order.totalPaise,
        currency: 'INR',
        receipt,
        notes: { orderId: String(order.id) },
      }));
    await recordPayment(deps.db).execute({
      orderId: order.id,
      provider: deps.payments.name,
      providerOrderId: providerOrder.id,
      amountPaise: order.totalPaise,
    });
    return providerOrder.id;
  } catch (error) {
    deps.log?.(error);
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select(holdColumns)
        .from(orders)
        .where(and(eq(orders.id, order.id), eq(orders.status, 'PAYMENT_PENDING')))
        .for('update');
      if (locked) await releaseHold(tx, locked, 'EXPIRE_HOLD', deps.clock.now());
    });
    throw new AppError('PAYMENT_FAILED', msg('checkout.startFailed'), { statusCode: 503 });
  }
}

const paymentToVerify = preparedStatement((db) =>
  db
    .select({
      payment: {
        providerOrderId: payments.providerOrderId,
        providerPaymentId: payments.providerPaymentId,
        amountPaise: payments.amountPaise,
        currency: payments.currency,
      },
      order: {
        id: orders.id,
        userId: orders.userId,
        locationId: orders.locationId,
        arrivalAt: orders.arrivalAt,
        paymentStatus: orders.paymentStatus,
      },
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.providerOrderId, sql.placeholder('providerOrderId')))
    .limit(1)
    .prepare('verify_checkout_payment'),
);

/** Checks what the browser's checkout handed back, then confirms; replays answer the same order. */
export async function verifyCheckout(deps: PaymentDeps, userId: number, body: VerifyPaymentBody): Promise<number> {
  const [row] = await paymentToVerify(deps.db).execute({ providerOrderId: body.razorpayOrderId });
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
  // A replay, or the browser arriving after the webhook: the books already say so.
  if (confirmedBy(payment, order, body.razorpayPaymentId)) return order.id;
  return confirmPaidOrder(deps, {
    providerOrderId: payment.providerOrderId,
    providerPaymentId: body.razorpayPaymentId,
    amount: payment.amountPaise,
    currency: payment.currency,
  });
}
