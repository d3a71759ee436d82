import { inArray } from 'drizzle-orm';
import { istDayOf } from '@arrival/contracts/counters';
import type { OrderStatus, PaymentStatus } from '@arrival/contracts/orders';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders, payments, refunds, users } from '../db/schema.ts';
import { itemRefundKey } from '../modules/refunds/refunds.service.ts';
import { demoProducts, type DemoLocationCode, type DemoProduct } from './catalogue.ts';

/**
 * Thirty days of past orders for the demo, so the dashboard's charts, the staff boards and the
 * analytics have something to show on a fresh start. Planned as plain data first: the catalogue's
 * stock is seeded with the units these orders took already counted, then the orders are written.
 */

export const HISTORY_DAYS = 30;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const IST_OFFSET_MS = 330 * MINUTE_MS;
/** Reconciliation asks the provider about orders that expired this recently; demo orders are older. */
const EXPIRED_MIN_AGE_MS = 3 * DAY_MS;

/** Demo travellers. Like the staff logins, the digit after the country code is 0, so none is a real number. */
const travellerNames = [
  'Anjali Menon',
  'Rahul Pillai',
  'Fathima Rasheed',
  'Arjun Nair',
  'Sneha Varghese',
  'Mohammed Shafi',
  'Lakshmi Iyer',
  'Thomas Kurian',
  'Divya Krishnan',
  'Abdul Rahman',
  'Priya Thampi',
  'Joseph Mathew',
  'Ayesha Koya',
  'Vishnu Prasad',
  'Neha Raghavan',
  'Sameer Hussain',
] as const;

export const demoTravellers = travellerNames.map((name, index) => ({
  phone: `9100000001${String(index).padStart(2, '0')}`,
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  role: 'USER' as const,
}));

/** Share of orders per airport, busiest first, as the catalogue lists them. */
const airportWeights: Record<DemoLocationCode, number> = { COK: 0.4, TRV: 0.27, CCJ: 0.2, CNN: 0.13 };

export interface PlannedLine {
  product: DemoProduct;
  quantity: number;
}

export interface PlannedOrder {
  /** Stable per plan; stored as the order's cart fingerprint so inserted rows can be matched back. */
  key: string;
  travellerPhone: string;
  location: DemoLocationCode;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentRowStatus: 'CREATED' | 'CAPTURED' | 'FAILED';
  createdAt: Date;
  arrivalAt: Date;
  confirmedAt: Date | null;
  deliveredAt: Date | null;
  updatedAt: Date;
  pickupCode: string | null;
  lines: PlannedLine[];
}

/** mulberry32: a small seeded generator, so every fresh start plans the same history. */
function seededRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}

const sellableAt = (code: DemoLocationCode) =>
  demoProducts.filter((p) => (p.showToConsumer ?? true) && !p.hiddenAt?.includes(code));

/** A state for an order whose pickup time has passed: mostly collected, a few refunded or lapsed. */
function settledState(roll: number, createdAt: Date, now: Date): 'DELIVERED' | 'REFUNDED' | 'EXPIRED' {
  if (roll < 0.08 && now.getTime() - createdAt.getTime() > EXPIRED_MIN_AGE_MS) return 'EXPIRED';
  if (roll < 0.14) return 'REFUNDED';
  return 'DELIVERED';
}

/** The board state of a paid order still to be collected: the nearer the arrival, the further along. */
function openState(roll: number, hoursToArrival: number): 'CONFIRMED' | 'ACCEPTED' | 'PACKED' {
  if (hoursToArrival < 12) return roll < 0.6 ? 'PACKED' : 'ACCEPTED';
  if (hoursToArrival < 30) return roll < 0.5 ? 'ACCEPTED' : 'CONFIRMED';
  return 'CONFIRMED';
}

/** The demo's order history up to `now`: a handful of orders every IST day for the last 30 days. */
export function planDemoHistory(now: Date): PlannedOrder[] {
  const random = seededRandom(20_240_601);
  const firstDay = istDayOf(new Date(now.getTime() - (HISTORY_DAYS - 1) * DAY_MS)).startsAt;
  const planned: PlannedOrder[] = [];

  for (let day = 0; day < HISTORY_DAYS; day += 1) {
    const dayStart = firstDay.getTime() + day * DAY_MS;
    const weekend = [0, 6].includes(new Date(dayStart + IST_OFFSET_MS).getUTCDay());
    const count = random.int(3, 7) + (weekend ? 2 : 0);
    for (let n = 0; n < count; n += 1) {
      // Placed between 07:00 and 23:00 IST; today only up to a few minutes ago.
      const createdAt = new Date(dayStart + 7 * HOUR_MS + random.int(0, 16 * 60) * MINUTE_MS);
      const rolls = { state: random.next(), arrivalHours: random.int(4, 60), lines: random.int(1, 3) };
      const location = pickWeighted(random.next(), airportWeights);
      const travellerPhone = random.pick(demoTravellers).phone;
      const lines = planLines(random, sellableAt(location), rolls.lines);
      if (createdAt.getTime() > now.getTime() - 5 * MINUTE_MS) continue;

      const arrivalAt = new Date(createdAt.getTime() + rolls.arrivalHours * HOUR_MS);
      const hoursToArrival = (arrivalAt.getTime() - now.getTime()) / HOUR_MS;
      // A traveller who landed in the last 20 minutes is still on the way to the counter.
      const isOpen = hoursToArrival > -1 / 3;
      const status = isOpen ? openState(rolls.state, hoursToArrival) : settledState(rolls.state, createdAt, now);
      const paid = status !== 'EXPIRED';
      const confirmedAt = paid ? new Date(createdAt.getTime() + random.int(1, 4) * MINUTE_MS) : null;
      // Collected within the hour or so after landing, and never later than now.
      const collectedAt = Math.min(arrivalAt.getTime() + random.int(20, 90) * MINUTE_MS, now.getTime() - MINUTE_MS);
      const deliveredAt = status === 'DELIVERED' ? new Date(collectedAt) : null;
      // Staff find the items unavailable while preparing, a couple of hours before the traveller lands.
      const refundedAt = status === 'REFUNDED' ? new Date(arrivalAt.getTime() - 2 * HOUR_MS) : null;
      const declined = !paid && rolls.state < 0.03;
      planned.push({
        key: `demo-history-${planned.length + 1}`,
        travellerPhone,
        location,
        status,
        paymentStatus: paymentStatusOf(status, declined),
        paymentRowStatus: paid ? 'CAPTURED' : declined ? 'FAILED' : 'CREATED',
        createdAt,
        arrivalAt,
        confirmedAt,
        deliveredAt,
        updatedAt: deliveredAt ?? refundedAt ?? confirmedAt ?? new Date(createdAt.getTime() + 15 * MINUTE_MS),
        pickupCode: paid ? String(random.int(0, 999_999)).padStart(6, '0') : null,
        lines,
      });
    }
  }
  return planned;
}

function pickWeighted<K extends string>(roll: number, weights: Record<K, number>): K {
  let left = roll;
  const entries = Object.entries(weights) as [K, number][];
  for (const [key, weight] of entries) {
    left -= weight;
    if (left < 0) return key;
  }
  return entries[entries.length - 1]![0];
}

function planLines(random: ReturnType<typeof seededRandom>, products: DemoProduct[], size: number): PlannedLine[] {
  const chosen = new Set<DemoProduct>();
  while (chosen.size < size) chosen.add(random.pick(products));
  // Mostly one of each; gifts and sweets sometimes two or three.
  return [...chosen].map((product) => ({ product, quantity: random.next() < 0.75 ? 1 : random.int(2, 3) }));
}

function paymentStatusOf(status: OrderStatus, declined: boolean): PaymentStatus {
  if (status === 'REFUNDED') return 'REFUNDED';
  if (status === 'EXPIRED') return declined ? 'FAILED' : 'PENDING';
  return 'SUCCESS';
}

const stockKey = (slug: string, code: DemoLocationCode) => `${slug}@${code}`;

/**
 * Units each paid order took from the shelf, by product and airport. A lapsed hold gave its units back;
 * a refund for unavailable items does not restock them, as in the staff flow.
 */
export function unitsTaken(plan: PlannedOrder[]): (slug: string, code: DemoLocationCode) => number {
  const taken = new Map<string, number>();
  for (const order of plan) {
    if (!order.confirmedAt) continue;
    for (const line of order.lines) {
      const key = stockKey(line.product.slug, order.location);
      taken.set(key, (taken.get(key) ?? 0) + line.quantity);
    }
  }
  return (slug, code) => taken.get(stockKey(slug, code)) ?? 0;
}

const lineTotal = (line: PlannedLine) => line.product.pricePaise * line.quantity;

export interface HistoryIds {
  locationIds: Map<DemoLocationCode, number>;
  productIds: Map<string, number>;
  /** First image URL by product slug, as order lines keep it. */
  imageUrls: Map<string, string | undefined>;
}

/** Writes the travellers, orders, lines, payments and refunds of a plan, a few statements in all. */
export async function insertDemoHistory(tx: DbOrTx, planned: PlannedOrder[], ids: HistoryIds): Promise<void> {
  const phones = demoTravellers.map((t) => t.phone);
  await tx.insert(users).values(demoTravellers).onConflictDoNothing({ target: users.phone });
  const travellerRows = await tx.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, phones));
  const travellerIds = new Map(travellerRows.map((r) => [r.phone, r.id]));

  const orderRows = await tx
    .insert(orders)
    .values(
      planned.map((order) => ({
        userId: travellerIds.get(order.travellerPhone)!,
        locationId: ids.locationIds.get(order.location)!,
        status: order.status,
        paymentStatus: order.paymentStatus,
        totalPaise: order.lines.reduce((sum, line) => sum + lineTotal(line), 0),
        refundedPaise: order.status === 'REFUNDED' ? order.lines.reduce((sum, line) => sum + lineTotal(line), 0) : 0,
        arrivalAt: order.arrivalAt,
        cartFingerprint: order.key,
        deliveryOtp: order.pickupCode,
        confirmedAt: order.confirmedAt,
        deliveredAt: order.deliveredAt,
        createdAt: order.createdAt,
        updatedAt: order.updatedAt,
      })),
    )
    .returning({ id: orders.id, key: orders.cartFingerprint, totalPaise: orders.totalPaise });
  const orderByKey = new Map(orderRows.map((r) => [r.key, r]));

  const itemRows = await tx
    .insert(orderItems)
    .values(
      planned.flatMap((order) =>
        order.lines.map((line) => ({
          orderId: orderByKey.get(order.key)!.id,
          productId: ids.productIds.get(line.product.slug)!,
          name: line.product.name,
          description: line.product.description,
          imageUrl: ids.imageUrls.get(line.product.slug) ?? null,
          pricePaise: line.product.pricePaise,
          quantity: line.quantity,
          // A whole-order refund is staff marking every line unavailable before packing.
          unavailableAt: order.status === 'REFUNDED' ? order.updatedAt : null,
          refundedPaise: order.status === 'REFUNDED' ? lineTotal(line) : 0,
        })),
      ),
    )
    .returning({ id: orderItems.id, orderId: orderItems.orderId, refundedPaise: orderItems.refundedPaise });

  const paymentRows = await tx
    .insert(payments)
    .values(
      planned.map((order) => {
        const row = orderByKey.get(order.key)!;
        return {
          orderId: row.id,
          provider: 'sandbox',
          providerOrderId: `order_demo_${row.id}`,
          providerPaymentId: order.paymentRowStatus === 'CREATED' ? null : `pay_demo_${row.id}`,
          amountPaise: row.totalPaise,
          status: order.paymentRowStatus,
          createdAt: order.createdAt,
          updatedAt: order.confirmedAt ?? order.updatedAt,
        };
      }),
    )
    .returning({ id: payments.id, orderId: payments.orderId, providerPaymentId: payments.providerPaymentId });

  const refundedAt = new Map(planned.filter((o) => o.status === 'REFUNDED').map((o) => [orderByKey.get(o.key)!.id, o.updatedAt]));
  const refundRows = paymentRows.flatMap((payment) => {
    const at = refundedAt.get(payment.orderId);
    if (!at || !payment.providerPaymentId) return [];
    return itemRows
      .filter((item) => item.orderId === payment.orderId)
      .map((item) => ({
        paymentId: payment.id,
        providerPaymentId: payment.providerPaymentId!,
        orderItemId: item.id,
        amountPaise: item.refundedPaise,
        idempotencyKey: itemRefundKey(payment.orderId, item.id),
        providerRefundId: `rfnd_demo_${item.id}`,
        status: 'PROCESSED' as const,
        reason: 'Item unavailable',
        attempts: 1,
        nextAttemptAt: at,
        createdAt: at,
        updatedAt: at,
      }));
  });
  if (refundRows.length > 0) await tx.insert(refunds).values(refundRows);
}
