import { useState } from 'react';
import { toast } from 'sonner';
import { LockKeyhole } from 'lucide-react';
import { HANDOVER_MAX_FAILURES, type StaffOrder } from '@arrival/contracts/staff';
import { Button } from '../../../components/ui/button';
import { useUnlockHandover } from '../api/unlock-handover';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { isStaffTabStatus, staffActionFor } from '../staff-tabs';
import { PickupCodeDialog } from './pickup-code-dialog';

function HandoverLock({ orderId, canUnlock }: { orderId: number; canUnlock: boolean }) {
  const unlock = useUnlockHandover({
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(error.message),
  });
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="flex items-start gap-2 font-medium text-destructive">
        <LockKeyhole aria-hidden className="mt-0.5 size-4 shrink-0" />
        Hand-over locked after {HANDOVER_MAX_FAILURES} wrong pickup codes.
        {!canUnlock && ' An admin must unlock it.'}
      </p>
      {canUnlock && (
        <Button variant="outline" disabled={unlock.isPending} onClick={() => unlock.mutate(orderId)}>
          {unlock.isPending ? 'Loading...' : 'Unlock hand-over'}
        </Button>
      )}
    </div>
  );
}

interface OrderActionProps {
  order: StaffOrder;
  canUnlockHandover: boolean;
  /** Told of every move made here, with the server's answer, so the board can follow the order to its new tab. */
  onMoved?: (moved: StaffOrder) => void;
}

/** The one button for the order's status (SPEC §4): Accept, Pack, or Deliver against the pickup code. */
export function OrderAction({ order, canUnlockHandover, onMoved }: OrderActionProps) {
  const [isDelivering, setIsDelivering] = useState(false);
  const update = useUpdateOrderStatus({
    onSuccess: (moved) => {
      toast.success(`Order #${moved.id} ${moved.status.toLowerCase()}`);
      onMoved?.(moved);
    },
    // A 409 means someone else moved it first; the lists are refreshed either way.
    onError: (error) => toast.error(error.message),
  });
  const action = staffActionFor(order.status);
  if (!action || !isStaffTabStatus(order.status)) return null;
  const from = order.status;

  if (action.to === 'DELIVERED') {
    if (order.handoverLocked) return <HandoverLock orderId={order.id} canUnlock={canUnlockHandover} />;
    return (
      <>
        <Button onClick={() => setIsDelivering(true)}>{action.action}</Button>
        <PickupCodeDialog orderId={order.id} open={isDelivering} onOpenChange={setIsDelivering} onDelivered={onMoved} />
      </>
    );
  }

  return (
    <Button disabled={update.isPending} onClick={() => update.mutate({ orderId: order.id, from, to: action.to })}>
      {update.isPending ? 'Loading...' : action.action}
    </Button>
  );
}
