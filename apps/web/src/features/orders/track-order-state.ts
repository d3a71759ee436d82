import { orderSchema, type Order } from '@arrival/contracts/orders';

/** What My Orders hands to Track Order in the navigation state (SPEC §2). */
export interface TrackOrderState {
  order: Order;
}

/** The order handed over in navigation state, if it is one; history state outlives releases, so it is checked. */
export function readHandedOverOrder(state: unknown): Order | undefined {
  if (typeof state !== 'object' || state === null || !('order' in state)) return undefined;
  const parsed = orderSchema.safeParse(state.order);
  return parsed.success ? parsed.data : undefined;
}
