import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roles } from '@arrival/contracts/common';
import { languages } from '@arrival/contracts/language';
import { orderStatuses, paymentStatuses } from '@arrival/contracts/orders';
import { refundStatuses } from '@arrival/contracts/refunds';
import type { CounterClosure, OpeningHours } from '@arrival/contracts/counters';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('role', roles);
export const orderStatusEnum = pgEnum('order_status', orderStatuses);
export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses);
export const otpStatusEnum = pgEnum('otp_status', ['PENDING', 'VERIFIED', 'DEAD']);

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  createdAt: createdAt(),
});

/** The pickup counter of each airport; a missing row means the defaults of `defaultCounterSettings`. */
export const counters = pgTable('counters', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  place: text('place').notNull(),
  mapUrl: text('map_url').notNull().default(''),
  openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
  closures: jsonb('closures').$type<CounterClosure[]>().notNull().default([]),
  cutoffHours: integer('cutoff_hours').notNull().default(24),
  uncollectedHours: integer('uncollected_hours').notNull().default(48),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    name: text('name'),
    email: text('email'),
    role: roleEnum('role').notNull().default('USER'),
    profileImage: text('profile_image'),
    pickupLocationId: integer('pickup_location_id').references(() => locations.id),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }),
    /** Normalised IATA flight number ("EK 532") when the traveller gave one; their arrival follows it. */
    flightNumber: text('flight_number'),
    arrivalTerminal: text('arrival_terminal'),
    /** The language of the traveller's messages, notices and errors. */
    language: text('language', { enum: languages }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_language_known', sql`${t.language} in ('en', 'ml')`)],
);

/** One row per issued access token; revoking it ends the token before its expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A one-time login code; only its HMAC is kept. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    status: otpStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phone, t.createdAt), index('otp_challenges_ip_idx').on(t.ip, t.createdAt)],
);

/** Failure counting that survives new codes: a fresh code never resets it. */
export const otpPhoneStates = pgTable('otp_phone_states', {
  phone: text('phone').primaryKey(),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lockCount: integer('lock_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Proof of a verified code, exchanged once for an access token. */
export const loginTickets = pgTable('login_tickets', {
  idHash: text('id_hash').primaryKey(),
  phone: text('phone').notNull(),
  challengeId: uuid('challenge_id')
    .notNull()
    .references(() => otpChallenges.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * The name as the catalogue's name order compares it (migration 0009's `product_name_key`): kept with the row,
     * so ordering thousands of products does not rebuild each key.
     */
    nameKey: text('name_key').generatedAlwaysAs(sql`product_name_key(name)`),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    showToConsumer: boolean('show_to_consumer').notNull().default(true),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    /** Set instead of deleting once a product appears in an order, so history stays whole. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('products_price_nonnegative', sql`${t.pricePaise} >= 0`)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const productVideos = pgTable(
  'product_videos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_videos_product_idx').on(t.productId)],
);

export const locationStock = pgTable(
  'location_stock',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    allTimeStock: integer('all_time_stock').notNull().default(0),
    receivedOrders: integer('received_orders').notNull().default(0),
    stocksLeft: integer('stocks_left').notNull().default(0),
    showProductInLocation: boolean('show_product_in_location').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('location_stock_product_location_unique').on(t.productId, t.locationId),
    index('location_stock_location_idx').on(t.locationId, t.stocksLeft),
    check('location_stock_left_nonnegative', sql`${t.stocksLeft} >= 0`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_unique').on(t.userId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    status: orderStatusEnum('status').notNull().default('PAYMENT_PENDING'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('PENDING'),
    totalPaise: integer('total_paise').notNull(),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    /** Identifies the priced cart, so asking twice for the same cart reuses one hold. */
    cartFingerprint: text('cart_fingerprint').notNull(),
    deliveryOtp: text('delivery_otp'),
    handoverFailures: integer('handover_failures').notNull().default(0),
    handoverLocked: boolean('handover_locked').notNull().default(false),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The flight the traveller arrives on; `arrivalAt` (the pickup time) follows its estimated arrival. */
    flightNumber: text('flight_number'),
    arrivalTerminal: text('arrival_terminal'),
    /** The flight's timetabled arrival, kept while `arrivalAt` moves with delays. */
    scheduledArrivalAt: timestamp('scheduled_arrival_at', { withTimezone: true }),
    flightStatus: text('flight_status'),
    flightCheckedAt: timestamp('flight_checked_at', { withTimezone: true }),
    /** The traveller said they have landed: the counter brings the order forward. */
    landedAt: timestamp('landed_at', { withTimezone: true }),
    dayBeforeRemindedAt: timestamp('day_before_reminded_at', { withTimezone: true }),
    landingDayRemindedAt: timestamp('landing_day_reminded_at', { withTimezone: true }),
    uncollectedRemindedAt: timestamp('uncollected_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.arrivalAt),
    index('orders_hold_idx').on(t.holdExpiresAt),
    // The staff board's delivered tab, latest hand-over first, grows with every order the shop has handed over.
    index('orders_delivered_idx')
      .on(t.deliveredAt.desc(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'DELIVERED'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    unavailableAt: timestamp('unavailable_at', { withTimezone: true }),
    refundedPaise: integer('refunded_paise').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('CREATED'),
    /** When reconciliation last asked the provider about this order's payments. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/**
 * Money to give back, written before the provider is asked and executed until the provider says
 * processed (or refuses for good). `providerPaymentId` is the payment the money goes back to: usually
 * the order's own, but a second payment for an order already paid is refunded too.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    amountPaise: integer('amount_paise').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: refundStatuses }).notNull().default('REQUESTED'),
    /** False for a duplicate payment's refund: the order's own money is not touched by it. */
    settlesOrder: boolean('settles_order').notNull().default(true),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refunds_due_idx').on(t.status, t.nextAttemptAt), index('refunds_payment_idx').on(t.paymentId)],
);

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When it was handed to WhatsApp and push; empty while it still has to go out. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

// The sandbox payment provider's own books: what Razorpay would keep, kept in the shop's database so
// that reconciliation, restarts and several instances behave as they do against Razorpay.
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').unique(),
  status: text('status', { enum: ['created', 'attempted', 'paid'] }).notNull(),
  createdAt: createdAt(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['created', 'authorized', 'captured', 'refunded', 'failed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxPayments.id),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['pending', 'processed', 'failed'] }).notNull(),
  createdAt: createdAt(),
});
