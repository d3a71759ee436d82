import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCartItemBody } from '@arrival/contracts/cart';
import { textResponseSchema } from '@arrival/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { CART_QUERY_KEY } from './get-cart-details';

/** The server takes the user and the pickup airport from the session, so only the product and quantity go. */
export function addToCart({ productId, quantity }: Pick<AddCartItemBody, 'productId' | 'quantity'>) {
  return apiRequest('/cart/add', {
    method: 'POST',
    body: { productId, quantity },
    schema: textResponseSchema,
    fallbackMessage: 'Failed to add item to cart',
  });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
