import { queryOptions, useQuery } from '@tanstack/react-query';
import { wishlistSchema } from '@arrival/contracts/wishlist';
import { msg } from '@lingui/core/macro';
import { apiRequest, retryOnce } from '../../../lib/api-client';
import { useViewerScope, type ViewerScope } from '../../../lib/api/viewer-scope';

export const WISHLIST_QUERY_KEY = ['wishlist'] as const;

export function getWishlist() {
  return apiRequest('/wishlist', { schema: wishlistSchema, fallbackMessage: msg`Failed to fetch wishlist` });
}

/** SPEC §9: wishlist calls are retried once and not refetched on window focus. */
export const wishlistQueryOptions = (scope: ViewerScope) =>
  queryOptions({
    queryKey: [...WISHLIST_QUERY_KEY, 'list', scope],
    queryFn: getWishlist,
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });

export function useWishlist() {
  return useQuery(wishlistQueryOptions(useViewerScope()));
}
