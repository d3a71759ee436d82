import { queryOptions, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { staffOrderListSchema, type StaffOrderQuery } from '@arrival/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryDefaults } from '../../../lib/api/order-query-defaults';
import type { StaffTabStatus } from '../staff-tabs';

/** Every staff list sits under this key, so a live event or a move refreshes them together. */
export const STAFF_ORDERS_QUERY_KEY = ['staff-orders'] as const;

export type StaffOrderFilters = Pick<StaffOrderQuery, 'locationId' | 'date' | 'q'>;

/** One page of a tab, from 0, of the server's full size (STAFF_PAGE_MAX). */
export function getStaffOrders(status: StaffTabStatus, filters: StaffOrderFilters, page = 0) {
  const params = new URLSearchParams({ type: status });
  if (filters.locationId) params.set('locationId', String(filters.locationId));
  if (filters.date) params.set('date', filters.date);
  if (filters.q) params.set('q', filters.q);
  if (page > 0) params.set('page', String(page));
  return apiRequest(`/orders/get-order?${params}`, {
    schema: staffOrderListSchema,
    fallbackMessage: msg`Failed to fetch orders`,
  });
}

export const staffOrdersKey = (status: StaffTabStatus) => [...STAFF_ORDERS_QUERY_KEY, status] as const;

export const staffOrdersQueryOptions = (status: StaffTabStatus, filters: StaffOrderFilters, page = 0) =>
  queryOptions({
    queryKey: [...staffOrdersKey(status), filters, page],
    queryFn: () => getStaffOrders(status, filters, page),
    ...orderQueryDefaults,
    // A new filter keeps the tab's rows on screen until its answer arrives; another tab's rows never stand in.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === status ? previous : undefined),
  });

export function useStaffOrders(status: StaffTabStatus, filters: StaffOrderFilters, page = 0) {
  return useQuery(staffOrdersQueryOptions(status, filters, page));
}
