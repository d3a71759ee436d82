import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_UNITS,
  NOT_LOGGED_IN_OR_NO_LOCATION,
  type CartItem,
  type CartResponse,
} from '@arrival/contracts/cart';
import { preparedStatement, type Db, type DbOrTx } from '../../db/client.ts';
import { cartItems, locations, locationStock, productImages, products, users } from '../../db/schema.ts';
import { fromEnglish, msg } from '../../i18n/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { convertPaise } from '../currency/currency.service.ts';
import { loadProductViews, visibleToTraveller } from '../catalogue/product-view.ts';
import { customsAllowanceFor } from './customs-allowance.ts';

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
  if (!row) throw new AppError('VALIDATION_FAILED', msg('cart.noLocation'));
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
  if (left <= 0)
    throw new AppError('OUT_OF_STOCK', msg('cart.outOfStock', { airport: airport.code }), { details: { stocksLeft: 0 } });
  if (wanted > left) {
    throw new AppError('OUT_OF_STOCK', msg('cart.onlyLeft', { left, airport: airport.code }), { details: { stocksLeft: left } });
  }
  if (wanted > MAX_LINE_QUANTITY) throw new AppError('VALIDATION_FAILED', msg('cart.lineCap'));
}

/** Adds to the caller's cart; the same product again raises its quantity, within the stock at their airport. */
export async function addToCart(db: Db, userId: number, input: { productId: number; quantity: number }) {
  await db.transaction(async (tx) => {
    const airport = await pickupOf(tx, userId);
    const left = await stockAt(tx, input.productId, airport.id);
    if (left === null) throw new AppError('NOT_FOUND', msg('error.notFound.product'));
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
  if (!line) throw new AppError('NOT_FOUND', msg('error.notFound.cartItem'));
  return line;
}

export async function updateCartQuantity(db: Db, userId: number, input: { cartItemId: number; quantity: number }) {
  await db.transaction(async (tx) => {
    const line = await ownLine(tx, userId, input.cartItemId);
    const airport = await pickupOf(tx, userId);
    const left = await stockAt(tx, line.productId, airport.id);
    if (left === null)
      throw new AppError('OUT_OF_STOCK', msg('cart.noLongerAvailable', { airport: airport.code }), {
        details: { stocksLeft: 0 },
      });
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

interface LineFacts {
  showToConsumer: boolean;
  retired: boolean;
  /** The product's stock row at the traveller's airport, if it has one. */
  here: { showProductInLocation: boolean; stocksLeft: number } | undefined;
}

/** Why a line cannot be bought as it stands at the traveller's airport, or null. */
function lineProblem(line: LineFacts, quantity: number, airport: { code: string } | null): string | null {
  if (line.retired) return 'No longer sold';
  if (!airport) return NOT_LOGGED_IN_OR_NO_LOCATION;
  if (!line.showToConsumer) return 'No longer sold';
  const here = line.here;
  if (!here || !here.showProductInLocation) return `Not available at ${airport.code}`;
  if (here.stocksLeft <= 0) return `Out of stock at ${airport.code}`;
  if (here.stocksLeft < quantity) return `Only ${here.stocksLeft} left at ${airport.code}`;
  return null;
}

/** The pickup airport of a traveller who has chosen one. */
async function chosenAirport(db: DbOrTx, userId: number) {
  const [user] = await db.select({ locationId: users.pickupLocationId }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.locationId ? pickupOf(db, userId) : null;
}

/** The caller's cart, each line checked against their current airport; unavailable lines are flagged, never dropped. */
export async function getCart(db: DbOrTx, shopper: Shopper): Promise<CartResponse> {
  const airport = await chosenAirport(db, shopper.userId);
  const lines = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      retiredAt: products.retiredAt,
      pricePaise: products.pricePaise,
    })
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
    const facts = { showToConsumer: product.showToConsumer, retired: line.retiredAt !== null, here: product.locationStock[0] };
    const problem = lineProblem(facts, line.quantity, airport);
    if (!problem) {
      totalPaise += line.pricePaise * line.quantity;
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
    customsAllowance: await customsAllowanceFor(db, shopper.userId, totalPaise),
  };
}

export interface PricedLine {
  productId: number;
  quantity: number;
  pricePaise: number;
  name: string;
  description: string;
  imageUrl: string | null;
}

/** A product's first image, read with the product. */
const firstImageUrl = sql<string | null>`(
  select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id}
  order by ${productImages.position}, ${productImages.id} limit 1)`;

const cartToPrice = preparedStatement((db) =>
  db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      product: {
        id: products.id,
        name: products.name,
        description: products.description,
        pricePaise: products.pricePaise,
        showToConsumer: products.showToConsumer,
        retiredAt: products.retiredAt,
      },
      imageUrl: firstImageUrl,
      here: { showProductInLocation: locationStock.showProductInLocation, stocksLeft: locationStock.stocksLeft },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      locationStock,
      and(eq(locationStock.productId, cartItems.productId), eq(locationStock.locationId, sql.placeholder('locationId'))),
    )
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_to_price'),
);

/**
 * The caller's cart priced for payment at their airport, in paise straight from the product rows, with
 * what each order line keeps of its product (its first image read with it). Refuses an empty cart or one
 * with a line that cannot be bought.
 */
export async function priceCart(
  db: DbOrTx,
  userId: number,
  airport: { id: number; code: string },
): Promise<{ lines: PricedLine[]; totalPaise: number }> {
  const rows = await cartToPrice(db).execute({ userId, locationId: airport.id });
  if (rows.length === 0) throw new AppError('VALIDATION_FAILED', msg('cart.empty'));
  for (const { id, quantity, product, here } of rows) {
    const facts = { showToConsumer: product.showToConsumer, retired: product.retiredAt !== null, here: here ?? undefined };
    const problem = lineProblem(facts, quantity, airport);
    if (problem) {
      throw new AppError('OUT_OF_STOCK', msg('cart.lineProblem', { product: product.name, problem: fromEnglish(problem) }), {
        details: { cartItemId: id, productId: product.id },
      });
    }
    // A line saved before the cap was lowered still has to fit it before it can be held.
    if (quantity > MAX_LINE_QUANTITY) {
      throw new AppError('VALIDATION_FAILED', msg('cart.lineProblem', { product: product.name, problem: msg('cart.lineCap') }), {
        details: { cartItemId: id, productId: product.id },
      });
    }
  }
  const units = rows.reduce((sum, row) => sum + row.quantity, 0);
  if (units > MAX_ORDER_UNITS) {
    throw new AppError('VALIDATION_FAILED', msg('cart.orderCapCount', { cap: msg('cart.orderCap'), units }), {
      details: { units },
    });
  }
  const lines = rows.map(({ quantity, product, imageUrl }) => ({
    productId: product.id,
    quantity,
    pricePaise: product.pricePaise,
    name: product.name,
    description: product.description,
    imageUrl,
  }));
  return { lines, totalPaise: lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0) };
}

const deleteBoughtLines = preparedStatement((db) =>
  db
    .delete(cartItems)
    .where(
      and(eq(cartItems.userId, sql.placeholder('userId')), sql`${cartItems.productId} = any(${sql.placeholder('productIds')})`),
    )
    .prepare('cart_delete_bought_lines'),
);

/** The bought products leave the cart once paid for; anything added meanwhile stays. */
export async function removeBoughtLines(tx: DbOrTx, userId: number, productIds: number[]): Promise<void> {
  await deleteBoughtLines(tx).execute({ userId, productIds });
}
