import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import type { OrderEvent } from '@arrival/contracts/notifications';
import { STAFF_ORDERS_QUERY_KEY } from './api/get-staff-orders';
import { subscribeToOrderEvents, type LiveStatus } from './api/subscribe-order-events';
import { toastOnDemand } from '../../lib/toast-on-demand';

/**
 * Keeps every staff list current from the server's event stream: each change refetches the lists
 * on screen, and an order that has just come onto the board (`arrived`) is announced. Other
 * events of a new order (a refund of a line, the traveller saying they landed) are changes.
 */
export function useLiveOrders(): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_ORDERS_QUERY_KEY });

    const onEvent = (event: OrderEvent) => {
      if (event.arrived) {
        const orderId = event.orderId;
        toastOnDemand.info(t`New order #${orderId}`);
      }
      void refresh();
    };
    return subscribeToOrderEvents({ onEvent, onStatus: setStatus, onReconnect: () => void refresh() });
  }, [queryClient]);

  return status;
}
