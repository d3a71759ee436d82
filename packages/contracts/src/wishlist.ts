import { z } from 'zod/mini';
import { idParamSchema } from './common.ts';
import { productSchema } from './catalogue.ts';

export const WISHLIST_LOGIN_MESSAGE = 'Please login to add to wishlist';
export const productIdQuerySchema = z.object({ productId: idParamSchema });
export const wishlistSchema = z.array(productSchema);
export const wishlistStatusSchema = z.boolean();
