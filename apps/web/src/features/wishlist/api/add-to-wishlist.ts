import { useMutation, useQueryClient } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { WISHLIST_QUERY_KEY } from './get-wishlist';

export function addToWishlist(productId: number) {
  return apiRequest(`/wishlist/add?productId=${productId}`, {
    method: 'POST',
    schema: textResponseSchema,
    fallbackMessage: 'Failed to add to wishlist',
  });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY }),
  });
}
