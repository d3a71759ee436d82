import { queryOptions, useQuery } from '@tanstack/react-query';
import { productSchema } from '@arrival/contracts/catalogue';
import { apiRequest } from '../api-client';
import { CATALOGUE_QUERY_KEY } from '../query-keys';
import { useViewerScope, type ViewerScope } from './viewer-scope';
import { msg } from '@lingui/core/macro';
import { apiPaths } from './early-responses';

export function getProduct(productId: number) {
  return apiRequest(apiPaths.product(productId), { schema: productSchema, fallbackMessage: msg`Failed to fetch product` });
}

/** SPEC §9: a product stays fresh for 60 s and is not retried. */
export const productQueryOptions = (productId: number, scope: ViewerScope) =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, scope, 'product', productId],
    queryFn: () => getProduct(productId),
    staleTime: 60_000,
    retry: false,
  });

export function useProduct(productId: number) {
  return useQuery(productQueryOptions(productId, useViewerScope()));
}
