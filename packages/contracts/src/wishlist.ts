import { z } from 'zod/mini';
import { productSchema } from './catalogue.ts';

export const WISHLIST_LOGIN_MESSAGE = 'Please login to add to wishlist';
export const productIdQuerySchema = z.object({ productId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });
export const wishlistSchema = z.array(productSchema);
export const wishlistStatusSchema = z.boolean();
