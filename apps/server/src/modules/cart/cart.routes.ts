import {
  addCartItemBodySchema,
  cartItemIdParamsSchema,
  cartResponseSchema,
  updateCartQuantityQuerySchema,
} from '@arrival/contracts/cart';
import { textResponseSchema } from '@arrival/contracts/common';
import { cartKey, forgetCart } from '../../app-caches.ts';
import type { AppDeps } from '../../app-deps.ts';
import { cachedJson } from '../../http/cached-json.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { msg } from '../../i18n/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { callerOf } from '../../plugins/auth.ts';
import { viewerOf } from '../catalogue/viewer.ts';
import { addToCart, getCart, removeCartItem, updateCartQuantity } from './cart.service.ts';

const errors = errorResponses(400, 403, 404, 409);
const tags = ['cart'];

/** The caller's cart, in the signed-in scope. */
export async function cartRoutes(app: ZodApp, deps: AppDeps) {
  app.post(
    '/cart/add',
    {
      schema: {
        tags,
        summary: "Add a product to the caller's cart (the same product again raises its quantity)",
        body: addCartItemBodySchema,
        response: { 200: textResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (request.body.userId !== undefined && request.body.userId !== caller.userId) {
        throw new AppError('FORBIDDEN', msg('error.ownCart'));
      }
      const answer = await addToCart(deps.db, caller.userId, request.body);
      forgetCart(deps.caches, caller.userId);
      return answer;
    },
  );

  app.get(
    '/cart/CartDetails',
    {
      schema: {
        tags,
        summary: "The caller's cart, each line checked against their pickup airport",
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      return cachedJson(reply, deps.caches?.catalogue, cartKey(viewer.userId, viewer.currency), cartResponseSchema, () =>
        getCart(deps.db, { userId: viewer.userId, currency: viewer.currency }),
      );
    },
  );

  app.put(
    '/cart/updateQuantity',
    {
      schema: {
        tags,
        summary: 'Set the quantity of one cart line (cartId is the cart line id)',
        querystring: updateCartQuantityQuerySchema,
        response: { 200: textResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const answer = await updateCartQuantity(deps.db, userId, {
        cartItemId: request.query.cartId,
        quantity: request.query.quantity,
      });
      forgetCart(deps.caches, userId);
      return answer;
    },
  );

  app.delete(
    '/cart/remove/:cartItemId',
    { schema: { tags, params: cartItemIdParamsSchema, response: { 200: textResponseSchema, ...errors } } },
    async (request) => {
      const { userId } = callerOf(request);
      const answer = await removeCartItem(deps.db, userId, request.params.cartItemId);
      forgetCart(deps.caches, userId);
      return answer;
    },
  );
}
