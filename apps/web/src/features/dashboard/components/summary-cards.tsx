import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Boxes, PackageCheck, Percent, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '@arrival/contracts/dashboard';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDecimal, formatNumber } from '../../../lib/format/number';

interface Figure {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  tone: string;
}

/** The figures in the language on screen. */
function useFigures(dashboard: Dashboard): Figure[] {
  const { t } = useLingui();
  const outOfStock = formatNumber(dashboard.outOfStock);
  const stockLeft = formatDecimal(dashboard.stockLeftPercent);
  return [
    {
      label: t`Total stock`,
      value: formatNumber(dashboard.totalStock),
      note: t`Units on the shelves at all airports`,
      icon: Boxes,
      tone: 'bg-primary-soft text-primary',
    },
    {
      label: t`Orders received`,
      value: formatNumber(dashboard.ordersReceived),
      note: t`Paid orders, all time`,
      icon: PackageCheck,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes, not text
      tone: 'bg-success/12 text-success',
    },
    {
      label: t`Stock left`,
      value: t`${stockLeft}%`,
      note: t`Of all stock ever received`,
      icon: Percent,
      tone: 'bg-secondary text-secondary-foreground',
    },
    {
      label: t`Low stock alerts`,
      value: formatNumber(dashboard.lowStockAlerts),
      note: t`Under 15 left; ${outOfStock} out of stock`,
      icon: TriangleAlert,
      tone: 'bg-accent-soft text-accent-foreground',
    },
  ];
}

const gridClassName = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

/** The four headline figures, computed by the server from the data (never placeholders). */
export function SummaryCards({ dashboard }: { dashboard: Dashboard }) {
  const figures = useFigures(dashboard);
  return (
    <div className={gridClassName}>
      {figures.map((figure) => (
        <FigureCard key={figure.label} {...figure} />
      ))}
    </div>
  );
}

function FigureCard({ label, value, note, icon: Icon, tone }: Figure) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex items-start gap-4 p-4 sm:p-5">
      {/* Two cards share a phone's width; the icon gives its room to the figure there. */}
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl max-sm:hidden', tone)}>
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        <p className="text-xl font-bold tracking-tight tabular-nums sm:text-2xl">{value}</p>
        <p className="text-xs text-muted-foreground">{note}</p>
      </div>
    </Card>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <div className={gridClassName} aria-hidden>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-28 rounded-2xl" />
      ))}
    </div>
  );
}
