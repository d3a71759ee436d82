import { useMutation, useQueryClient } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { WISHLIST_QUERY_KEY } from './get-wishlist';

export function removeFromWishlist(productId: number) {
  return apiRequest(`/wishlist/remove?productId=${productId}`, {
    method: 'DELETE',
    schema: textResponseSchema,
    fallbackMessage: 'Failed to remove from wishlist',
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY }),
  });
}
