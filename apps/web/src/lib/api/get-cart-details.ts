import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartResponseSchema } from '@arrival/contracts/cart';
import { apiRequest, retryOnce } from '../api-client';
import { CART_QUERY_KEY } from '../query-keys';
import { useViewerScope, type ViewerScope } from './viewer-scope';
import { msg } from '@lingui/core/macro';
import { apiPaths } from './early-responses';

export function getCartDetails() {
  return apiRequest(apiPaths.cartDetails, { schema: cartResponseSchema, fallbackMessage: msg`Failed to fetch cart details` });
}

/** SPEC §9: retried once and not refetched on window focus; every cart mutation refetches it instead. */
export const cartDetailsQueryOptions = (scope: ViewerScope) =>
  queryOptions({
    queryKey: [...CART_QUERY_KEY, scope],
    queryFn: getCartDetails,
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });

export function useCartDetails() {
  return useQuery(cartDetailsQueryOptions(useViewerScope()));
}
