import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationListSchema } from '@arrival/contracts/locations';
import { apiRequest } from '../api-client';
import { msg } from '@lingui/core/macro';
import { apiPaths } from './early-responses';

export function getLocations() {
  return apiRequest(apiPaths.locations, {
    auth: false,
    schema: locationListSchema,
    fallbackMessage: msg`Failed to fetch locations`,
  });
}

/** The four airports change only with a release, so one fetch serves the whole visit. */
export const locationsQueryOptions = () =>
  queryOptions({ queryKey: ['locations'], queryFn: getLocations, staleTime: 30 * 60_000 });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
