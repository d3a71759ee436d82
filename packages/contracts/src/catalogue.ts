import { z } from 'zod/mini';
import { idParamSchema } from './common.ts';
import { pageableSchema } from './paging.ts';
import { amountDtoSchema } from './currency.ts';
import { CATEGORY_PAGE_DEFAULT_SIZE, CATEGORY_PAGE_MAX_SIZE } from './catalogue-paging.ts';

export const LOW_STOCK_THRESHOLD = 15;
export const stockStatusSchema = z.enum(['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK']);
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** SPEC §4: 0 or less is out of stock, under 15 is low. */
export function stockStatusOf(stocksLeft: number): StockStatus {
  if (stocksLeft <= 0) return 'OUT_OF_STOCK';
  if (stocksLeft < LOW_STOCK_THRESHOLD) return 'LOW_STOCK';
  return 'IN_STOCK';
}
export const stockStatusLabel: Record<StockStatus, string> = {
  IN_STOCK: 'In Stock',
  LOW_STOCK: 'Low Stock',
  OUT_OF_STOCK: 'Out of Stock',
};

export const productImageSchema = z.object({ id: z.int(), imageUrl: z.string() });
export const productVideoSchema = z.object({ id: z.int(), videoUrl: z.string() });
export const categoryRefSchema = z.object({ id: z.int(), name: z.string() });

export const productLocationStockSchema = z.object({
  id: z.int(),
  locationId: z.int(),
  locationName: z.string(),
  stocksLeft: z.int(),
  allTimeStock: z.int(),
  receivedOrders: z.int(),
  showProductInLocation: z.boolean(),
});

export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** INR, 2 decimals. */
  price: z.number(),
  description: z.string(),
  /** The first category's name. */
  category: z.string(),
  showToConsumer: z.boolean(),
  highLight: z.array(z.string()),
  images: z.array(productImageSchema),
  videos: z.array(productVideoSchema),
  categories: z.array(categoryRefSchema),
  /** Every location for admins; only the traveller's pickup airport for travellers. */
  locationStock: z.array(productLocationStockSchema),
  /** At the traveller's pickup airport; null when none is chosen. */
  stockLeft: z.nullable(z.int()),
  stockStatus: z.nullable(stockStatusSchema),
  amountDTO: amountDtoSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({ id: z.int(), name: z.string(), productCount: z.int() });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);
export const categoryWithProductsSchema = z.extend(categorySchema, { product: z.array(productSchema) });
export type CategoryWithProducts = z.infer<typeof categoryWithProductsSchema>;

export const idPathSchema = z.object({ id: idParamSchema });

/**
 * Orders a product list can be shown in, decided by the server. `recommended` is the shop's own order for
 * a category (its catalogue order) and the best match first for a search. Names compare with case and
 * accents ignored and numbers inside them as numbers ("10 ml" before "100 ml").
 */
export const productSortSchema = z.enum(['recommended', 'price-asc', 'price-desc', 'name']);
export type ProductSort = z.infer<typeof productSortSchema>;

export const PRODUCT_SEARCH_MAX_LENGTH = 100;

const pageNumberSchema = z.coerce
  .number()
  .check(z.int('page must be a whole number'), z.gte(0, 'page must be 0 or more'), z.lte(1_000_000));
const pageSizeSchema = z.coerce
  .number()
  .check(
    z.int('size must be a whole number'),
    z.gte(1, `size must be between 1 and ${CATEGORY_PAGE_MAX_SIZE}`),
    z.lte(CATEGORY_PAGE_MAX_SIZE, `size must be between 1 and ${CATEGORY_PAGE_MAX_SIZE}`),
  );

/** What a page of products adds to the whole list's answer: the paging fields of SPEC §3's paged responses. */
const productPageFields = { totalPages: z.int(), totalElements: z.int(), pageable: pageableSchema };

/**
 * GET /categories/{id}/products query. Without `page` and `size` the answer holds every product (the
 * SPEC's shape); with either, one page of them (page from 0, size 1 to 100, 24 when only page is given).
 */
export const categoryProductsQuerySchema = z.object({
  sort: z._default(productSortSchema, 'recommended'),
  page: z.optional(pageNumberSchema),
  size: z.optional(pageSizeSchema),
});
export type CategoryProductsQuery = z.input<typeof categoryProductsQuerySchema>;

/** One page of a category: the category with that page's products, and the paging fields. */
export const categoryProductsPageSchema = z.extend(categoryWithProductsSchema, productPageFields);
export type CategoryProductsPage = z.infer<typeof categoryProductsPageSchema>;

/** GET /products/search query: the words to look for, in the name or the description, and a page of the matches. */
export const productSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type what you are looking for' })
    .check(
      z.trim(),
      z.minLength(1, 'Type what you are looking for'),
      z.maxLength(PRODUCT_SEARCH_MAX_LENGTH, `Search for at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`),
    ),
  sort: z._default(productSortSchema, 'recommended'),
  page: z._default(pageNumberSchema, 0),
  size: z._default(pageSizeSchema, CATEGORY_PAGE_DEFAULT_SIZE),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

/**
 * GET /products/search answer: one page of the products the caller can see that match, items shaped as in a
 * category, with the paging fields.
 */
export const productSearchPageSchema = z.object({
  q: z.string(),
  sort: productSortSchema,
  product: z.array(productSchema),
  ...productPageFields,
});
export type ProductSearchPage = z.infer<typeof productSearchPageSchema>;
