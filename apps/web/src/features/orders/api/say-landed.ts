import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema } from '@arrival/contracts/orders';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { ORDERS_QUERY_KEY } from '../../../lib/query-keys';
import { orderQueryOptions } from './get-order';

/** Tells the counter the traveller has landed; the answer is the order with its landing time. */
export function sayLanded(orderId: number) {
  return apiRequest(`/orders/mine/${orderId}/landed`, {
    method: 'POST',
    schema: orderSchema,
    fallbackMessage: msg`Could not tell the counter. Please try again.`,
  });
}

export function useSayLanded(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sayLanded(orderId),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(orderId).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
