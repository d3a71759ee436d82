import { pageQuerySchema } from '@arrival/contracts/paging';
import {
  locationIdParamsSchema,
  restockBodySchema,
  stockIdParamsSchema,
  stockPageSchema,
  stockRowSchema,
  updateStockBodySchema,
} from '@arrival/contracts/stock';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { callerOf } from '../../plugins/auth.ts';
import { listLocationStock, listStockByStockLeft, restock, updateStock } from './stock.service.ts';

const errors = errorResponses(400, 404);
const tags = ['admin: stock'];

/** Stock at every airport, in the admin scope. */
export async function stockRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/location-stock/orderByStockLeft',
    {
      schema: {
        tags,
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
        tags,
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
        tags,
        summary:
          'Set the count on the shelf (with expectedStocksLeft, the count it was read at; 409 if it moved) and/or the airport switch; raising the count adds to allTimeStock',
        params: stockIdParamsSchema,
        body: updateStockBodySchema,
        response: { 200: stockRowSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => updateStock(deps, callerOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/location-stock/restock/:id',
    {
      schema: {
        tags,
        summary: 'Add a delivery to the shelf (stocksLeft and allTimeStock both grow by add)',
        params: stockIdParamsSchema,
        body: restockBodySchema,
        response: { 200: stockRowSchema, ...errors },
      },
    },
    async (request) => restock(deps, callerOf(request).userId, request.params.id, request.body),
  );
}
