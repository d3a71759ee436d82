import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { CART_QUERY_KEY } from '../../../lib/query-keys';

export function removeCartItem(cartLineId: number) {
  return apiRequest(`/cart/remove/${cartLineId}`, {
    method: 'DELETE',
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to delete cart item`,
  });
}

type RemoveCartItemCallbacks = Pick<
  UseMutationOptions<Awaited<ReturnType<typeof removeCartItem>>, Error, Parameters<typeof removeCartItem>[0]>,
  'onSuccess' | 'onError'
>;

/** Callbacks given here still run when the calling component has unmounted meanwhile (a removed cart line). */
export function useRemoveCartItem(callbacks: RemoveCartItemCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: removeCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
