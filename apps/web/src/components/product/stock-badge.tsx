import { stockStatusLabel, type StockStatus } from '@arrival/contracts/catalogue';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';

const tone: Record<StockStatus, string> = {
  IN_STOCK: 'bg-success/12 text-success',
  // Saffron on the soft saffron in both themes: dark text in light, the bright accent in dark.
  LOW_STOCK: 'bg-accent-soft text-accent-foreground dark:text-accent',
  OUT_OF_STOCK: 'bg-destructive/10 text-destructive',
};

/** The stock at the traveller's airport in the words of SPEC §4. */
export function StockBadge({ status, className }: { status: StockStatus; className?: string }) {
  return <Badge className={cn(tone[status], className)}>{stockStatusLabel[status]}</Badge>;
}
