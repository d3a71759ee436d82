import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema } from '@arrival/contracts/dashboard';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_QUERY_KEY } from '../../../lib/query-keys';

export function getAuditLog({ page, size }: { page: number; size: number }) {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  return apiRequest(`/admin/audit?${query}`, { schema: auditPageSchema, fallbackMessage: msg`Failed to fetch the audit log` });
}

/** Under the dashboard's key: every change that refreshes the figures also brings its audit row. */
export const auditLogQueryOptions = (size: number) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, 'audit', size],
    queryFn: () => getAuditLog({ page: 0, size }),
    staleTime: 60_000,
    retry: false,
  });

export function useAuditLog(size: number) {
  return useQuery(auditLogQueryOptions(size));
}
