import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { categoryProductsPageSchema, categoryWithProductsSchema, type ProductSort } from '@arrival/contracts/catalogue';
import { apiRequest } from '../api-client';
import { CATALOGUE_QUERY_KEY } from '../query-keys';
import { useViewerScope, type ViewerScope } from './viewer-scope';
import { msg } from '@lingui/core/macro';
import { apiPaths } from './early-responses';
import { nextProductPage } from './product-pages';

/** Every product of the category (the admin's list). */
export function getCategoryProducts(categoryId: number) {
  return apiRequest(`/categories/${categoryId}/products`, {
    schema: categoryWithProductsSchema,
    fallbackMessage: msg`Failed to fetch category`,
  });
}

/** One page of the category's products in the given order, with the totals. */
export function getCategoryProductsPage(categoryId: number, sort: ProductSort, page: number) {
  return apiRequest(apiPaths.categoryPage(categoryId, sort, page), {
    schema: categoryProductsPageSchema,
    fallbackMessage: msg`Failed to fetch category`,
  });
}

const categoryKey = (categoryId: number, scope: ViewerScope) => [
  ...CATALOGUE_QUERY_KEY,
  scope,
  'category',
  categoryId,
  'products',
];

/** SPEC §9: a category's products stay fresh for one minute and are not retried (a 404 is an answer). */
export const categoryProductsQueryOptions = (categoryId: number, scope: ViewerScope) =>
  queryOptions({
    queryKey: categoryKey(categoryId, scope),
    queryFn: () => getCategoryProducts(categoryId),
    staleTime: 60_000,
    retry: false,
  });

export function useCategoryProducts(categoryId: number) {
  return useQuery(categoryProductsQueryOptions(categoryId, useViewerScope()));
}

/** The shopping grid's pages of a category, fetched one after another as the traveller scrolls. */
export const categoryProductPagesQueryOptions = (categoryId: number, sort: ProductSort, scope: ViewerScope) =>
  infiniteQueryOptions({
    queryKey: [...categoryKey(categoryId, scope), 'pages', sort],
    queryFn: ({ pageParam }) => getCategoryProductsPage(categoryId, sort, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextProductPage,
    staleTime: 60_000,
    retry: false,
  });

export function useCategoryProductPages(categoryId: number, sort: ProductSort) {
  return useInfiniteQuery(categoryProductPagesQueryOptions(categoryId, sort, useViewerScope()));
}
