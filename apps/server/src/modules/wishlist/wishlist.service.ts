import { and, desc, eq } from 'drizzle-orm';
import type { Product } from '@arrival/contracts/catalogue';
import type { Db } from '../../db/client.ts';
import { products, wishlistItems } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import { loadProductViews, visibleToTraveller, type Viewer } from '../catalogue/product-view.ts';

/** Products on the wishlist that are still sold, newest first, with stock at the traveller's airport. */
export async function listWishlist(db: Db, viewer: Viewer & { userId: number }): Promise<Product[]> {
  const rows = await db
    .select({ id: products.id })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, viewer.userId), visibleToTraveller(null)))
    .orderBy(desc(wishlistItems.createdAt), desc(products.id));
  return loadProductViews(
    db,
    rows.map((r) => r.id),
    { ...viewer, isAdmin: false },
  );
}

/** Adding twice is harmless. */
export async function addToWishlist(db: Db, userId: number, productId: number) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), visibleToTraveller(null)))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND', msg('error.notFound.product'));
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  return { message: 'Product added to wishlist!' };
}

export async function removeFromWishlist(db: Db, userId: number, productId: number) {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return { message: 'Product removed from wishlist!' };
}

export async function isOnWishlist(db: Db, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .limit(1);
  return Boolean(row);
}
