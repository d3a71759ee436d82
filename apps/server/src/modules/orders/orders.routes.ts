import { errorResponseSchema } from '@arrival/contracts/common';
import { orderHistoryQuerySchema, orderIdParamsSchema, orderListSchema, orderSchema } from '@arrival/contracts/orders';
import type { AppDeps, ZodApp } from '../../app.ts';
import { authenticate, callerOf } from '../../plugins/auth.ts';
import { getOwnOrder, listOrderHistory } from './orders.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const secured = { security: [{ bearer: [] }], tags: ['orders'] };

export async function orderRoutes(app: ZodApp, deps: AppDeps) {
  app.addHook('onRequest', authenticate(deps));

  app.get(
    '/orders/history',
    {
      schema: {
        ...secured,
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
        ...secured,
        summary: 'One of the caller’s orders, for tracking',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => getOwnOrder(deps.db, callerOf(request).userId, request.params.orderId),
  );
}
