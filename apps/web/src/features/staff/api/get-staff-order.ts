import { useQuery, type QueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { staffOrderSchema, type StaffOrder } from '@arrival/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryDefaults } from '../../../lib/api/order-query-defaults';
import { STAFF_ORDERS_QUERY_KEY } from './get-staff-orders';

export const staffOrderKey = (orderId: number | undefined) => [...STAFF_ORDERS_QUERY_KEY, 'order', orderId] as const;

export function getStaffOrder(orderId: number) {
  return apiRequest(`/orders/${orderId}`, { schema: staffOrderSchema, fallbackMessage: msg`Failed to fetch order` });
}

/**
 * The order the summary follows when the page on screen does not hold it (a later page, or another tab's
 * order opened from a search). Under the lists' key, so every live event refreshes it with them; the board
 * puts in what it knows of the order when it is chosen (`keepStaffOrder`).
 */
export function useFollowedStaffOrder(orderId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: staffOrderKey(orderId ?? undefined),
    queryFn: () => getStaffOrder(orderId!),
    ...orderQueryDefaults,
    enabled: enabled && orderId !== null,
  });
}

export const keepStaffOrder = (queryClient: QueryClient, order: StaffOrder) =>
  queryClient.setQueryData(staffOrderKey(order.id), order);
