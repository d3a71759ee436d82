import { useState } from 'react';
import { PackageCheck, PackagePlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { stockStatusOf } from '@arrival/contracts/catalogue';
import type { StockRow } from '@arrival/contracts/stock';
import { Button } from '../../../components/ui/button';
import { StockBadge } from '../../../components/product/stock-badge';
import { RestockDialog, type RestockTarget } from './restock-dialog';

/** The rows on sale with the least left; each opens the restock dialog. */
export function LowStockList({ rows }: { rows: StockRow[] }) {
  const [restocking, setRestocking] = useState<RestockTarget | null>(null);
  const { t } = useLingui();

  if (rows.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <PackageCheck aria-hidden className="size-4 text-success" />
        <Trans>Every product on sale is well stocked.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul aria-label={t`Low stock`} className="flex flex-col divide-y">
        {rows.map((row) => {
          const { productName, locationName, stocksLeft } = row;
          return (
            <li key={row.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p lang="en" className="truncate text-sm font-medium">
                  {productName}
                </p>
                <p lang="en" className="truncate text-xs text-muted-foreground">
                  {locationName}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="text-sm font-semibold tabular-nums">
                  <Trans>{stocksLeft} left</Trans>
                </span>
                <StockBadge status={stockStatusOf(row.stocksLeft)} />
              </div>
              <Button
                variant="outline"
                size="icon"
                className="size-9"
                aria-label={t`Restock ${productName} at ${locationName}`}
                onClick={() => setRestocking(row)}
              >
                <PackagePlus aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      <RestockDialog stock={restocking} onClose={() => setRestocking(null)} />
    </>
  );
}
