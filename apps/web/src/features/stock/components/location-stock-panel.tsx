import { useMemo, useState } from 'react';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { PackageOpen } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { stockStatusOf } from '@arrival/contracts/catalogue';
import type { Location } from '@arrival/contracts/locations';
import type { StockRow } from '@arrival/contracts/stock';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingScreen } from '../../../components/ui/spinner';
import { formatNumber } from '../../../lib/format/number';
import { useLocationStocks } from '../api/get-location-stocks';
import { StockLevelBars } from './stock-level-bars';
import { StockTable } from './stock-table';

/** Enough bars to read on a phone. */
const CHART_BARS = 12;

function lowestFirst(rows: StockRow[]) {
  return [...rows]
    .sort((a, b) => a.stocksLeft - b.stocksLeft || a.productName.localeCompare(b.productName))
    .slice(0, CHART_BARS)
    .map((row) => ({ label: row.productName, value: row.stocksLeft }));
}

function countsOf(rows: StockRow[]) {
  const statuses = rows.map((row) => stockStatusOf(row.stocksLeft));
  return {
    units: rows.reduce((sum, row) => sum + row.stocksLeft, 0),
    low: statuses.filter((status) => status === 'LOW_STOCK').length,
    out: statuses.filter((status) => status === 'OUT_OF_STOCK').length,
  };
}

function LocationStock({ location, rows }: { location: Location; rows: StockRow[] }) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [sorting, setSorting] = useState<SortingState>([]);
  const chart = useMemo(() => lowestFirst(rows), [rows]);
  const { units, low, out } = countsOf(rows);
  const { t } = useLingui();
  const { code, name } = location;
  const productCount = rows.length;
  const unitCount = formatNumber(units);

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">
            <Trans>Stock left by product at {code}</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Lowest first. {productCount} products, {unitCount} units; {low} low, {out} out of stock.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <StockLevelBars levels={chart} label={t`Lowest stock at ${name}`} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">
            <Trans>
              Stock at <span lang="en">{name}</span>
            </Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <StockTable
            label={t`Stock at ${name}`}
            rows={rows}
            pagination={pagination}
            onPaginationChange={setPagination}
            sorting={sorting}
            onSortingChange={setSorting}
            hideAirport
          />
        </CardContent>
      </Card>
    </div>
  );
}

/** One airport's tab on the analytics screen: its stock charted lowest first, and its stock table. */
export function LocationStockPanel({ location }: { location: Location }) {
  const stocks = useLocationStocks(location.id);
  const { t } = useLingui();
  if (stocks.isPending) return <LoadingScreen className="min-h-64" />;
  if (stocks.isError) return <ErrorState title={stocks.error.message} onRetry={() => void stocks.refetch()} />;
  if (stocks.data.length === 0) return <EmptyState icon={PackageOpen} title={t`No stock data available`} />;
  return <LocationStock location={location} rows={stocks.data} />;
}
