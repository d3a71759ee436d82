import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, NOT_LOGGED_IN_OR_NO_LOCATION, type CartItem, type CartResponse } from '@arrival/contracts/cart';
import type { Product } from '@arrival/contracts/catalogue';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cartItems, locations, locationStock, products, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { rupeesToPaise } from '../../lib/money.ts';
import { convertPaise } from '../currency/currency.service.ts';
import { loadProductViews, visibleToTraveller } from '../catalogue/product-view.ts';

interface Shopper {
  userId: number;
  currency: string;
}

async function pickupOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: locations.id, name: locations.name, code: locations.code })
    .from(users)
    .innerJoin(locations, eq(locations.id, users.pickupLocationId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('VALIDATION_FAILED', NOT_LOGGED_IN_OR_NO_LOCATION);
  return row;
}

/** Units left of a product a traveller may buy at the airport; null when not sold there. */
async function stockAt(db: DbOrTx, productId: number, locationId: number): Promise<number | null> {
  const [row] = await db
    .select({ stocksLeft: locationStock.stocksLeft })
    .from(products)
    .innerJoin(locationStock, and(eq(locationStock.productId, products.id), eq(locationStock.locationId, locationId)))
    .where(and(eq(products.id, productId), visibleToTraveller(locationId)))
    .limit(1);
  return row ? row.stocksLeft : null;
}

function assertEnoughStock(wanted: number, left: number, airport: { code: string }) {
  if (left <= 0) throw new AppError('OUT_OF_STOCK', `Out of stock at ${airport.code}`, { details: { stocksLeft: 0 } });
  if (wanted > left) {
    throw new AppError('OUT_OF_STOCK', `Only ${left} left at ${airport.code}`, { details: { stocksLeft: left } });
  }
  if (wanted > MAX_LINE_QUANTITY) {
    throw new AppError('VALIDATION_FAILED', `At most ${MAX_LINE_QUANTITY} of one product per order`);
  }
}

/** Adds to the caller's cart; the same product again raises its quantity, within the stock at their airport. */
export async function addToCart(db: Db, userId: number, input: { productId: number; quantity: number }) {
  await db.transaction(async (tx) => {
    const airport = await pickupOf(tx, userId);
    const left = await stockAt(tx, input.productId, airport.id);
    if (left === null) throw new AppError('NOT_FOUND', 'Product not found');
    const [line] = await tx
      .insert(cartItems)
      .values({ userId, productId: input.productId, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      })
      .returning({ quantity: cartItems.quantity });
    // Throwing here rolls the insert back.
    assertEnoughStock(line!.quantity, left, airport);
  });
  return { message: 'Item added to cart!' };
}

async function ownLine(db: DbOrTx, userId: number, cartItemId: number) {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
    .limit(1);
  // Another user's line answers exactly like a missing one.
  if (!line) throw new AppError('NOT_FOUND', 'Item not found in cart');
  return line;
}

export async function updateCartQuantity(db: Db, userId: number, input: { cartItemId: number; quantity: number }) {
  await db.transaction(async (tx) => {
    const line = await ownLine(tx, userId, input.cartItemId);
    const airport = await pickupOf(tx, userId);
    const left = await stockAt(tx, line.productId, airport.id);
    if (left === null)
      throw new AppError('OUT_OF_STOCK', `No longer available at ${airport.code}`, { details: { stocksLeft: 0 } });
    assertEnoughStock(input.quantity, left, airport);
    await tx.update(cartItems).set({ quantity: input.quantity, updatedAt: new Date() }).where(eq(cartItems.id, line.id));
  });
  return { message: 'Cart updated' };
}

export async function removeCartItem(db: Db, userId: number, cartItemId: number) {
  const line = await ownLine(db, userId, cartItemId);
  await db.delete(cartItems).where(eq(cartItems.id, line.id));
  return { message: 'Item removed from cart' };
}

/** Why a line cannot be bought as it stands at the traveller's airport, or null. */
function lineProblem(product: Product, quantity: number, airport: { code: string } | null): string | null {
  if (!airport) return NOT_LOGGED_IN_OR_NO_LOCATION;
  if (!product.showToConsumer) return 'No longer sold';
  const here = product.locationStock[0];
  if (!here || !here.showProductInLocation) return `Not available at ${airport.code}`;
  if (here.stocksLeft <= 0) return `Out of stock at ${airport.code}`;
  if (here.stocksLeft < quantity) return `Only ${here.stocksLeft} left at ${airport.code}`;
  return null;
}

/** The caller's cart, each line checked against their current airport; unavailable lines are flagged, never dropped. */
export async function getCart(db: DbOrTx, shopper: Shopper): Promise<CartResponse> {
  const [user] = await db.select({ locationId: users.pickupLocationId }).from(users).where(eq(users.id, shopper.userId)).limit(1);
  const airport = user?.locationId ? await pickupOf(db, shopper.userId) : null;
  const lines = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity, retiredAt: products.retiredAt })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, shopper.userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const views = await loadProductViews(
    db,
    lines.map((l) => l.productId),
    { isAdmin: false, locationId: airport?.id ?? null, currency: shopper.currency },
  );
  const viewById = new Map(views.map((v) => [v.id, v]));

  let totalPaise = 0;
  let itemCount = 0;
  const cart: CartItem[] = lines.flatMap((line) => {
    const product = viewById.get(line.productId);
    if (!product) return [];
    const problem = line.retiredAt ? 'No longer sold' : lineProblem(product, line.quantity, airport);
    if (!problem) {
      totalPaise += rupeesToPaise(product.price) * line.quantity;
      itemCount += line.quantity;
    }
    return [
      {
        id: line.id,
        cartId: shopper.userId,
        userId: shopper.userId,
        quantity: line.quantity,
        productResponseDTO: product,
        available: problem === null,
        problem,
      },
    ];
  });
  const converted = convertPaise(totalPaise, shopper.currency);
  return {
    cart,
    amount: {
      amountInINR: totalPaise / 100,
      convertedAmount: converted.convertedAmount,
      currencySymbol: converted.currencySymbol,
      currencyCode: converted.currencyCode,
      rateDate: converted.rateDate,
    },
    itemCount,
    hasUnavailable: cart.some((l) => !l.available),
  };
}
