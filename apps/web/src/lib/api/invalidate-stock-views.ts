import type { QueryClient } from '@tanstack/react-query';
import { CATALOGUE_QUERY_KEY, DASHBOARD_QUERY_KEY, STOCK_QUERY_KEY } from '../query-keys';

/**
 * Refetches everything a stock or product change can alter: the stock lists, the dashboard's
 * figures and audit log, and the catalogue's products with their per-airport stock (SPEC §4).
 * Only queries on screen refetch now; the rest on their next use.
 */
export function invalidateStockViews(queryClient: QueryClient) {
  return Promise.all(
    [STOCK_QUERY_KEY, DASHBOARD_QUERY_KEY, CATALOGUE_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
