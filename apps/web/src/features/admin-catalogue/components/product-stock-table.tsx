import { stockStatusOf, type Product, type StockStatus } from '@arrival/contracts/catalogue';
import { Trans, useLingui } from '@lingui/react/macro';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { StockBadge } from '../../../components/product/stock-badge';

const numeric = 'text-right tabular-nums';
/**
 * The shared badge's text on its own tint is under 4.5:1 for In Stock in the light theme and Low Stock in
 * the dark one; these keep each colour and reach it.
 */
const readableTone: Partial<Record<StockStatus, string>> = {
  IN_STOCK: 'text-green-800 dark:text-success',
  LOW_STOCK: 'dark:text-accent',
};
/** Two-word headers take two lines, so all six columns fit the editor's width without scrolling. */
const wrappingHead = `${numeric} whitespace-normal leading-tight`;

/** An existing product's stock at each airport it has a row at (SPEC §2 product editor). */
export function ProductStockTable({ stock }: { stock: Product['locationStock'] }) {
  const { t } = useLingui();
  if (stock.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Not stocked at any airport yet. Choose airports above and save.</Trans>
      </p>
    );
  }
  return (
    // Nothing in the rows takes focus, so the box that scrolls on a phone does, for keyboard users.
    <div
      role="region"
      aria-label={t`Stock per airport, scrollable`}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table aria-label={t`Stock per airport`} className="w-full caption-bottom text-sm">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>
              <Trans>Airport</Trans>
            </TableHead>
            <TableHead className={numeric}>
              <Trans>Stock Left</Trans>
            </TableHead>
            <TableHead className={wrappingHead}>
              <Trans>All-time Stock</Trans>
            </TableHead>
            <TableHead className={wrappingHead}>
              <Trans>Orders Received</Trans>
            </TableHead>
            <TableHead>
              <Trans>Status</Trans>
            </TableHead>
            <TableHead>
              <Trans>Offered</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {stock.map((row) => (
            // Rows here do nothing on click, so they do not light up under the pointer either.
            <TableRow key={row.id} className="hover:bg-transparent">
              <TableCell lang="en" className="min-w-40 font-medium">
                {row.locationName}
              </TableCell>
              <TableCell className={numeric}>{row.stocksLeft}</TableCell>
              <TableCell className={numeric}>{row.allTimeStock}</TableCell>
              <TableCell className={numeric}>{row.receivedOrders}</TableCell>
              <TableCell>
                <StockBadge status={stockStatusOf(row.stocksLeft)} className={readableTone[stockStatusOf(row.stocksLeft)]} />
              </TableCell>
              <TableCell>{row.showProductInLocation ? <Trans>Yes</Trans> : <Trans>Hidden</Trans>}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
}
