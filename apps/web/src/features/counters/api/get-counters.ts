import { queryOptions, useQuery } from '@tanstack/react-query';
import { counterListSchema } from '@arrival/contracts/counters';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';

export function getCounters() {
  return apiRequest('/counters', {
    auth: false,
    schema: counterListSchema,
    fallbackMessage: msg`Failed to fetch pickup counters`,
  });
}

export const countersQueryOptions = () => queryOptions({ queryKey: ['counters'], queryFn: getCounters });

export function useCounters() {
  return useQuery(countersQueryOptions());
}
