import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { stockRowSchema, type RestockBody } from '@arrival/contracts/stock';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStockViews } from '../../../lib/api/invalidate-stock-views';

export interface RestockStockInput {
  /** The stock row's id. */
  id: number;
  body: RestockBody;
}

/** A delivery of `add` units on top of the shelf, so sales made while the dialog was open still count. */
export function restockStock({ id, body }: RestockStockInput) {
  return apiRequest(`/location-stock/restock/${id}`, {
    method: 'POST',
    body,
    schema: stockRowSchema,
    fallbackMessage: msg`Failed to restock`,
  });
}

/** Pending until the refreshed lists are in, like the stock update. */
export function useRestockStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restockStock,
    onSettled: () => invalidateStockViews(queryClient),
  });
}
