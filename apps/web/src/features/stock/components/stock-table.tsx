import { useState } from 'react';
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, PackagePlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { stockStatusOf, type StockStatus } from '@arrival/contracts/catalogue';
import type { StockRow } from '@arrival/contracts/stock';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Pagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { StockBadge } from '../../../components/product/stock-badge';
import { cn } from '../../../lib/cn';
import { AirportName } from './airport-name';
import { RestockDialog, type RestockTarget } from './restock-dialog';
import { StockVisibilitySwitch } from './stock-visibility-switch';

/** Rows open restock through the table, so one dialog serves them all. */
interface StockTableMeta {
  onRestock: (stock: RestockTarget) => void;
}

/** Classes a column's header and cells share. */
interface StockColumnMeta {
  className?: string;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  tableMeta: metaHelper<StockTableMeta>(),
  columnMeta: metaHelper<StockColumnMeta>(),
});

const column = createColumnHelper<typeof features, StockRow>();

const numeric = 'text-right tabular-nums';
/**
 * Counters the product editor and the CSV export also show; a phone keeps the columns that act. Their
 * two-word headers take two lines, so every column fits beside the sidebar at a laptop's width.
 */
const secondaryNumeric = `${numeric} whitespace-normal leading-tight max-md:hidden`;
const AIRPORT_COLUMN = 'airport';
/**
 * The shared badge's text on its own tint is under 4.5:1 for In Stock in the light theme and Low Stock in
 * the dark one; these keep each colour and reach it.
 */
const readableTone: Partial<Record<StockStatus, string>> = {
  IN_STOCK: 'text-green-800 dark:text-success',
  LOW_STOCK: 'dark:text-accent',
};

function SelectRowBox({ stock, checked, onChange }: { stock: StockRow; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useLingui();
  const { productName, locationName } = stock;
  return <Checkbox checked={checked} onCheckedChange={onChange} aria-label={t`Select ${productName} at ${locationName}`} />;
}

function RestockButton({ stock, onRestock }: { stock: StockRow; onRestock: () => void }) {
  const { t } = useLingui();
  const { productName, locationName } = stock;
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-9"
      title={t`Restock`}
      onClick={onRestock}
      aria-label={t`Restock ${productName} at ${locationName}`}
    >
      <PackagePlus aria-hidden />
    </Button>
  );
}

const allColumns = column.columns([
  column.display({
    id: 'select',
    header: () => (
      <span className="sr-only">
        <Trans>Select</Trans>
      </span>
    ),
    cell: ({ row }) => (
      <SelectRowBox stock={row.original} checked={row.getIsSelected()} onChange={(checked) => row.toggleSelected(checked)} />
    ),
  }),
  column.accessor('productName', {
    header: () => <Trans>Product</Trans>,
    enableSorting: false,
    cell: ({ row }) => <span lang="en">{row.original.productName}</span>,
    meta: { className: 'min-w-36 sm:min-w-44' },
  }),
  column.accessor('locationName', {
    id: AIRPORT_COLUMN,
    header: () => <Trans>Airport</Trans>,
    enableSorting: false,
    cell: ({ row }) => <AirportName locationId={row.original.locationId} name={row.original.locationName} />,
  }),
  column.accessor('stocksLeft', { header: () => <Trans>Stock Left</Trans>, meta: { className: numeric } }),
  column.accessor('allTimeStock', {
    header: () => <Trans>All-time Stock</Trans>,
    enableSorting: false,
    meta: { className: secondaryNumeric },
  }),
  column.accessor('receivedOrders', {
    header: () => <Trans>Orders Received</Trans>,
    enableSorting: false,
    meta: { className: secondaryNumeric },
  }),
  column.display({
    id: 'status',
    header: () => <Trans>Status</Trans>,
    cell: ({ row }) => {
      const status = stockStatusOf(row.original.stocksLeft);
      return <StockBadge status={status} className={readableTone[status]} />;
    },
  }),
  column.display({
    id: 'shown',
    header: () => <Trans>Shown</Trans>,
    cell: ({ row }) => <StockVisibilitySwitch stock={row.original} />,
  }),
  column.display({
    id: 'actions',
    header: () => (
      <span className="sr-only">
        <Trans>Actions</Trans>
      </span>
    ),
    cell: ({ row, table }) => (
      <RestockButton stock={row.original} onRestock={() => table.options.meta?.onRestock(row.original)} />
    ),
  }),
]);

/** One airport's table leaves its name out of every row. */
const columnsWithoutAirport = allColumns.filter((definition) => definition.id !== AIRPORT_COLUMN);

interface StockTableProps {
  /** The current page from the server, or every row when the table pages and sorts them itself. */
  rows: StockRow[];
  /** Given for server pages: the total across all pages. Absent, the table pages and sorts `rows` itself. */
  rowCount?: number;
  pagination: PaginationState;
  onPaginationChange: (pagination: PaginationState) => void;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  /** Leave the airport column out (a table of one airport). */
  hideAirport?: boolean;
  /** Names the table for screen readers. */
  label: string;
}

/**
 * SPEC §2 stock table: a sortable 'Stock Left' column, one row selected at a time, a page-size
 * selector, 'No results.' when empty, and per row the status, the hide switch and restock.
 */
export function StockTable({
  rows,
  rowCount,
  pagination,
  onPaginationChange,
  sorting,
  onSortingChange,
  hideAirport = false,
  label,
}: StockTableProps) {
  const [restocking, setRestocking] = useState<RestockTarget | null>(null);
  const { t } = useLingui();
  const isServerSide = rowCount !== undefined;
  const table = useTable({
    features,
    columns: hideAirport ? columnsWithoutAirport : allColumns,
    data: rows,
    getRowId: (row) => String(row.id),
    rowCount,
    manualPagination: isServerSide,
    manualSorting: isServerSide,
    // The switch and restock refetch the rows; the page stays where the admin is working.
    autoResetPageIndex: false,
    enableMultiRowSelection: false,
    enableSortingRemoval: false,
    // Lowest first on the first click: what needs restocking comes to the top.
    sortDescFirst: false,
    state: { pagination, sorting },
    onPaginationChange: (updater) => onPaginationChange(functionalUpdate(updater, pagination)),
    onSortingChange: (updater) => onSortingChange(functionalUpdate(updater, sorting)),
    meta: { onRestock: setRestocking },
  });
  const visibleRows = table.getRowModel().rows;
  const selected = table.getSelectedRowModel().rows[0]?.original;
  const selectedText = ({ productName, locationName, stocksLeft }: StockRow) =>
    t`Selected: ${productName} at ${locationName}, ${stocksLeft} left`;

  return (
    <div className="flex flex-col gap-4">
      <Table aria-label={label}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const SortIcon = sorted === 'desc' ? ArrowDown : sorted === 'asc' ? ArrowUp : ArrowUpDown;
                return (
                  <TableHead
                    key={header.id}
                    className={header.column.columnDef.meta?.className}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="-mx-3 h-8 text-xs"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <SortIcon aria-hidden className={cn(!sorted && 'opacity-50')} />
                      </Button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {visibleRows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={table.getAllLeafColumns().length} className="h-24 text-center text-muted-foreground">
                <Trans>No results.</Trans>
              </TableCell>
            </TableRow>
          ) : (
            visibleRows.map((row) => (
              <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {selected && selectedText(selected)}
      </p>
      <Pagination
        pageIndex={pagination.pageIndex}
        pageCount={table.getPageCount()}
        pageSize={pagination.pageSize}
        onPageIndexChange={table.setPageIndex}
        onPageSizeChange={(pageSize) => onPaginationChange({ pageIndex: 0, pageSize })}
      />
      <RestockDialog stock={restocking} onClose={() => setRestocking(null)} />
    </div>
  );
}
