import { PlaneLanding } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { canSayLanded, type Order } from '@arrival/contracts/orders';
import { Button } from '../../../components/ui/button';
import { useSayLanded } from '../api/say-landed';

/**
 * On the arrival day an open order offers "I've landed": the counter's board flags it at once so staff
 * bring it forward. Afterwards the traveller sees that it is on its way to the counter.
 */
export function LandedPanel({ order, now = new Date() }: { order: Order; now?: Date }) {
  const { t } = useLingui();
  const landed = useSayLanded(order.id);
  if (order.landedAt) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-md bg-primary/10 p-3 text-sm font-medium">
        <PlaneLanding aria-hidden className="size-5 shrink-0" />
        <Trans>Your order is being brought to the counter</Trans>
      </p>
    );
  }
  if (!canSayLanded(order, now)) return null;
  return (
    <div className="flex flex-col gap-2">
      <Button size="lg" className="min-h-11 w-full" disabled={landed.isPending} onClick={() => landed.mutate()}>
        <PlaneLanding aria-hidden />
        {landed.isPending ? t`Telling the counter…` : t`I've landed`}
      </Button>
      {landed.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {landed.error.message}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>Tap once you are off the plane, so the counter brings your order forward.</Trans>
        </p>
      )}
    </div>
  );
}
