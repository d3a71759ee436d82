import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productSearchResultSchema, type ProductSort } from '@arrival/contracts/catalogue';
import { apiRequest } from '../api-client';
import { CATALOGUE_QUERY_KEY } from '../query-keys';
import { useViewerScope, type ViewerScope } from './viewer-scope';
import { msg } from '@lingui/core/macro';

export function searchProducts(q: string, sort: ProductSort) {
  const query = new URLSearchParams({ q, sort });
  return apiRequest(`/products/search?${query}`, {
    schema: productSearchResultSchema,
    fallbackMessage: msg`Failed to search products`,
  });
}

/**
 * Under the catalogue key, so whatever refreshes category products refreshes results too; fresh
 * for a minute like a category's products.
 */
export const productSearchQueryOptions = (q: string, sort: ProductSort, scope: ViewerScope) =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, scope, 'search', q, sort],
    queryFn: () => searchProducts(q, sort),
    staleTime: 60_000,
    retry: false,
  });

/** Results for `q`; while the next query loads, the previous results stay on screen instead of a skeleton. */
export function useProductSearch(q: string, sort: ProductSort) {
  return useQuery({
    ...productSearchQueryOptions(q, sort, useViewerScope()),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
