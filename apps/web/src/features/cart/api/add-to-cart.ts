import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AddCartItemBody } from '@arrival/contracts/cart';
import { textResponseSchema } from '@arrival/contracts/common';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { CART_QUERY_KEY } from '../../../lib/query-keys';

/** The server takes the user and the pickup airport from the session, so only the product and quantity go. */
export function addToCart({ productId, quantity }: Pick<AddCartItemBody, 'productId' | 'quantity'>) {
  return apiRequest('/cart/add', {
    method: 'POST',
    body: { productId, quantity },
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to add item to cart`,
  });
}

type AddToCartCallbacks = Pick<
  UseMutationOptions<Awaited<ReturnType<typeof addToCart>>, Error, Parameters<typeof addToCart>[0]>,
  'onSuccess' | 'onError'
>;

/** Callbacks given here still run when the calling component has unmounted meanwhile (a removed cart line). */
export function useAddToCart(callbacks: AddToCartCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: addToCart,
    // Not awaited: the button is free again with the server's answer, which its toast already reports;
    // the cart's count and total follow when their read lands, a round trip later on a phone's network.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
