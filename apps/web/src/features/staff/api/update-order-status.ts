import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '@arrival/contracts/orders';
import { staffOrderSchema, type StaffOrder, type StaffOrderCounts } from '@arrival/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import { isStaffTabStatus, type StaffTabStatus } from '../staff-tabs';
import { STAFF_ORDER_COUNTS_KEY } from './get-staff-order-counts';
import { STAFF_ORDERS_QUERY_KEY, staffOrdersKey, type StaffOrderFilters } from './get-staff-orders';
import { keepStaffOrder } from './get-staff-order';
import { UNCOLLECTED_ORDERS_KEY } from './get-uncollected-orders';

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
    fallbackMessage: msg`Failed to update order status`,
  });
}

/** The airport and day part of a list's filters, which is what the tab counts are kept under. */
const countFiltersKey = (filters: StaffOrderFilters | undefined) =>
  JSON.stringify({ locationId: filters?.locationId, date: filters?.date });

/** Near enough to the server's order until its refetch: soonest pickup first; the delivered tab latest hand-over first. */
const byPickup = (a: StaffOrder, b: StaffOrder) => a.pickupDateTime.localeCompare(b.pickupDateTime) || a.id - b.id;
const withMoved = (list: StaffOrder[], moved: StaffOrder) => {
  const others = list.filter((order) => order.id !== moved.id);
  return moved.status === 'DELIVERED' ? [moved, ...others] : [...others, moved].sort(byPickup);
};

/**
 * Puts the server's answer into the cached lists, counts and the order itself at once, so the board
 * can follow the order into its new tab without waiting for the refetch (which still follows and has
 * the last word). The first page of the new status gains the order only where a list with the same
 * filters held it before.
 */
function carryMovedOrder(queryClient: QueryClient, moved: StaffOrder, from: StaffTabStatus) {
  keepStaffOrder(queryClient, moved);
  const heldUnder = new Set<string>();
  for (const [key, list] of queryClient.getQueriesData<StaffOrder[]>({ queryKey: staffOrdersKey(from) })) {
    if (!Array.isArray(list) || !list.some((order) => order.id === moved.id)) continue;
    heldUnder.add(JSON.stringify(key[2]));
    queryClient.setQueryData<StaffOrder[]>(
      key,
      list.filter((order) => order.id !== moved.id),
    );
  }
  const to = moved.status;
  if (!isStaffTabStatus(to) || to === from) return;
  for (const [key, list] of queryClient.getQueriesData<StaffOrder[]>({ queryKey: staffOrdersKey(to) })) {
    if (!Array.isArray(list) || key[3] !== 0 || !heldUnder.has(JSON.stringify(key[2]))) continue;
    queryClient.setQueryData<StaffOrder[]>(key, withMoved(list, moved));
  }
  const countedUnder = new Set([...heldUnder].map((filters) => countFiltersKey(JSON.parse(filters) as StaffOrderFilters)));
  for (const [key, counts] of queryClient.getQueriesData<StaffOrderCounts>({ queryKey: STAFF_ORDER_COUNTS_KEY })) {
    if (!counts || !countedUnder.has(countFiltersKey(key[2] as StaffOrderFilters))) continue;
    queryClient.setQueryData<StaffOrderCounts>(key, { ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 });
  }
}

type UpdateOrderStatusCallbacks = Pick<UseMutationOptions<StaffOrder, Error, UpdateOrderStatusInput>, 'onSuccess' | 'onError'>;

/**
 * Callbacks given here still run when the caller has unmounted meanwhile (a dialog closed, or the
 * order left the board).
 */
export function useUpdateOrderStatus({ onSuccess, onError }: UpdateOrderStatusCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    // SPEC §4: the lists of the old and the new status are refreshed (and the uncollected list); the button waits for them.
    onSuccess: (...args) => {
      const [moved, { from }] = args;
      carryMovedOrder(queryClient, moved, from);
      void onSuccess?.(...args);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: staffOrdersKey(from) }),
        queryClient.invalidateQueries({ queryKey: [...STAFF_ORDERS_QUERY_KEY, moved.status] }),
        queryClient.invalidateQueries({ queryKey: STAFF_ORDER_COUNTS_KEY }),
        // A move changes an uncollected order's status there, or (handed over) takes it off.
        queryClient.invalidateQueries({ queryKey: UNCOLLECTED_ORDERS_KEY }),
      ]);
    },
    // Someone else may have moved it, or a wrong code may have locked it: every list may be out of date.
    onError: (...args) => {
      void onError?.(...args);
      return queryClient.invalidateQueries({ queryKey: STAFF_ORDERS_QUERY_KEY });
    },
  });
}
