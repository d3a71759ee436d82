import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { NOT_LOGGED_IN_OR_NO_LOCATION } from '@arrival/contracts/cart';
import { CART_EMPTY_MESSAGE, type CreatePaymentResponse, type VerifyPaymentBody } from '@arrival/contracts/payments';
import { arrivalProblem } from '@arrival/contracts/user';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems, locationStock, orderItems, orders, payments, users, webhookEvents } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomDigits, sha256Hex } from '../../lib/crypto.ts';
import { rupeesToPaise } from '../../lib/money.ts';
import type { MessagingProvider } from '../../providers/messaging/messaging.ts';
import type { PaymentProvider } from '../../providers/payments/payments.ts';
import type { OrderEvents } from '../notifications/events.ts';
import type { PushProvider } from '../../providers/push/push.ts';
import { getCart } from '../cart/cart.service.ts';
import { deliverNotices, recordNotice, type Notice } from '../notifications/notifications.service.ts';

export const HOLD_MINUTES = 15;
export const PICKUP_CODE_LENGTH = 6;

export interface PaymentDeps {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  messaging: MessagingProvider;
  events?: OrderEvents;
  push?: PushProvider;
  log?: (error: unknown) => void;
}

type OrderRow = typeof orders.$inferSelect;

/** Gives a hold's stock back and closes it; the caller has locked the order row. */
async function releaseHold(tx: Tx, order: OrderRow, status: 'EXPIRED', paymentStatus: 'PENDING' | 'FAILED') {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    await tx
      .update(locationStock)
      .set({ stocksLeft: sql`${locationStock.stocksLeft} + ${item.quantity}` })
      .where(and(eq(locationStock.productId, item.productId), eq(locationStock.locationId, order.locationId)));
  }
  await tx
    .update(orders)
    .set({ status, paymentStatus, holdExpiresAt: null, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
}

/** Takes stock for every line or none; true when all of it was there. */
async function takeStock(tx: Tx, locationId: number, lines: { productId: number; quantity: number }[]): Promise<boolean> {
  // A fixed order of row locks keeps two buyers of the same products from deadlocking.
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const taken = await tx
      .update(locationStock)
      .set({ stocksLeft: sql`${locationStock.stocksLeft} - ${line.quantity}` })
      .where(
        and(
          eq(locationStock.productId, line.productId),
          eq(locationStock.locationId, locationId),
          eq(locationStock.showProductInLocation, true),
          sql`${locationStock.stocksLeft} >= ${line.quantity}`,
        ),
      )
      .returning({ id: locationStock.id });
    if (taken.length === 0) return false;
  }
  return true;
}

/**
 * Turns the caller's cart into a payment: prices it here, holds the stock at their airport for
 * 15 minutes in one transaction, and opens the provider's order. The same cart again answers the
 * same pending payment instead of a second hold.
 */
export async function createPayment(deps: PaymentDeps, userId: number): Promise<CreatePaymentResponse> {
  const now = deps.clock.now();
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.pickupLocationId) throw new AppError('VALIDATION_FAILED', NOT_LOGGED_IN_OR_NO_LOCATION);
  if (!user.arrivalAt) throw new AppError('VALIDATION_FAILED', 'Please select both airport and arrival time');
  const tooSoon = arrivalProblem(user.arrivalAt, now);
  if (tooSoon) throw new AppError('VALIDATION_FAILED', tooSoon);

  const cart = await getCart(deps.db, { userId, currency: 'INR' });
  if (cart.cart.length === 0) throw new AppError('VALIDATION_FAILED', CART_EMPTY_MESSAGE);
  const blocked = cart.cart.find((line) => !line.available);
  if (blocked) {
    throw new AppError('OUT_OF_STOCK', `${blocked.productResponseDTO.name}: ${blocked.problem}`, {
      details: { cartItemId: blocked.id, productId: blocked.productResponseDTO.id },
    });
  }
  const lines = cart.cart.map((line) => ({
    productId: line.productResponseDTO.id,
    quantity: line.quantity,
    pricePaise: rupeesToPaise(line.productResponseDTO.price),
    name: line.productResponseDTO.name,
    description: line.productResponseDTO.description,
    imageUrl: line.productResponseDTO.images[0]?.imageUrl ?? null,
  }));
  const totalPaise = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
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
      await releaseHold(tx, hold, 'EXPIRED', 'PENDING');
    }
    if (!(await takeStock(tx, locationId, lines))) {
      throw new AppError('OUT_OF_STOCK', 'Some items just sold out. Please review your cart.');
    }
    const [created] = await tx
      .insert(orders)
      .values({
        userId,
        locationId,
        totalPaise,
        arrivalAt,
        cartFingerprint: fingerprint,
        holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(orderItems).values(lines.map((l) => ({ orderId: created!.id, ...l })));
    return created!;
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
      if (locked) await releaseHold(tx, locked, 'EXPIRED', 'PENDING');
    });
    throw new AppError('PAYMENT_FAILED', 'We could not start the payment. Please try again.', { statusCode: 503 });
  }
}

interface PaidInput {
  providerOrderId: string;
  providerPaymentId: string;
  amount: number;
  currency: string;
}

type ConfirmOutcome = {
  orderId: number;
  notices: Notice[];
  refund: { paymentId: string; amount: number; key: string } | null;
  /** Set when the order entered the staff pipeline. */
  confirmedAt?: { locationId: number };
};

/**
 * Confirms the order behind a captured payment, once, whichever of the browser's verify call and the
 * webhook arrives first. A payment for an order that can no longer be fulfilled is refunded.
 */
export async function confirmPaidOrder(deps: PaymentDeps, input: PaidInput): Promise<number> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [payment] = await tx.select().from(payments).where(eq(payments.providerOrderId, input.providerOrderId)).for('update');
    if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
    if (input.amount !== payment.amountPaise || input.currency !== payment.currency) {
      throw new AppError('PAYMENT_FAILED', 'The payment does not match the order', { statusCode: 400 });
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order) throw notFound('Order');

    if (order.paymentStatus === 'SUCCESS' || order.paymentStatus === 'PARTIALLY_REFUNDED' || order.paymentStatus === 'REFUNDED') {
      if (payment.providerPaymentId === input.providerPaymentId) return { orderId: order.id, notices: [], refund: null };
      // A second captured payment for an order already paid: give it back.
      return {
        orderId: order.id,
        notices: [],
        refund: { paymentId: input.providerPaymentId, amount: input.amount, key: `dup_${input.providerPaymentId}` },
      };
    }

    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    let fulfillable = order.status === 'PAYMENT_PENDING';
    if (!fulfillable) {
      // The hold lapsed or failed before the money arrived: take the stock again if it is still there.
      fulfillable = await takeStock(tx, order.locationId, items);
    }
    await tx
      .update(payments)
      .set({ providerPaymentId: input.providerPaymentId, status: 'CAPTURED', updatedAt: now })
      .where(eq(payments.id, payment.id));

    if (!fulfillable) {
      await tx
        .update(orders)
        .set({
          status: 'REFUNDED',
          paymentStatus: 'REFUNDED',
          refundedPaise: order.totalPaise,
          holdExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      const notice = await recordNotice(tx, {
        userId: order.userId,
        orderId: order.id,
        title: `Order #${order.id} refunded`,
        content: 'Your payment arrived after the items sold out, so the full amount is being refunded within 5 business days.',
      });
      return {
        orderId: order.id,
        notices: [notice],
        refund: { paymentId: input.providerPaymentId, amount: input.amount, key: `late_${input.providerPaymentId}` },
      };
    }

    const pickupCode = randomDigits(PICKUP_CODE_LENGTH);
    await tx
      .update(orders)
      .set({
        status: 'CONFIRMED',
        paymentStatus: 'SUCCESS',
        deliveryOtp: pickupCode,
        confirmedAt: now,
        holdExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    for (const item of items) {
      await tx
        .update(locationStock)
        .set({ receivedOrders: sql`${locationStock.receivedOrders} + ${item.quantity}` })
        .where(and(eq(locationStock.productId, item.productId), eq(locationStock.locationId, order.locationId)));
    }
    // The bought products leave the cart; anything added meanwhile stays.
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, order.userId),
        inArray(
          cartItems.productId,
          items.map((i) => i.productId),
        ),
      ),
    );
    const notice = await recordNotice(tx, {
      userId: order.userId,
      orderId: order.id,
      title: `Order #${order.id} confirmed`,
      content: `Payment received. Show pickup code ${pickupCode} at the counter when you land.`,
    });
    return { orderId: order.id, notices: [notice], refund: null, confirmedAt: { locationId: order.locationId } };
  });

  if (outcome.refund) {
    await deps.payments
      .refund({ paymentId: outcome.refund.paymentId, amount: outcome.refund.amount, idempotencyKey: outcome.refund.key })
      .catch((error: unknown) => deps.log?.(error));
  }
  await deliverNotices(deps, outcome.notices);
  if (outcome.confirmedAt) {
    const event = {
      type: 'order.changed' as const,
      orderId: outcome.orderId,
      status: 'CONFIRMED',
      locationId: outcome.confirmedAt.locationId,
    };
    await deps.events?.publish(event).catch((error: unknown) => deps.log?.(error));
  }
  return outcome.orderId;
}

/** The bank declined: the hold ends and its stock goes back (the cart stays as it was). */
export async function failPayment(deps: PaymentDeps, input: { providerOrderId: string; providerPaymentId: string | null }) {
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.providerOrderId, input.providerOrderId)).for('update');
    if (!payment) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order || order.status !== 'PAYMENT_PENDING') return;
    await tx.update(payments).set({ status: 'FAILED', updatedAt: deps.clock.now() }).where(eq(payments.id, payment.id));
    await releaseHold(tx, order, 'EXPIRED', 'FAILED');
  });
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
  if (!row || row.order.userId !== userId) throw new AppError('NOT_FOUND', 'Payment not found');
  const { payment, order } = row;
  const valid = deps.payments.verifyCheckoutSignature({
    orderId: payment.providerOrderId,
    paymentId: body.razorpayPaymentId,
    signature: body.signature,
  });
  if (!valid) throw new AppError('PAYMENT_FAILED', 'Payment could not be verified', { statusCode: 400 });

  const mismatch = [
    body.amount !== payment.amountPaise && 'amount',
    body.currency !== payment.currency && 'currency',
    body.userId !== undefined && body.userId !== userId && 'user',
    body.locationId !== order.locationId && 'pickup location',
    new Date(body.arrivalTime).getTime() !== order.arrivalAt.getTime() && 'arrival time',
  ].filter(Boolean);
  if (mismatch.length > 0) {
    throw new AppError('PAYMENT_FAILED', `The payment does not match the order (${mismatch.join(', ')})`, { statusCode: 400 });
  }

  if (deps.payments.name === 'razorpay') {
    // The signature proves the handler data is genuine; the payment itself must also be right.
    let paid = await deps.payments.fetchPayment(body.razorpayPaymentId);
    if (paid.orderId !== payment.providerOrderId || paid.amount !== payment.amountPaise || paid.currency !== payment.currency) {
      throw new AppError('PAYMENT_FAILED', 'The payment does not match the order', { statusCode: 400 });
    }
    if (paid.status === 'authorized') {
      paid = await deps.payments.capturePayment({ paymentId: paid.id, amount: paid.amount, currency: paid.currency });
    }
    if (paid.status !== 'captured') throw new AppError('PAYMENT_FAILED', 'Payment failed', { statusCode: 400 });
  }
  return confirmPaidOrder(deps, {
    providerOrderId: payment.providerOrderId,
    providerPaymentId: body.razorpayPaymentId,
    amount: payment.amountPaise,
    currency: payment.currency,
  });
}

interface WebhookPayment {
  id?: string;
  order_id?: string | null;
  amount?: number;
  currency?: string;
  status?: string;
}

/** Applies a signature-checked webhook once per event id. */
export async function handleWebhook(
  deps: PaymentDeps,
  input: { eventId: string; payload: { event?: string; payload?: { payment?: { entity?: WebhookPayment } } } },
) {
  const type = input.payload.event ?? 'unknown';
  const inserted = await deps.db
    .insert(webhookEvents)
    .values({ id: input.eventId, type, payload: input.payload })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (inserted.length === 0) return 'duplicate' as const;

  const entity = input.payload.payload?.payment?.entity;
  if (entity?.order_id && entity.id) {
    if ((type === 'order.paid' || type === 'payment.captured') && typeof entity.amount === 'number' && entity.currency) {
      await confirmPaidOrder(deps, {
        providerOrderId: entity.order_id,
        providerPaymentId: entity.id,
        amount: entity.amount,
        currency: entity.currency,
      }).catch((error: unknown) => {
        // An event for an order we never made is recorded and otherwise ignored.
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      });
    } else if (type === 'payment.failed') {
      await failPayment(deps, { providerOrderId: entity.order_id, providerPaymentId: entity.id });
    }
  }
  await deps.db.update(webhookEvents).set({ processedAt: deps.clock.now() }).where(eq(webhookEvents.id, input.eventId));
  return 'processed' as const;
}

/** Ends holds whose 15 minutes are up; safe to run on several instances at once. */
export async function expireHolds(deps: Pick<PaymentDeps, 'db' | 'clock'>, batch = 100): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'PAYMENT_PENDING'), lte(orders.holdExpiresAt, deps.clock.now())))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const order of due) await releaseHold(tx, order, 'EXPIRED', 'PENDING');
    return due.length;
  });
}
