import { orderHistoryQuerySchema, orderIdParamsSchema, orderListSchema, orderSchema } from '@arrival/contracts/orders';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { callerOf } from '../../plugins/auth.ts';
import { getOwnOrder, listOrderHistory } from './orders.service.ts';

const errors = errorResponses(400, 404);
const tags = ['orders'];

/** A traveller's own orders, in the signed-in scope; the staff pipeline is in the staff module. */
export async function orderRoutes(app: ZodApp, deps: AppDeps) {
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
}
