import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { CART_QUERY_KEY } from '../../../lib/query-keys';

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
  UseMutationOptions<Awaited<ReturnType<typeof updateCartQuantity>>, Error, Parameters<typeof updateCartQuantity>[0]>,
  'onSuccess' | 'onError'
>;

/** Callbacks given here still run when the calling component has unmounted meanwhile (a removed cart line). */
export function useUpdateCartQuantity(callbacks: UpdateCartQuantityCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: updateCartQuantity,
    // Returning the refetch keeps the mutation pending until the cart on screen shows its result.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
