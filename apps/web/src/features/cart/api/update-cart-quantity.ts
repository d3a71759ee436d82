import { useMutation, useQueryClient } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { CART_QUERY_KEY } from './get-cart-details';

/** Sets the line's new absolute quantity (SPEC §4); cartId is the cart line's id. */
export function updateCartQuantity({ cartLineId, quantity }: { cartLineId: number; quantity: number }) {
  const query = new URLSearchParams({ cartId: String(cartLineId), quantity: String(quantity) });
  return apiRequest(`/cart/updateQuantity?${query}`, {
    method: 'PUT',
    schema: textResponseSchema,
    fallbackMessage: 'Failed to update cart item',
  });
}

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartQuantity,
    // Returning the refetch keeps the mutation pending until the cart on screen shows its result.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
