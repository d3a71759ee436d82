import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CATEGORY_PAGE_DEFAULT_SIZE } from '@arrival/contracts/catalogue-paging';
import { productSearchPageSchema, type ProductSort } from '@arrival/contracts/catalogue';
import { apiRequest } from '../api-client';
import { CATALOGUE_QUERY_KEY } from '../query-keys';
import { useViewerScope, type ViewerScope } from './viewer-scope';
import { nextProductPage } from './product-pages';
import { msg } from '@lingui/core/macro';

/** One page of the products matching `q`, in `sort`'s order, with the number of matches. */
export function searchProductsPage(q: string, sort: ProductSort, page: number) {
  const query = new URLSearchParams({ q, sort, page: String(page), size: String(CATEGORY_PAGE_DEFAULT_SIZE) });
  return apiRequest(`/products/search?${query}`, {
    schema: productSearchPageSchema,
    fallbackMessage: msg`Failed to search products`,
  });
}

/**
 * A search's pages, fetched one after another as the traveller scrolls. Under the catalogue key, so
 * whatever refreshes category products refreshes results too; fresh for a minute like a category's products.
 */
export const productSearchPagesQueryOptions = (q: string, sort: ProductSort, scope: ViewerScope) =>
  infiniteQueryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, scope, 'search', q, sort],
    queryFn: ({ pageParam }) => searchProductsPage(q, sort, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextProductPage,
    staleTime: 60_000,
    retry: false,
  });

/** Results for `q`; while the next query loads, the previous results stay on screen instead of a skeleton. */
export function useProductSearchPages(q: string, sort: ProductSort) {
  return useInfiniteQuery({
    ...productSearchPagesQueryOptions(q, sort, useViewerScope()),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
