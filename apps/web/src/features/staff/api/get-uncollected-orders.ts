import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod/mini';
import { staffOrderListSchema, type uncollectedQuerySchema } from '@arrival/contracts/staff';
import { apiRequest } from '../../../lib/api-client';
import { orderQueryDefaults } from '../../../lib/api/order-query-defaults';
import { STAFF_ORDERS_QUERY_KEY } from './get-staff-orders';

/** Under the lists' key, so every live event or refresh of the lists refreshes this one too. */
export const UNCOLLECTED_ORDERS_KEY = [...STAFF_ORDERS_QUERY_KEY, 'uncollected'] as const;

/** The endpoint takes only the board's airport: the list spans every pickup day and status. */
export type UncollectedFilters = z.infer<typeof uncollectedQuerySchema>;

export function getUncollectedOrders(filters: UncollectedFilters) {
  const params = new URLSearchParams();
  if (filters.locationId) params.set('locationId', String(filters.locationId));
  const query = params.toString();
  return apiRequest(query ? `/orders/uncollected?${query}` : '/orders/uncollected', {
    schema: staffOrderListSchema,
    fallbackMessage: msg`Failed to fetch uncollected orders`,
  });
}

export const uncollectedOrdersQueryOptions = (filters: UncollectedFilters) =>
  queryOptions({
    queryKey: [...UNCOLLECTED_ORDERS_KEY, filters],
    queryFn: () => getUncollectedOrders(filters),
    ...orderQueryDefaults,
    // A new airport keeps the old rows until the new ones arrive, so the section does not blink out and back.
    placeholderData: keepPreviousData,
  });

export function useUncollectedOrders(filters: UncollectedFilters) {
  return useQuery(uncollectedOrdersQueryOptions(filters));
}
