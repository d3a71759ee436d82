import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListSchema } from '@arrival/contracts/catalogue';
import { apiRequest } from '../api-client';
import { CATALOGUE_QUERY_KEY } from '../query-keys';
import { useViewerScope, type ViewerScope } from './viewer-scope';
import { msg } from '@lingui/core/macro';
import { apiPaths } from './early-responses';

export function getCategories() {
  return apiRequest(apiPaths.categories, { schema: categoryListSchema, fallbackMessage: msg`Failed to fetch categories` });
}

/** SPEC §9: categories stay fresh for 60 s and are not retried. */
export const categoriesQueryOptions = (scope: ViewerScope) =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, scope, 'categories'],
    queryFn: getCategories,
    staleTime: 60_000,
    retry: false,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions(useViewerScope()));
}
