import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryWithProductsSchema } from '@arrival/contracts/catalogue';
import { apiRequest } from '../api-client';
import { CATALOGUE_QUERY_KEY } from '../query-keys';
import { useViewerScope, type ViewerScope } from './viewer-scope';
import { msg } from '@lingui/core/macro';

export function getCategoryProducts(categoryId: number) {
  return apiRequest(`/categories/${categoryId}/products`, {
    schema: categoryWithProductsSchema,
    fallbackMessage: msg`Failed to fetch category`,
  });
}

/** SPEC §9: a category's products stay fresh for one minute and are not retried (a 404 is an answer). */
export const categoryProductsQueryOptions = (categoryId: number, scope: ViewerScope) =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, scope, 'category', categoryId, 'products'],
    queryFn: () => getCategoryProducts(categoryId),
    staleTime: 60_000,
    retry: false,
  });

export function useCategoryProducts(categoryId: number) {
  return useQuery(categoryProductsQueryOptions(categoryId, useViewerScope()));
}
