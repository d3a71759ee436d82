import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { staffOrderSchema, type StaffOrder } from '@arrival/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_ORDERS_QUERY_KEY } from './get-staff-orders';

interface MarkItemUnavailableInput {
  orderId: number;
  itemId: number;
}

/** Refunds one line before packing; the server tells the customer. */
export function markItemUnavailable({ orderId, itemId }: MarkItemUnavailableInput) {
  return apiRequest(`/orders/${orderId}/items/${itemId}/unavailable`, {
    method: 'POST',
    schema: staffOrderSchema,
    fallbackMessage: msg`Failed to mark the item unavailable`,
  });
}

type MarkItemUnavailableCallbacks = Pick<UseMutationOptions<StaffOrder, Error, MarkItemUnavailableInput>, 'onSuccess'>;

/** The callback still runs if the order left the list (every line refunded ends it) and its dialog with it. */
export function useMarkItemUnavailable({ onSuccess }: MarkItemUnavailableCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markItemUnavailable,
    onSuccess,
    // Refunding every line ends the order, which takes it off its list, so all lists are refreshed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_ORDERS_QUERY_KEY }),
  });
}
