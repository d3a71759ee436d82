import { orderHistoryQuerySchema, orderIdParamsSchema, orderListSchema, orderSchema } from '@arrival/contracts/orders';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { callerOf } from '../../plugins/auth.ts';
import { serviceDepsOf } from '../../http/service-deps.ts';
import { getOwnOrder, listOrderHistory, sayLanded } from './orders.service.ts';

const errors = errorResponses(400, 404);
const tags = ['orders'];

/** A traveller's own orders, in the signed-in scope; the staff pipeline is in the staff module. */
export async function orderRoutes(app: ZodApp, deps: AppDeps) {
  const landingDeps = serviceDepsOf(app, deps);
  app.get(
    '/orders/history',
    {
      schema: {
        tags,
        summary: "The caller's orders, newest first: current (not yet handed over) or previous",
        querystring: orderHistoryQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) => listOrderHistory(deps.db, callerOf(request).userId, request.query.type),
  );

  app.get(
    '/orders/mine/:orderId',
    {
      schema: {
        tags,
        summary: 'One of the caller’s orders, for tracking',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => getOwnOrder(deps.db, callerOf(request).userId, request.params.orderId),
  );

  app.post(
    '/orders/mine/:orderId/landed',
    {
      schema: {
        tags,
        summary: "The traveller has landed: flags the order on the counter's board (arrival day, open orders)",
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => sayLanded(landingDeps, callerOf(request).userId, request.params.orderId),
  );
}
