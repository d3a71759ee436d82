import { z } from 'zod/mini';
import { idParamSchema } from './common.ts';
import { productSchema } from './catalogue.ts';
import { cartAmountSchema } from './currency.ts';
import { customsAllowanceSchema } from './customs.ts';

export const NOT_LOGGED_IN_OR_NO_LOCATION = 'User not logged in or pickup location not set';
export const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';
/**
 * Caps on what one order can hold for its 15 minutes, so one traveller cannot empty a shelf others are
 * waiting for. The server enforces them and the web stepper stops at the same numbers.
 */
export const MAX_LINE_QUANTITY = 10;
export const MAX_ORDER_UNITS = 30;
export const LINE_CAP_MESSAGE = `At most ${MAX_LINE_QUANTITY} of one product per order`;
export const ORDER_CAP_MESSAGE = `At most ${MAX_ORDER_UNITS} items per order`;

const quantityRules = (n: z.ZodMiniNumber<number>) =>
  n.check(z.int(QUANTITY_MESSAGE), z.gte(1, QUANTITY_MESSAGE), z.lte(MAX_LINE_QUANTITY, LINE_CAP_MESSAGE));
/** From a query string, where everything arrives as text. */
const quantityText = z.pipe(
  z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/, QUANTITY_MESSAGE)), z.coerce.number()),
  quantityRules(z.number()),
);

export const addCartItemBodySchema = z.object({
  productId: z.int().check(z.positive()),
  quantity: quantityRules(z.number({ error: QUANTITY_MESSAGE })),
  /** Accepted for the old client's payload; must be the caller when given. */
  userId: z.optional(z.int()),
  /** Accepted for the old client's payload; the profile's pickup airport is what counts. */
  pickupLocationId: z.optional(z.nullable(z.int())),
});
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

export const updateCartQuantityQuerySchema = z.object({
  cartId: idParamSchema,
  quantity: quantityText,
});
export const cartItemIdParamsSchema = z.object({
  cartItemId: idParamSchema,
});

export const cartItemSchema = z.object({
  id: z.int(),
  /** The cart is the user's; its id is the user id. */
  cartId: z.int(),
  userId: z.int(),
  quantity: z.int(),
  productResponseDTO: productSchema,
  /** False when the line cannot be bought at the current pickup airport as it stands. */
  available: z.boolean(),
  /** Why not, in words; null when available. */
  problem: z.nullable(z.string()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z.object({
  cart: z.array(cartItemSchema),
  amount: cartAmountSchema,
  itemCount: z.int(),
  hasUnavailable: z.boolean(),
  /** Warns, never blocks: this cart with the same arrival's open orders against India's duty-free allowance. */
  customsAllowance: customsAllowanceSchema,
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
