import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { OrderStatus } from '@arrival/contracts/orders';
import { staffOrderSchema, type StaffOrder } from '@arrival/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import type { StaffTabStatus } from '../staff-tabs';
import { STAFF_ORDERS_QUERY_KEY, staffOrdersKey } from './get-staff-orders';

export interface UpdateOrderStatusInput {
  orderId: number;
  from: StaffTabStatus;
  to: OrderStatus;
  /** The traveller's pickup code; handing over needs it. */
  otp?: string;
}

export function updateOrderStatus({ orderId, to, otp }: UpdateOrderStatusInput) {
  const params = new URLSearchParams({ Status: to });
  if (otp) params.set('otp', otp);
  return apiRequest(`/orders/${orderId}?${params}`, {
    method: 'PUT',
    schema: staffOrderSchema,
    fallbackMessage: 'Failed to update order status',
  });
}

type UpdateOrderStatusCallbacks = Pick<UseMutationOptions<StaffOrder, Error, UpdateOrderStatusInput>, 'onSuccess' | 'onError'>;

/**
 * Callbacks given here still run when the caller has unmounted meanwhile: a moved order leaves
 * its list, and its summary with it, once the refreshed list arrives.
 */
export function useUpdateOrderStatus({ onSuccess, onError }: UpdateOrderStatusCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    // SPEC §4: the lists of the old and the new status are refreshed; the button waits for them.
    onSuccess: (...args) => {
      void onSuccess?.(...args);
      const [, { from, to }] = args;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: staffOrdersKey(from) }),
        queryClient.invalidateQueries({ queryKey: [...STAFF_ORDERS_QUERY_KEY, to] }),
      ]);
    },
    // Someone else may have moved it, or a wrong code may have locked it: every list may be out of date.
    onError: (...args) => {
      void onError?.(...args);
      return queryClient.invalidateQueries({ queryKey: STAFF_ORDERS_QUERY_KEY });
    },
  });
}
