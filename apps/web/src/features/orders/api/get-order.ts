import { queryOptions, useQuery } from '@tanstack/react-query';
import { landedOpenStatuses, orderSchema, type Order, type OrderStatus } from '@arrival/contracts/orders';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryDefaults } from '../../../lib/api/order-query-defaults';
import { ORDERS_QUERY_KEY } from '../../../lib/query-keys';

/** One of the signed-in traveller's orders; someone else's answers 404. */
export function getOrder(orderId: number) {
  return apiRequest(`/orders/mine/${orderId}`, { schema: orderSchema, fallbackMessage: 'Failed to fetch order' });
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', orderId],
    queryFn: () => getOrder(orderId),
    ...orderQueryDefaults,
  });

/** Once the traveller has landed, the counter's steps follow each other within minutes: the page keeps up. */
const AT_COUNTER_REFRESH_MS = 15_000;
const isAtCounter = (order: Order | undefined) =>
  Boolean(order?.landedAt) && (landedOpenStatuses as readonly OrderStatus[]).includes(order!.status);

/**
 * The order by id. A copy handed over by the previous screen is shown at once, but the server's
 * copy is still fetched, since the status may have moved on since that list was loaded.
 */
export function useOrder(orderId: number, handedOver?: Order) {
  return useQuery({
    ...orderQueryOptions(orderId),
    placeholderData: handedOver,
    refetchInterval: (query) => (isAtCounter(query.state.data) ? AT_COUNTER_REFRESH_MS : false),
  });
}
