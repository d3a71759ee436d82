import { useMemo, useState } from 'react';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { PackageOpen } from 'lucide-react';
import { stockStatusOf } from '@arrival/contracts/catalogue';
import type { Location } from '@arrival/contracts/locations';
import type { StockRow } from '@arrival/contracts/stock';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingScreen } from '../../../components/ui/spinner';
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

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Stock left by product at {location.code}</CardTitle>
          <CardDescription>
            Lowest first. {rows.length} products, {units.toLocaleString('en-IN')} units; {low} low, {out} out of stock.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <StockLevelBars levels={chart} label={`Lowest stock at ${location.name}`} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Stock at {location.name}</CardTitle>
        </CardHeader>
        <CardContent>
          <StockTable
            label={`Stock at ${location.name}`}
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
  if (stocks.isPending) return <LoadingScreen className="min-h-64" />;
  if (stocks.isError) return <ErrorState title={stocks.error.message} onRetry={() => void stocks.refetch()} />;
  if (stocks.data.length === 0) return <EmptyState icon={PackageOpen} title="No stock data available" />;
  return <LocationStock location={location} rows={stocks.data} />;
}
