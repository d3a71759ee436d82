import {
  addCategoryBodySchema,
  PRODUCT_DELETED_MESSAGE,
  productBodySchema,
  productVisibilityBodySchema,
} from '@arrival/contracts/admin';
import { categorySchema, idPathSchema, productSchema } from '@arrival/contracts/catalogue';
import { textResponseSchema } from '@arrival/contracts/common';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { callerOf } from '../../plugins/auth.ts';
import { getProduct } from '../catalogue/catalogue.service.ts';
import { viewerOf } from '../catalogue/viewer.ts';
import { addCategory, addProduct, deleteProduct, setProductVisibility, updateProduct } from './admin-catalogue.service.ts';

const errors = errorResponses(400, 404, 409);
const tags = ['admin: catalogue'];

/** Category and product management, in the admin scope. Reading products stays in the catalogue module. */
export async function adminCatalogueRoutes(app: ZodApp, deps: AppDeps) {
  app.post(
    '/categories/add',
    {
      schema: {
        tags,
        summary: 'Add a category (name trimmed, 1 to 60 characters, unique whatever the letter case)',
        body: addCategoryBodySchema,
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request) => addCategory(deps, callerOf(request).userId, request.body.name),
  );

  app.post(
    '/product/add',
    {
      schema: {
        tags,
        summary: 'Create a product; answers it as GET /product/{id} shows it to admins',
        body: productBodySchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => {
      const id = await addProduct(deps, callerOf(request).userId, request.body);
      return getProduct(deps.db, viewerOf(request), id);
    },
  );

  app.put(
    '/product/update/:id',
    {
      schema: {
        tags,
        summary: 'Replace a product’s fields, categories, images, videos and airports',
        params: idPathSchema,
        body: productBodySchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => {
      await updateProduct(deps, callerOf(request).userId, request.params.id, request.body);
      return getProduct(deps.db, viewerOf(request), request.params.id);
    },
  );

  app.put(
    '/product/:id/visibility',
    {
      schema: {
        tags,
        summary: 'The product card’s show-to-consumer checkbox',
        params: idPathSchema,
        body: productVisibilityBodySchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => {
      await setProductVisibility(deps, callerOf(request).userId, request.params.id, request.body.showToConsumer);
      return getProduct(deps.db, viewerOf(request), request.params.id);
    },
  );

  app.delete(
    '/product/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product: retired (hidden, kept for history) when any order has it, otherwise erased',
        params: idPathSchema,
        response: { 200: textResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteProduct(deps, callerOf(request).userId, request.params.id);
      return { message: PRODUCT_DELETED_MESSAGE };
    },
  );
}
