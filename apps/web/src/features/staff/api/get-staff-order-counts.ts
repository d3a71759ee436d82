import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { staffOrderCountsSchema, type StaffOrderCountsQuery } from '@arrival/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryDefaults } from '../../../lib/api/order-query-defaults';
import { STAFF_ORDERS_QUERY_KEY } from './get-staff-orders';

/** Under the lists' key, so every live event or move that refreshes the lists refreshes the counts too. */
export const STAFF_ORDER_COUNTS_KEY = [...STAFF_ORDERS_QUERY_KEY, 'counts'] as const;

export function getStaffOrderCounts(filters: StaffOrderCountsQuery) {
  const params = new URLSearchParams();
  if (filters.locationId) params.set('locationId', String(filters.locationId));
  if (filters.date) params.set('date', filters.date);
  const query = params.toString();
  return apiRequest(query ? `/orders/counts?${query}` : '/orders/counts', {
    schema: staffOrderCountsSchema,
    fallbackMessage: msg`Failed to fetch order counts`,
  });
}

export const staffOrderCountsQueryOptions = (filters: StaffOrderCountsQuery) =>
  queryOptions({
    queryKey: [...STAFF_ORDER_COUNTS_KEY, filters],
    queryFn: () => getStaffOrderCounts(filters),
    ...orderQueryDefaults,
    // A new airport or day keeps the old figures on the tabs until the new ones arrive, so they never blink out.
    placeholderData: keepPreviousData,
  });

export function useStaffOrderCounts(filters: StaffOrderCountsQuery) {
  return useQuery(staffOrderCountsQueryOptions(filters));
}
