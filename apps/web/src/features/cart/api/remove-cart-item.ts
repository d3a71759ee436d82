import { useMutation, useQueryClient } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { CART_QUERY_KEY } from './get-cart-details';

export function removeCartItem(cartLineId: number) {
  return apiRequest(`/cart/remove/${cartLineId}`, {
    method: 'DELETE',
    schema: textResponseSchema,
    fallbackMessage: 'Failed to delete cart item',
  });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
