import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { StockStatus } from '@arrival/contracts/catalogue';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';

const tone: Record<StockStatus, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes
  IN_STOCK: 'bg-success/12 text-success',
  // Saffron on the soft saffron in both themes: dark text in light, the bright accent in dark.
  LOW_STOCK: 'bg-accent-soft text-accent-foreground dark:text-accent',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes
  OUT_OF_STOCK: 'bg-destructive/10 text-destructive',
};

/** The SPEC's words for each status (stockStatusLabel of the contracts, in the catalogues). */
const label: Record<StockStatus, MessageDescriptor> = {
  IN_STOCK: msg`In Stock`,
  LOW_STOCK: msg`Low Stock`,
  OUT_OF_STOCK: msg`Out of Stock`,
};

/** The stock at the traveller's airport in the words of SPEC §4. */
export function StockBadge({ status, className }: { status: StockStatus; className?: string }) {
  const { t } = useLingui();
  return <Badge className={cn(tone[status], className)}>{t(label[status])}</Badge>;
}
