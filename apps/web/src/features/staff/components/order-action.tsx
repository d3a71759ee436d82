import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LockKeyhole } from 'lucide-react';
import { HANDOVER_MAX_FAILURES, type StaffOrder } from '@arrival/contracts/staff';
import type { OrderStatus } from '@arrival/contracts/orders';
import { Button } from '../../../components/ui/button';
import { formatStatus } from '../../../lib/format/order-text';
import { useUnlockHandover } from '../api/unlock-handover';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { isStaffTabStatus, staffActionFor } from '../staff-tabs';
import { PickupCodeDialog } from './pickup-code-dialog';
import { toastOnDemand } from '../../../lib/toast-on-demand';

/** The buttons of the moves staff make (SPEC §4); the contract's English words, in the catalogue. */
const actionLabels = {
  ACCEPTED: msg`Accept`,
  PACKED: msg`Pack`,
  DELIVERED: msg`Deliver`,
} satisfies Partial<Record<OrderStatus, MessageDescriptor>>;

/** The toast after a move, as "Order #12 accepted". */
const movedTexts: Partial<Record<OrderStatus, (orderId: number) => MessageDescriptor>> = {
  ACCEPTED: (orderId) => msg`Order #${orderId} accepted`,
  PACKED: (orderId) => msg`Order #${orderId} packed`,
  DELIVERED: (orderId) => msg`Order #${orderId} delivered`,
};

function HandoverLock({ orderId, canUnlock }: { orderId: number; canUnlock: boolean }) {
  const maxFailures = HANDOVER_MAX_FAILURES;
  const unlock = useUnlockHandover({
    onSuccess: ({ message }) => toastOnDemand.success(message),
    onError: (error) => toastOnDemand.error(error.message),
  });
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="flex items-start gap-2 font-medium text-destructive">
        <LockKeyhole aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans>Hand-over locked after {maxFailures} wrong pickup codes.</Trans>
          {!canUnlock && (
            <>
              {' '}
              <Trans>An admin must unlock it.</Trans>
            </>
          )}
        </span>
      </p>
      {canUnlock && (
        <Button variant="outline" disabled={unlock.isPending} onClick={() => unlock.mutate(orderId)}>
          {unlock.isPending ? <Trans>Loading...</Trans> : <Trans>Unlock hand-over</Trans>}
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
  const { t } = useLingui();
  const [isDelivering, setIsDelivering] = useState(false);
  const update = useUpdateOrderStatus({
    onSuccess: (moved) => {
      const orderId = moved.id;
      const movedText = movedTexts[moved.status];
      const status = formatStatus(moved.status).toLowerCase();
      toastOnDemand.success(movedText ? t(movedText(orderId)) : t`Order #${orderId} ${status}`);
      onMoved?.(moved);
    },
    // A 409 means someone else moved it first; the lists are refreshed either way.
    onError: (error) => toastOnDemand.error(error.message),
  });
  const action = staffActionFor(order.status);
  if (!action || !isStaffTabStatus(order.status)) return null;
  const from = order.status;
  const actionLabel = t(actionLabels[action.to]);

  if (action.to === 'DELIVERED') {
    if (order.handoverLocked) return <HandoverLock orderId={order.id} canUnlock={canUnlockHandover} />;
    return (
      <>
        <Button onClick={() => setIsDelivering(true)}>{actionLabel}</Button>
        <PickupCodeDialog orderId={order.id} open={isDelivering} onOpenChange={setIsDelivering} onDelivered={onMoved} />
      </>
    );
  }

  return (
    <Button disabled={update.isPending} onClick={() => update.mutate({ orderId: order.id, from, to: action.to })}>
      {update.isPending ? <Trans>Loading...</Trans> : actionLabel}
    </Button>
  );
}
