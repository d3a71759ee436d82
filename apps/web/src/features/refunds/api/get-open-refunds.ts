import { queryOptions, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { openRefundsSchema } from '@arrival/contracts/refunds';
import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_QUERY_KEY } from '../../../lib/query-keys';

export function getOpenRefunds() {
  return apiRequest('/admin/refunds', { schema: openRefundsSchema, fallbackMessage: msg`Failed to fetch refunds` });
}

/** Under the dashboard's key, so it refreshes with the figures; refunds settle in the background, so it polls too. */
export const openRefundsQueryOptions = () =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, 'refunds'],
    queryFn: getOpenRefunds,
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: false,
  });

export function useOpenRefunds() {
  return useQuery(openRefundsQueryOptions());
}
