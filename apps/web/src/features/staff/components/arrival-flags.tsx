import { Trans } from '@lingui/react/macro';
import { Clock, PlaneLanding } from 'lucide-react';
import type { StaffOrder } from '@arrival/contracts/staff';
import { Badge } from '../../../components/ui/badge';

/** What the counter must act on besides the status: the traveller has landed, or never came. */
export function ArrivalFlags({ order }: { order: Pick<StaffOrder, 'landedAt' | 'uncollected'> }) {
  return (
    <>
      {order.landedAt && (
        <Badge className="gap-1 bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100">
          <PlaneLanding aria-hidden className="size-3.5" />
          <Trans>Landed</Trans>
        </Badge>
      )}
      {order.uncollected && (
        <Badge className="gap-1 bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100">
          <Clock aria-hidden className="size-3.5" />
          <Trans>Uncollected</Trans>
        </Badge>
      )}
    </>
  );
}
