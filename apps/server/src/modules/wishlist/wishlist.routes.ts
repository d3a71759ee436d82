import { errorResponseSchema, textResponseSchema } from '@arrival/contracts/common';
import { productIdQuerySchema, wishlistSchema, wishlistStatusSchema } from '@arrival/contracts/wishlist';
import type { AppDeps, ZodApp } from '../../app.ts';
import { authenticate, callerOf } from '../../plugins/auth.ts';
import { viewerOf } from '../catalogue/viewer.ts';
import { addToWishlist, isOnWishlist, listWishlist, removeFromWishlist } from './wishlist.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const secured = { security: [{ bearer: [] }], tags: ['wishlist'] };

export async function wishlistRoutes(app: ZodApp, deps: AppDeps) {
  app.addHook('onRequest', authenticate(deps));

  app.get('/wishlist', { schema: { ...secured, response: { 200: wishlistSchema, ...errors } } }, async (request) =>
    listWishlist(deps.db, await viewerOf(deps.db, request)),
  );
  app.post(
    '/wishlist/add',
    { schema: { ...secured, querystring: productIdQuerySchema, response: { 200: textResponseSchema, ...errors } } },
    async (request) => addToWishlist(deps.db, callerOf(request).userId, request.query.productId),
  );
  app.delete(
    '/wishlist/remove',
    { schema: { ...secured, querystring: productIdQuerySchema, response: { 200: textResponseSchema, ...errors } } },
    async (request) => removeFromWishlist(deps.db, callerOf(request).userId, request.query.productId),
  );
  app.get(
    '/wishlist/checkStatus',
    { schema: { ...secured, querystring: productIdQuerySchema, response: { 200: wishlistStatusSchema, ...errors } } },
    async (request) => isOnWishlist(deps.db, callerOf(request).userId, request.query.productId),
  );
}
