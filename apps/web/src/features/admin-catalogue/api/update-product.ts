import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { ProductBody } from '@arrival/contracts/admin';
import { productSchema } from '@arrival/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStockViews } from '../../../lib/api/invalidate-stock-views';

export function updateProduct({ id, body }: { id: number; body: ProductBody }) {
  return apiRequest(`/product/update/${id}`, {
    method: 'PUT',
    body,
    schema: productSchema,
    fallbackMessage: msg`Failed to update product`,
  });
}

/** A product's name and airports show in the stock views, so they refresh too. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateStockViews(queryClient) });
}
