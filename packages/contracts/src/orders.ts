import { z } from 'zod/mini';
import { idParamSchema } from './common.ts';

export const orderStatuses = [
  'PAYMENT_PENDING',
  'CONFIRMED',
  'ACCEPTED',
  'PACKED',
  'DELIVERED',
  'CANCELLED',
  'EXPIRED',
  /** Everything is being given back; the provider has not yet confirmed the refund. */
  'REFUNDING',
  'REFUNDED',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
/** REFUND_PENDING: a refund was asked of the provider and it has not yet confirmed it processed. */
export const paymentStatuses = ['PENDING', 'SUCCESS', 'FAILED', 'REFUND_PENDING', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export interface OrderMoveRule {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** The payment status the move sets, where it changes. */
  paymentStatus?: PaymentStatus;
  /** The staff board's button for the move; only these moves are offered to staff. */
  staffAction?: string;
}

/**
 * Every move an order's status can make (SPEC §4), by name: the server changes an order's status
 * only through one of these rows, and the staff board offers the ones with a button.
 */
export const orderMoves = {
  /** The 15-minute hold lapsed, the cart changed, or the provider order could not be opened. */
  EXPIRE_HOLD: { from: ['PAYMENT_PENDING'], to: 'EXPIRED', paymentStatus: 'PENDING' },
  /** The bank declined. */
  FAIL_PAYMENT: { from: ['PAYMENT_PENDING'], to: 'EXPIRED', paymentStatus: 'FAILED' },
  /** The money arrived and the stock is held (or could be taken again after the hold lapsed). */
  CONFIRM_PAYMENT: { from: ['PAYMENT_PENDING', 'EXPIRED'], to: 'CONFIRMED', paymentStatus: 'SUCCESS' },
  /** The money arrived after the hold lapsed and the stock was gone: all of it goes back. */
  REFUND_LATE_PAYMENT: { from: ['EXPIRED'], to: 'REFUNDING', paymentStatus: 'REFUND_PENDING' },
  ACCEPT: { from: ['CONFIRMED'], to: 'ACCEPTED', staffAction: 'Accept' },
  PACK: { from: ['ACCEPTED'], to: 'PACKED', staffAction: 'Pack' },
  DELIVER: { from: ['PACKED'], to: 'DELIVERED', staffAction: 'Deliver' },
  /** Staff found the last lines unavailable before packing: the whole order is refunded. */
  REFUND_ALL_ITEMS: { from: ['CONFIRMED', 'ACCEPTED'], to: 'REFUNDING', paymentStatus: 'REFUND_PENDING' },
  /** Not collected within the counter's window after the pickup time: stock goes back, all is refunded. */
  CANCEL_UNCOLLECTED: { from: ['CONFIRMED', 'ACCEPTED', 'PACKED'], to: 'REFUNDING', paymentStatus: 'REFUND_PENDING' },
  /** The provider confirmed every refund of an order being refunded in full. */
  COMPLETE_REFUND: { from: ['REFUNDING'], to: 'REFUNDED', paymentStatus: 'REFUNDED' },
} as const satisfies Record<string, OrderMoveRule>;
export type OrderMove = keyof typeof orderMoves;

export const canMakeMove = (status: OrderStatus, move: OrderMove) =>
  (orderMoves[move].from as readonly OrderStatus[]).includes(status);

/** SPEC §4: the customer progress bar, in order. */
export const progressSteps = ['CONFIRMED', 'ACCEPTED', 'PACKED', 'DELIVERED'] as const;
export const ORDER_SUMMARY_LENGTH = 80;
export const historyTypeSchema = z.enum(['current', 'previous']);
export type HistoryType = z.infer<typeof historyTypeSchema>;

export const orderItemSchema = z.object({
  id: z.int(),
  productId: z.int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  /** INR per unit. */
  price: z.number(),
  quantity: z.int(),
  /** Staff found it unavailable; it is refunded. */
  unavailable: z.boolean(),
  refundedAmount: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  status: orderStatusSchema,
  /** The same as status; the customer views of the old client read this name. */
  orderStatus: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  paymentId: z.nullable(z.string()),
  /** INR paid, 2 decimals. */
  amount: z.number(),
  refundedAmount: z.number(),
  currency: z.string(),
  user: z.object({ name: z.nullable(z.string()), phone: z.string() }),
  location: z.object({ id: z.int(), name: z.string(), code: z.string() }),
  pickUpLocation: z.string(),
  deliveryOtp: z.nullable(z.string()),
  arrivalDateTime: z.string(),
  quantity: z.int(),
  items: z.array(orderItemSchema),
  /** The flight the traveller arrives on ("EK 532"); the arrival time follows it. */
  flightNumber: z.nullable(z.string()),
  arrivalTerminal: z.nullable(z.string()),
  /** The flight's timetabled arrival when it differs from arrivalDateTime (a delay). */
  scheduledArrival: z.nullable(z.string()),
  /** When the traveller said they had landed. */
  landedAt: z.nullable(z.string()),
  counter: z.object({ place: z.string(), mapUrl: z.string() }),
});
export type Order = z.infer<typeof orderSchema>;

export const orderHistoryQuerySchema = z.object({ type: historyTypeSchema });
export const orderListSchema = z.array(orderSchema);
export const orderIdParamsSchema = z.object({ orderId: idParamSchema });

/** From 12 h before the arrival until 48 h after it, an open order offers "I've landed". */
export const LANDED_WINDOW_BEFORE_HOURS = 12;
export const LANDED_WINDOW_AFTER_HOURS = 48;
export const landedOpenStatuses = ['CONFIRMED', 'ACCEPTED', 'PACKED'] as const satisfies readonly OrderStatus[];
export const canSayLanded = (order: Pick<Order, 'status' | 'arrivalDateTime' | 'landedAt'>, now: Date) => {
  const arrival = Date.parse(order.arrivalDateTime);
  return (
    order.landedAt === null &&
    (landedOpenStatuses as readonly OrderStatus[]).includes(order.status) &&
    now.getTime() >= arrival - LANDED_WINDOW_BEFORE_HOURS * 3_600_000 &&
    now.getTime() <= arrival + LANDED_WINDOW_AFTER_HOURS * 3_600_000
  );
};
