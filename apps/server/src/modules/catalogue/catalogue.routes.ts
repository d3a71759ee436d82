import { errorResponseSchema } from '@arrival/contracts/common';
import {
  categoryListSchema,
  categorySchema,
  categoryWithProductsSchema,
  idPathSchema,
  productSchema,
} from '@arrival/contracts/catalogue';
import { currencyListSchema } from '@arrival/contracts/currency';
import type { AppDeps, ZodApp } from '../../app.ts';
import { authenticate } from '../../plugins/auth.ts';
import { listReferenceRates } from '../currency/currency.service.ts';
import { getCategory, getCategoryWithProducts, getProduct, listCategories } from './catalogue.service.ts';
import { viewerOf } from './viewer.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const secured = { security: [{ bearer: [] }], tags: ['catalogue'] };
const currencyHeader = {
  description: 'Reference currency (ISO 4217), e.g. USD; unknown codes fall back to USD. Send as X-Currency.',
};

export async function catalogueRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/currency/rates',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The bundled reference rates and their date',
        response: { 200: currencyListSchema },
      },
    },
    async () => listReferenceRates(),
  );

  app.register(async (scope: ZodApp) => {
    scope.addHook('onRequest', authenticate(deps));

    scope.get(
      '/categories/getAll',
      {
        schema: {
          ...secured,
          summary: 'Categories with the number of products the caller can see',
          description: currencyHeader.description,
          response: { 200: categoryListSchema, ...errors },
        },
      },
      async (request) => listCategories(deps.db, await viewerOf(deps.db, request)),
    );
    scope.get(
      '/categories/:id',
      { schema: { ...secured, params: idPathSchema, response: { 200: categorySchema, ...errors } } },
      async (request) => getCategory(deps.db, await viewerOf(deps.db, request), request.params.id),
    );
    scope.get(
      '/categories/:id/products',
      {
        schema: {
          ...secured,
          summary: 'A category with the products the caller can see, priced in INR with a reference amount',
          description: currencyHeader.description,
          params: idPathSchema,
          response: { 200: categoryWithProductsSchema, ...errors },
        },
      },
      async (request) => getCategoryWithProducts(deps.db, await viewerOf(deps.db, request), request.params.id),
    );
    scope.get(
      '/product/:id',
      {
        schema: {
          ...secured,
          description: currencyHeader.description,
          params: idPathSchema,
          response: { 200: productSchema, ...errors },
        },
      },
      async (request) => getProduct(deps.db, await viewerOf(deps.db, request), request.params.id),
    );
  });
}
