import { Trans } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format/number';

export interface StockLevel {
  label: string;
  value: number;
}

/**
 * Stock left per product as a list of bars on one scale. Every row says its number, and an empty row
 * shows an outlined track saying 'Out of stock', so a sold-out product never reads as a blank line.
 */
export function StockLevelBars({ levels, label }: { levels: StockLevel[]; label: string }) {
  const largest = Math.max(1, ...levels.map((level) => level.value));
  return (
    <ol aria-label={label} className="flex flex-col gap-2.5">
      {levels.map((level) => {
        const isOut = level.value <= 0;
        return (
          <li
            key={level.label}
            className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)_3rem] items-center gap-3 text-sm sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_3rem]"
          >
            <span lang="en" className="truncate text-muted-foreground" title={level.label}>
              {level.label}
            </span>
            {isOut ? (
              <span className="flex h-5 items-center rounded-md border border-dashed border-destructive/70 px-2 text-xs font-semibold text-destructive">
                <Trans>Out of stock</Trans>
              </span>
            ) : (
              <span aria-hidden className="h-5 overflow-hidden rounded-md bg-muted">
                <span className="block h-full rounded-md bg-primary" style={{ width: `${(level.value / largest) * 100}%` }} />
              </span>
            )}
            <span className="text-right font-medium tabular-nums">{formatNumber(level.value)}</span>
          </li>
        );
      })}
    </ol>
  );
}
