import { queryOptions, useQuery } from '@tanstack/react-query';
import { wishlistStatusSchema } from '@arrival/contracts/wishlist';
import { msg } from '@lingui/core/macro';
import { apiRequest, retryOnce } from '../../../lib/api-client';
import { WISHLIST_QUERY_KEY } from './get-wishlist';

export function getWishlistStatus(productId: number) {
  return apiRequest(`/wishlist/checkStatus?productId=${productId}`, {
    schema: wishlistStatusSchema,
    fallbackMessage: msg`Failed to check wishlist status`,
  });
}

/** SPEC §9: retried once, not refetched on window focus. */
export const wishlistStatusQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...WISHLIST_QUERY_KEY, 'status', productId],
    queryFn: () => getWishlistStatus(productId),
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });

export function useWishlistStatus(productId: number) {
  return useQuery(wishlistStatusQueryOptions(productId));
}
