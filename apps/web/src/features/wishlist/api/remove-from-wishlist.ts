import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { WISHLIST_QUERY_KEY } from './get-wishlist';

export function removeFromWishlist(productId: number) {
  return apiRequest(`/wishlist/remove?productId=${productId}`, {
    method: 'DELETE',
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to remove from wishlist`,
  });
}

type RemoveFromWishlistCallbacks = Pick<
  UseMutationOptions<Awaited<ReturnType<typeof removeFromWishlist>>, Error, Parameters<typeof removeFromWishlist>[0]>,
  'onSuccess' | 'onError'
>;

/** Callbacks given here still run when the calling component has unmounted meanwhile (a removed cart line). */
export function useRemoveFromWishlist(callbacks: RemoveFromWishlistCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: removeFromWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY }),
  });
}
