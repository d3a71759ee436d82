import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { CART_QUERY_KEY } from '../../../lib/query-keys';

/** Every quantity change in flight sits under this key, so the cart can wait for them before paying. */
export const CART_QUANTITY_MUTATION_KEY = [...CART_QUERY_KEY, 'quantity'] as const;

/** Sets the line's new absolute quantity (SPEC §4); cartId is the cart line's id. */
export function updateCartQuantity({ cartLineId, quantity }: { cartLineId: number; quantity: number }) {
  const query = new URLSearchParams({ cartId: String(cartLineId), quantity: String(quantity) });
  return apiRequest(`/cart/updateQuantity?${query}`, {
    method: 'PUT',
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to update cart item`,
  });
}

type UpdateCartQuantityCallbacks = Pick<
  UseMutationOptions<Awaited<ReturnType<typeof updateCartQuantity>>, Error, number>,
  'onSuccess' | 'onError'
>;

/**
 * Quantity changes of one cart line, each an absolute quantity. They go to the server one after another in
 * the order they were made, since two racing on separate connections could leave the earlier one standing.
 * Callbacks given here still run when the calling component has unmounted meanwhile (a removed cart line).
 */
export function useUpdateCartQuantity(cartLineId: number, callbacks: UpdateCartQuantityCallbacks = {}) {
  const queryClient = useQueryClient();
  const mutationKey = [...CART_QUANTITY_MUTATION_KEY, cartLineId];
  return useMutation({
    ...callbacks,
    mutationKey,
    scope: { id: `cart-quantity-${cartLineId}` },
    mutationFn: (quantity: number) => updateCartQuantity({ cartLineId, quantity }),
    // Returning the refetch keeps the mutation pending until the cart on screen shows its result. A change
    // queued behind this one (it counts itself while settling) reads the cart once it is done.
    onSettled: () =>
      queryClient.isMutating({ mutationKey }) > 1 ? undefined : queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
