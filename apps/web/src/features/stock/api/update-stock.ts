import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { stockRowSchema, type UpdateStockBody } from '@arrival/contracts/stock';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStockViews } from '../../../lib/api/invalidate-stock-views';

export interface UpdateStockInput {
  /** The stock row's id. */
  id: number;
  /** Only what changes: the hide switch sends showProductInLocation alone, so it never rewrites a count. */
  changes: UpdateStockBody;
}

export function updateStock({ id, changes }: UpdateStockInput) {
  return apiRequest(`/location-stock/update/${id}`, {
    method: 'PUT',
    body: changes,
    schema: stockRowSchema,
    fallbackMessage: msg`Failed to update stock`,
  });
}

/**
 * The mutation stays pending until the refreshed lists are in, so a switch or a dialog never shows
 * the old value after saying it saved.
 */
export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStock,
    onSettled: () => invalidateStockViews(queryClient),
  });
}
