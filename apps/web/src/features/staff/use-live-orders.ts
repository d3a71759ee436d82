import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import type { OrderEvent } from '@arrival/contracts/notifications';
import type { StaffOrder } from '@arrival/contracts/staff';
import { STAFF_ORDERS_QUERY_KEY } from './api/get-staff-orders';
import { subscribeToOrderEvents, type LiveStatus } from './api/subscribe-order-events';
import { toastOnDemand } from '../../lib/toast-on-demand';

/**
 * Keeps every staff list current from the server's event stream: each change refetches the lists
 * on screen, and a newly confirmed order is announced once. An event for an order already on a
 * loaded list (a refund on a new order publishes CONFIRMED too) is a change, not a new order.
 */
export function useLiveOrders(): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const announced = useRef(new Set<number>());

  useEffect(() => {
    const isKnown = (orderId: number) =>
      queryClient
        .getQueriesData<StaffOrder[]>({ queryKey: STAFF_ORDERS_QUERY_KEY })
        // The tab counts sit under the same key and are no list.
        .some(([, orders]) => Array.isArray(orders) && orders.some((order) => order.id === orderId));
    const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_ORDERS_QUERY_KEY });

    const onEvent = (event: OrderEvent) => {
      if (event.status === 'CONFIRMED' && !isKnown(event.orderId) && !announced.current.has(event.orderId)) {
        announced.current.add(event.orderId);
        const orderId = event.orderId;
        toastOnDemand.info(t`New order #${orderId}`);
      }
      void refresh();
    };
    return subscribeToOrderEvents({ onEvent, onStatus: setStatus, onReconnect: () => void refresh() });
  }, [queryClient]);

  return status;
}
