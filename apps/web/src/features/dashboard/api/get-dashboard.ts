import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@arrival/contracts/dashboard';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_QUERY_KEY } from '../../../lib/query-keys';

export function getDashboard() {
  return apiRequest('/admin/dashboard', { schema: dashboardSchema, fallbackMessage: msg`Failed to fetch the dashboard` });
}

/** Figures computed from orders and stock: a minute old at most, refreshed whenever an admin changes stock. */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: DASHBOARD_QUERY_KEY, queryFn: getDashboard, staleTime: 60_000, retry: false });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
