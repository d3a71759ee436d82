import { textResponseSchema } from '@arrival/contracts/common';
import { productIdQuerySchema, wishlistSchema, wishlistStatusSchema } from '@arrival/contracts/wishlist';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { callerOf } from '../../plugins/auth.ts';
import { viewerOf } from '../catalogue/viewer.ts';
import { addToWishlist, isOnWishlist, listWishlist, removeFromWishlist } from './wishlist.service.ts';

const errors = errorResponses(400, 404);
const tags = ['wishlist'];

/** The caller's wishlist, in the signed-in scope. */
export async function wishlistRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/wishlist', { schema: { tags, response: { 200: wishlistSchema, ...errors } } }, async (request) =>
    listWishlist(deps.db, viewerOf(request)),
  );
  app.post(
    '/wishlist/add',
    { schema: { tags, querystring: productIdQuerySchema, response: { 200: textResponseSchema, ...errors } } },
    async (request) => addToWishlist(deps.db, callerOf(request).userId, request.query.productId),
  );
  app.delete(
    '/wishlist/remove',
    { schema: { tags, querystring: productIdQuerySchema, response: { 200: textResponseSchema, ...errors } } },
    async (request) => removeFromWishlist(deps.db, callerOf(request).userId, request.query.productId),
  );
  app.get(
    '/wishlist/checkStatus',
    { schema: { tags, querystring: productIdQuerySchema, response: { 200: wishlistStatusSchema, ...errors } } },
    async (request) => isOnWishlist(deps.db, callerOf(request).userId, request.query.productId),
  );
}
