import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { stockPageSchema, type StockPage } from '@arrival/contracts/stock';
import { apiRequest } from '../../../lib/api-client';
import { STOCK_QUERY_KEY } from '../../../lib/query-keys';

export interface StockPageRequest {
  /** From 0. */
  page: number;
  size: number;
  /** Highest stock first instead of the server's lowest first. */
  descending: boolean;
}

function getLowestFirstPage(page: number, size: number) {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  return apiRequest(`/location-stock/orderByStockLeft?${query}`, {
    schema: stockPageSchema,
    fallbackMessage: msg`Failed to fetch stocks`,
  });
}

/**
 * The server pages stock rows lowest first only. Highest first, page p is the mirror image of the
 * rows counted back from the end of that order, which lie on at most two of the server's pages.
 */
async function getHighestFirstPage(page: number, size: number): Promise<StockPage> {
  const { totalElements } = await getLowestFirstPage(0, 1);
  const end = Math.max(totalElements - page * size, 0);
  const start = Math.max(end - size, 0);
  const firstPage = Math.floor(start / size);
  const lastPage = end === 0 ? firstPage : Math.floor((end - 1) / size);
  const served = await Promise.all([...new Set([firstPage, lastPage])].map((serverPage) => getLowestFirstPage(serverPage, size)));
  const rows = served
    .flatMap((answer) => answer.content)
    .slice(start - firstPage * size, end - firstPage * size)
    .reverse();
  return {
    content: rows,
    stocks: rows,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    pageable: { pageNumber: page, pageSize: size },
  };
}

export function getStocksByStockLeft({ page, size, descending }: StockPageRequest) {
  return descending ? getHighestFirstPage(page, size) : getLowestFirstPage(page, size);
}

/** SPEC §9: stock stays fresh for 5 minutes and is not retried; the last page stays on screen while the next loads. */
export const stocksByStockLeftQueryOptions = (request: StockPageRequest) =>
  queryOptions({
    queryKey: [...STOCK_QUERY_KEY, 'by-stock-left', request],
    queryFn: () => getStocksByStockLeft(request),
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useStocksByStockLeft(request: StockPageRequest) {
  return useQuery(stocksByStockLeftQueryOptions(request));
}
