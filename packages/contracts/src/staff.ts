import { z } from 'zod/mini';
import { idParamSchema } from './common.ts';
import { orderMoves, orderStatusSchema, type OrderMove } from './orders.ts';

type StaffMove = { [M in OrderMove]: (typeof orderMoves)[M] extends { staffAction: string } ? M : never }[OrderMove];
type StaffTransitions = {
  [M in StaffMove as (typeof orderMoves)[M]['from'][number]]: {
    to: (typeof orderMoves)[M]['to'];
    action: (typeof orderMoves)[M]['staffAction'];
  };
};

/** SPEC §4: the only moves staff can make, by the status they start from, and the button that makes each. */
export const staffTransitions = Object.fromEntries(
  Object.values(orderMoves).flatMap((move) =>
    'staffAction' in move ? move.from.map((from) => [from, { to: move.to, action: move.staffAction }]) : [],
  ),
) as StaffTransitions;
export const staffTabStatuses = ['CONFIRMED', 'ACCEPTED', 'PACKED', 'DELIVERED'] as const;
export type StaffTabStatus = (typeof staffTabStatuses)[number];
/** Whether an order in `status` shows on one of the staff board's tabs. */
export const isStaffTabStatus = (status: string): status is StaffTabStatus =>
  (staffTabStatuses as readonly string[]).includes(status);
export const HANDOVER_MAX_FAILURES = 5;

/** The most orders one page of a staff list holds, and what a list without a size answers. */
export const STAFF_PAGE_MAX = 50;
/** The longest search the board sends: a customer's full name fits. */
export const STAFF_SEARCH_MAX = 40;

export const staffOrderQuerySchema = z.object({
  type: z.enum(staffTabStatuses),
  locationId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** Pickup day in IST, YYYY-MM-DD. */
  date: z.optional(z.iso.date()),
  /** An order id, 3 or more digits of the customer's phone, or words of their name. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(STAFF_SEARCH_MAX))),
  /** From 0: a tab in pickup order (delivered: latest hand-over first) is read a page at a time. */
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(STAFF_PAGE_MAX)), STAFF_PAGE_MAX),
});
export type StaffOrderQuery = z.infer<typeof staffOrderQuerySchema>;

/** The tab counts take the lists' airport and pickup-day filters, so a tab's count matches what it lists. */
export const staffOrderCountsQuerySchema = z.pick(staffOrderQuerySchema, { locationId: true, date: true });
export type StaffOrderCountsQuery = z.infer<typeof staffOrderCountsQuerySchema>;

/** How many orders each pipeline tab holds; every tab is present, zero included. */
export const staffOrderCountsSchema = z.record(z.enum(staffTabStatuses), z.int().check(z.nonnegative()));
export type StaffOrderCounts = z.infer<typeof staffOrderCountsSchema>;

/** The customer's 6-digit pickup code, shown at the counter. */
export const pickupCodeSchema = z.string().check(z.regex(/^\d{6}$/, 'Enter the 6-digit pickup code'));

export const updateOrderStatusQuerySchema = z.object({
  Status: orderStatusSchema,
  /** Required to hand over. */
  otp: z.optional(pickupCodeSchema),
});

/** SPEC §3 order summary, with real quantities and money (the old client filled them from ids). */
export const staffOrderSchema = z.object({
  id: z.int(),
  status: orderStatusSchema,
  customerName: z.nullable(z.string()),
  customerPhone: z.string(),
  pickupLocation: z.string(),
  locationId: z.int(),
  pickupDateTime: z.string(),
  placedAt: z.string(),
  products: z.array(
    z.object({
      itemId: z.int(),
      productId: z.int(),
      name: z.string(),
      price: z.number(),
      qty: z.int(),
      image: z.nullable(z.string()),
      stockLeft: z.int(),
      unavailable: z.boolean(),
    }),
  ),
  subtotal: z.number(),
  refunded: z.number(),
  total: z.number(),
  handoverLocked: z.boolean(),
  flightNumber: z.nullable(z.string()),
  /** The traveller said they have landed: bring the order to the counter. */
  landedAt: z.nullable(z.string()),
  /** Open well past its pickup time; it is cancelled and refunded when the counter's window ends. */
  uncollected: z.boolean(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderListSchema = z.array(staffOrderSchema);

export const orderItemParamsSchema = z.object({
  orderId: idParamSchema,
  itemId: idParamSchema,
});

/** An open order still not collected this long after its pickup time is listed as uncollected. */
export const UNCOLLECTED_AFTER_HOURS = 6;
export const uncollectedQuerySchema = z.pick(staffOrderQuerySchema, { locationId: true });
