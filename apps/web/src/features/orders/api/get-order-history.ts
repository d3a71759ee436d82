import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderListSchema, type HistoryType } from '@arrival/contracts/orders';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api/early-responses';
import { orderQueryDefaults } from '../../../lib/api/order-query-defaults';
import { ORDERS_QUERY_KEY } from '../../../lib/query-keys';

export function getOrderHistory(type: HistoryType) {
  return apiRequest(apiPaths.orderHistory(type), {
    schema: orderListSchema,
    fallbackMessage: msg`Failed to fetch order history`,
  });
}

export const orderHistoryQueryOptions = (type: HistoryType) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'history', type],
    queryFn: () => getOrderHistory(type),
    ...orderQueryDefaults,
    // Open orders carry the pickup codes the counter asks for: the app keeps them on the device for
    // when the traveller lands without data (features/offline).
    meta: { keepOffline: type === 'current' },
  });

export function useOrderHistory(type: HistoryType) {
  return useQuery(orderHistoryQueryOptions(type));
}
