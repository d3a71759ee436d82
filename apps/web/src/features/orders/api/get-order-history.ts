import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderListSchema, type HistoryType } from '@arrival/contracts/orders';
import { apiRequest, retryOnce } from '../../../lib/api-client';

/** Every order query sits under this key, so a new payment refreshes them all at once. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/** SPEC §9: orders are cached 5 minutes, retried once and not refetched on window focus. */
export const orderQueryDefaults = {
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: false,
  retry: retryOnce,
} as const;

export function getOrderHistory(type: HistoryType) {
  return apiRequest(`/orders/history?type=${type}`, {
    schema: orderListSchema,
    fallbackMessage: 'Failed to fetch order history',
  });
}

export const orderHistoryQueryOptions = (type: HistoryType) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'history', type],
    queryFn: () => getOrderHistory(type),
    ...orderQueryDefaults,
  });

export function useOrderHistory(type: HistoryType) {
  return useQuery(orderHistoryQueryOptions(type));
}
