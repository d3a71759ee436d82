import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { ProductBody } from '@arrival/contracts/admin';
import { productSchema } from '@arrival/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStockViews } from '../../../lib/api/invalidate-stock-views';

export function addProduct(body: ProductBody) {
  return apiRequest('/product/add', { method: 'POST', body, schema: productSchema, fallbackMessage: msg`Failed to add product` });
}

/** A new product brings stock rows at its airports, so the stock views refresh too. */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addProduct, onSuccess: () => invalidateStockViews(queryClient) });
}
