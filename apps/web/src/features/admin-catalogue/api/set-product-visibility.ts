import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { productSchema } from '@arrival/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_QUERY_KEY } from '../../../lib/query-keys';

export interface ProductVisibility {
  productId: number;
  showToConsumer: boolean;
}

export function setProductVisibility({ productId, showToConsumer }: ProductVisibility) {
  return apiRequest(`/product/${productId}/visibility`, {
    method: 'PUT',
    body: { showToConsumer },
    schema: productSchema,
    fallbackMessage: msg`Failed to update product`,
  });
}

/**
 * The card shows the variables while this is pending (the optimistic value) and the cache after;
 * the refetch is awaited so the box never flips back in between. On failure the cache still holds
 * the old value, which is what the card falls back to.
 */
export function useSetProductVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductVisibility,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY }),
  });
}
