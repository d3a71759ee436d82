import { queryOptions, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { staffOrderListSchema, type StaffOrderQuery } from '@arrival/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryDefaults } from '../../../lib/api/order-query-defaults';
import type { StaffTabStatus } from '../staff-tabs';

/** Every staff list sits under this key, so a live event or a move refreshes them together. */
export const STAFF_ORDERS_QUERY_KEY = ['staff-orders'] as const;

export type StaffOrderFilters = Omit<StaffOrderQuery, 'type'>;

export function getStaffOrders(status: StaffTabStatus, filters: StaffOrderFilters) {
  const params = new URLSearchParams({ type: status });
  if (filters.locationId) params.set('locationId', String(filters.locationId));
  if (filters.date) params.set('date', filters.date);
  if (filters.q) params.set('q', filters.q);
  return apiRequest(`/orders/get-order?${params}`, {
    schema: staffOrderListSchema,
    fallbackMessage: msg`Failed to fetch orders`,
  });
}

export const staffOrdersKey = (status: StaffTabStatus) => [...STAFF_ORDERS_QUERY_KEY, status] as const;

export const staffOrdersQueryOptions = (status: StaffTabStatus, filters: StaffOrderFilters) =>
  queryOptions({
    queryKey: [...staffOrdersKey(status), filters],
    queryFn: () => getStaffOrders(status, filters),
    ...orderQueryDefaults,
    // A new filter keeps the tab's rows on screen until its answer arrives; another tab's rows never stand in.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === status ? previous : undefined),
  });

export function useStaffOrders(status: StaffTabStatus, filters: StaffOrderFilters) {
  return useQuery(staffOrdersQueryOptions(status, filters));
}
