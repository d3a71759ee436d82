import { z } from 'zod/mini';
import { CATEGORY_PAGE_DEFAULT_SIZE } from '@arrival/contracts/catalogue-paging';
import {
  categoryListSchema,
  categoryProductsPageSchema,
  categoryProductsQuerySchema,
  categorySchema,
  categoryWithProductsSchema,
  idPathSchema,
  productSchema,
  productSearchPageSchema,
  productSearchQuerySchema,
  type ProductSort,
} from '@arrival/contracts/catalogue';
import { currencyListSchema } from '@arrival/contracts/currency';
import { PRODUCT_WORDS_KEY } from '../../app-caches.ts';
import type { AppDeps } from '../../app-deps.ts';
import { cachedJson } from '../../http/cached-json.ts';
import { readThrough } from '../../lib/read-cache.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { logBrowsingAtDebug } from '../../plugins/request-log.ts';
import { listReferenceRates } from '../currency/currency.service.ts';
import {
  getCategory,
  getCategoryProductsPage,
  getCategoryWithProducts,
  getProduct,
  listCategories,
  loadSearchIndex,
  searchMatches,
  searchPage,
  searchTerms,
} from './catalogue.service.ts';
import type { Viewer } from './product-view.ts';
import { viewerKey, viewerOf, visibilityKey } from './viewer.ts';

const errors = errorResponses(400, 404);
const tags = ['catalogue'];
const currencyHeader = {
  description: 'Reference currency (ISO 4217), e.g. USD; unknown codes fall back to USD. Send as X-Currency.',
};

/** The reference rates, in the public scope. */
export async function publicCatalogueRoutes(app: ZodApp, deps: AppDeps) {
  logBrowsingAtDebug(app);
  app.get(
    '/currency/rates',
    {
      schema: {
        tags,
        summary: 'The bundled reference rates and their date',
        response: { 200: currencyListSchema },
      },
    },
    // Bundled with the release, so computed once and kept with the catalogue's answers.
    async (_request, reply) =>
      cachedJson(reply, deps.caches?.catalogue, 'currency-rates', currencyListSchema, async () => listReferenceRates()),
  );
}

/** Categories and products as the caller may see them, in the signed-in scope. */
export async function catalogueRoutes(app: ZodApp, deps: AppDeps) {
  logBrowsingAtDebug(app);
  const productWords = () => readThrough(deps.caches?.productWords, PRODUCT_WORDS_KEY, () => loadSearchIndex(deps.db));
  const matchesOf = (viewer: Viewer, words: string[], sort: ProductSort) =>
    // Words hold letters and digits only, so one search's words never spell another's key.
    readThrough(deps.caches?.searchMatches, `${sort}:${visibilityKey(viewer)}:${words.join(' ')}`, async () =>
      searchMatches(deps.db, viewer, words, sort, await productWords()),
    );
  app.get(
    '/categories/getAll',
    {
      schema: {
        tags,
        summary: 'Categories with the number of products the caller can see',
        description: currencyHeader.description,
        response: { 200: categoryListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      return cachedJson(reply, deps.caches?.catalogue, `categories:${viewerKey(viewer)}`, categoryListSchema, () =>
        listCategories(deps.db, viewer),
      );
    },
  );
  app.get(
    '/categories/:id',
    { schema: { tags, params: idPathSchema, response: { 200: categorySchema, ...errors } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      return cachedJson(reply, deps.caches?.catalogue, `category:${id}:${viewerKey(viewer)}`, categorySchema, () =>
        getCategory(deps.db, viewer, id),
      );
    },
  );
  // The paged answer first: the whole-category one would also accept it, dropping its paging fields.
  const categoryProductsSchema = z.union([categoryProductsPageSchema, categoryWithProductsSchema]);
  app.get(
    '/categories/:id/products',
    {
      schema: {
        tags,
        summary: 'A category with the products the caller can see, priced in INR with a reference amount',
        description:
          `Sorted by \`sort\`: recommended (the shop's order), price-asc, price-desc or name. Without \`page\` and ` +
          `\`size\` every product; with them one page (from 0) and totalElements, totalPages and pageable. ` +
          currencyHeader.description,
        params: idPathSchema,
        querystring: categoryProductsQuerySchema,
        response: { 200: categoryProductsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      const { sort, page, size } = request.query;
      const key = `category-products:${id}:${sort}:${viewerKey(viewer)}`;
      if (page === undefined && size === undefined) {
        return cachedJson(reply, deps.caches?.catalogue, key, categoryWithProductsSchema, () =>
          getCategoryWithProducts(deps.db, viewer, id, sort),
        );
      }
      const paging = { page: page ?? 0, size: size ?? CATEGORY_PAGE_DEFAULT_SIZE };
      return cachedJson(
        reply,
        deps.caches?.catalogue,
        `${key}:page:${paging.page}:${paging.size}`,
        categoryProductsPageSchema,
        () => getCategoryProductsPage(deps.db, viewer, id, sort, paging.page, paging.size),
      );
    },
  );
  app.get(
    '/products/search',
    {
      schema: {
        tags,
        summary: 'Products the caller can see whose name or description matches every word of q, allowing for typos',
        description:
          `Sorted by \`sort\`: recommended (best match first), price-asc, price-desc or name. One page of the matches ` +
          `(\`page\` from 0, \`size\` 1 to 100, 24 by default) with totalElements, totalPages and pageable. ` +
          currencyHeader.description,
        querystring: productSearchQuerySchema,
        response: { 200: productSearchPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { q, sort, page, size } = request.query;
      const words = searchTerms(q);
      // The words typed end the key, after the numbers.
      return cachedJson(
        reply,
        deps.caches?.catalogue,
        `search:${sort}:${viewerKey(viewer)}:${page}:${size}:${q}`,
        productSearchPageSchema,
        async () => searchPage(deps.db, viewer, { q, sort, matches: await matchesOf(viewer, words, sort) }, { page, size }),
      );
    },
  );
  app.get(
    '/product/:id',
    {
      schema: {
        tags,
        description: currencyHeader.description,
        params: idPathSchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      return cachedJson(reply, deps.caches?.catalogue, `product:${id}:${viewerKey(viewer)}`, productSchema, () =>
        getProduct(deps.db, viewer, id),
      );
    },
  );
}
