import { useState } from 'react';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useStocksByStockLeft } from '../api/get-stocks-by-stock-left';
import { StockTable } from './stock-table';

/** The server pages lowest stock first; sorting flips that order across all pages. */
const LOWEST_FIRST: SortingState = [{ id: 'stocksLeft', desc: false }];

/** SPEC §2 'Stock Tracking per Product Per Location': every airport's rows, paged by the server. */
export function StockTrackingTable() {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [sorting, setSorting] = useState<SortingState>(LOWEST_FIRST);
  const { t } = useLingui();
  const stocks = useStocksByStockLeft({
    page: pagination.pageIndex,
    size: pagination.pageSize,
    descending: sorting[0]?.desc ?? false,
  });

  const changeSorting = (next: SortingState) => {
    setSorting(next);
    // A new order starts from its first page.
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">
          <Trans>Stock Tracking per Product Per Location</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Every product at every airport; hide it at one airport or restock it there.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent aria-busy={stocks.isFetching}>
        {stocks.isPending ? (
          <div role="status" aria-label={t`Loading stock`} className="flex flex-col gap-2">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-11" />
            ))}
          </div>
        ) : stocks.isError ? (
          <ErrorState title={stocks.error.message} onRetry={() => void stocks.refetch()} />
        ) : (
          <StockTable
            label={t`Stock Tracking per Product Per Location`}
            rows={stocks.data.content}
            rowCount={stocks.data.totalElements}
            pagination={pagination}
            onPaginationChange={setPagination}
            sorting={sorting}
            onSortingChange={changeSorting}
          />
        )}
      </CardContent>
    </Card>
  );
}
