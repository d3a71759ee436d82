import { useEffect, useState } from 'react';
import { landedOpenStatuses, orderSchema, type Order } from '@arrival/contracts/orders';
import type { SavedQuery } from './offline-store';

export interface SavedPickupOrder {
  order: Order;
  /** When the server last sent this copy. */
  updatedAt: number;
}

const isOpen = (order: Order) => (landedOpenStatuses as readonly string[]).includes(order.orderStatus);

/** The open orders with a pickup code among the saved copies (lists and details), newest copy of each. */
export function savedPickupOrders(queries: SavedQuery[]): SavedPickupOrder[] {
  const byId = new Map<number, SavedPickupOrder>();
  for (const { data, updatedAt } of queries) {
    for (const candidate of Array.isArray(data) ? data : [data]) {
      const parsed = orderSchema.safeParse(candidate);
      if (!parsed.success || !parsed.data.deliveryOtp || !isOpen(parsed.data)) continue;
      const known = byId.get(parsed.data.id);
      if (!known || known.updatedAt < updatedAt) byId.set(parsed.data.id, { order: parsed.data, updatedAt });
    }
  }
  return [...byId.values()].sort((a, b) => Date.parse(a.order.arrivalDateTime) - Date.parse(b.order.arrivalDateTime));
}

/** The pickup codes kept on this device, read when `enabled` (a launch without a session or a signal). */
export function useSavedPickupOrders(enabled: boolean) {
  const [orders, setOrders] = useState<SavedPickupOrder[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let isCurrent = true;
    import('./offline-store')
      .then(({ readLastSnapshot }) => readLastSnapshot())
      .then((queries) => {
        if (isCurrent) setOrders(savedPickupOrders(queries));
      })
      .catch((error: unknown) => console.warn('Could not read the saved pickup codes', error));
    return () => {
      isCurrent = false;
    };
  }, [enabled]);
  return enabled ? orders : [];
}
