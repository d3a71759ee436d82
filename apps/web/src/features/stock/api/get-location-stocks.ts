import { queryOptions, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { stockPageSchema, type StockRow } from '@arrival/contracts/stock';
import { apiRequest } from '../../../lib/api-client';
import { STOCK_QUERY_KEY } from '../../../lib/query-keys';

/** The largest page pageQuerySchema allows. */
const SERVER_PAGE_SIZE = 50;

function getLocationStockPage(locationId: number, page: number) {
  const query = new URLSearchParams({ page: String(page), size: String(SERVER_PAGE_SIZE) });
  return apiRequest(`/location-stock/${locationId}/stocks?${query}`, {
    schema: stockPageSchema,
    fallbackMessage: msg`Failed to fetch stock data`,
  });
}

/**
 * Every stock row of one airport, by product name. The analytics tab charts the lowest of them and
 * sorts its table by stock, which only the whole list can answer; an airport stocks at most a few
 * hundred products, a handful of pages.
 */
export async function getLocationStocks(locationId: number): Promise<StockRow[]> {
  const first = await getLocationStockPage(locationId, 0);
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.totalPages - 1, 0) }, (_, index) => getLocationStockPage(locationId, index + 1)),
  );
  return [first, ...rest].flatMap((page) => page.content);
}

/** SPEC §9: stock stays fresh for 5 minutes and is not retried. */
export const locationStocksQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: [...STOCK_QUERY_KEY, 'location', locationId],
    queryFn: () => getLocationStocks(locationId),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useLocationStocks(locationId: number) {
  return useQuery(locationStocksQueryOptions(locationId));
}
