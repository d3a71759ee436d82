import { pageQuerySchema } from '@arrival/contracts/admin';
import { errorResponseSchema } from '@arrival/contracts/common';
import {
  locationIdParamsSchema,
  restockBodySchema,
  stockIdParamsSchema,
  stockPageSchema,
  stockRowSchema,
  updateStockBodySchema,
} from '@arrival/contracts/stock';
import type { AppDeps, ZodApp } from '../../app.ts';
import { authenticate, callerOf, requireRoles } from '../../plugins/auth.ts';
import { listLocationStock, listStockByStockLeft, restock, updateStock } from './stock.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const secured = { security: [{ bearer: [] }], tags: ['admin: stock'] };

/** Stock at every airport; admins only. */
export async function stockRoutes(app: ZodApp, deps: AppDeps) {
  app.addHook('onRequest', authenticate(deps));
  app.addHook('onRequest', requireRoles('ADMIN'));

  app.get(
    '/location-stock/orderByStockLeft',
    {
      schema: {
        ...secured,
        summary: 'Stock rows at every airport, lowest stock first (page from 0, size 1 to 50, default 10)',
        querystring: pageQuerySchema,
        response: { 200: stockPageSchema, ...errors },
      },
    },
    async (request) => listStockByStockLeft(deps.db, request.query),
  );

  app.get(
    '/location-stock/:locationId/stocks',
    {
      schema: {
        ...secured,
        summary: 'One airport’s stock rows by product name (page from 0, size 1 to 50, default 10)',
        params: locationIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: stockPageSchema, ...errors },
      },
    },
    async (request) => listLocationStock(deps.db, request.params.locationId, request.query),
  );

  app.put(
    '/location-stock/update/:id',
    {
      schema: {
        ...secured,
        summary: 'Set the count on the shelf and/or the airport switch; raising the count adds to allTimeStock',
        params: stockIdParamsSchema,
        body: updateStockBodySchema,
        response: { 200: stockRowSchema, ...errors },
      },
    },
    async (request) => updateStock(deps, callerOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/location-stock/restock/:id',
    {
      schema: {
        ...secured,
        summary: 'Add a delivery to the shelf (stocksLeft and allTimeStock both grow by add)',
        params: stockIdParamsSchema,
        body: restockBodySchema,
        response: { 200: stockRowSchema, ...errors },
      },
    },
    async (request) => restock(deps, callerOf(request).userId, request.params.id, request.body),
  );
}
