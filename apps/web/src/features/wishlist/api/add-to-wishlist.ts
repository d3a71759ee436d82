import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { WISHLIST_QUERY_KEY } from './get-wishlist';

export function addToWishlist(productId: number) {
  return apiRequest(`/wishlist/add?productId=${productId}`, {
    method: 'POST',
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to add to wishlist`,
  });
}

type AddToWishlistCallbacks = Pick<
  UseMutationOptions<Awaited<ReturnType<typeof addToWishlist>>, Error, Parameters<typeof addToWishlist>[0]>,
  'onSuccess' | 'onError'
>;

/** Callbacks given here still run when the calling component has unmounted meanwhile (a removed cart line). */
export function useAddToWishlist(callbacks: AddToWishlistCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: addToWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY }),
  });
}
