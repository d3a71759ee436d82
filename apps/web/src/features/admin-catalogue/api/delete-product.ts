import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { textResponseSchema } from '@arrival/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStockViews } from '../../../lib/api/invalidate-stock-views';

export function deleteProduct(productId: number) {
  return apiRequest(`/product/delete/${productId}`, {
    method: 'DELETE',
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to delete product`,
  });
}

type DeleteProductCallbacks = Pick<
  UseMutationOptions<Awaited<ReturnType<typeof deleteProduct>>, Error, number>,
  'onSuccess' | 'onError'
>;

/**
 * Callbacks given here still run when the caller has unmounted meanwhile: the refreshed category
 * no longer holds the deleted product's card. Its stock rows leave the stock views too.
 */
export function useDeleteProduct(callbacks: DeleteProductCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: deleteProduct,
    onSettled: () => invalidateStockViews(queryClient),
  });
}
