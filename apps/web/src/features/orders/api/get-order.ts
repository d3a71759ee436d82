import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { landedOpenStatuses, orderSchema, type Order, type OrderStatus } from '@arrival/contracts/orders';
import { msg } from '@lingui/core/macro';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api/early-responses';
import { orderQueryDefaults } from '../../../lib/api/order-query-defaults';
import { useIsOnline } from '../../../lib/online-status';
import { ORDERS_QUERY_KEY } from '../../../lib/query-keys';
import { orderHistoryQueryOptions } from './get-order-history';

/** One of the signed-in traveller's orders; someone else's answers 404. */
export function getOrder(orderId: number) {
  return apiRequest(apiPaths.order(orderId), { schema: orderSchema, fallbackMessage: msg`Failed to fetch order` });
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', orderId],
    queryFn: () => getOrder(orderId),
    ...orderQueryDefaults,
    // Kept on the device with the open orders, so its pickup code opens without data (features/offline).
    meta: { keepOffline: true },
  });

/** The copy in the open-orders list, as old as that list, until the order's own copy arrives. */
function fromCurrentList(queryClient: QueryClient, orderId: number) {
  const { queryKey } = orderHistoryQueryOptions('current');
  const order = queryClient.getQueryData(queryKey)?.find((candidate) => candidate.id === orderId);
  return order && { order, updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt };
}

/** Once the traveller has landed, the counter's steps follow each other within minutes: the page keeps up. */
const AT_COUNTER_REFRESH_MS = 15_000;
const isAtCounter = (order: Order | undefined) =>
  Boolean(order?.landedAt) && (landedOpenStatuses as readonly OrderStatus[]).includes(order!.status);

/**
 * The order by id. A copy handed over by the previous screen is shown at once, but the server's
 * copy is still fetched, since the status may have moved on since that list was loaded.
 */
export function useOrder(orderId: number, handedOver?: Order) {
  const queryClient = useQueryClient();
  return useQuery({
    ...orderQueryOptions(orderId),
    initialData: () => fromCurrentList(queryClient, orderId)?.order,
    initialDataUpdatedAt: () => fromCurrentList(queryClient, orderId)?.updatedAt,
    placeholderData: handedOver,
    refetchInterval: (query) => (isAtCounter(query.state.data) ? AT_COUNTER_REFRESH_MS : false),
  });
}

/**
 * When the order screens show a copy kept from earlier: "Last updated" time while there is no
 * connection, or when a refresh could not reach the server; null while the copy is current.
 */
export function useSavedCopyTime(query: { data: unknown; dataUpdatedAt: number; isError: boolean; error: unknown }) {
  const isOnline = useIsOnline();
  const isCurrent = isOnline && !(query.isError && isNetworkFailure(query.error));
  if (isCurrent || query.data === undefined || query.dataUpdatedAt === 0) return null;
  return query.dataUpdatedAt;
}

/** The server could not be reached (offline, or the connection dropped): an earlier copy is still worth showing. */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK_ERROR';
