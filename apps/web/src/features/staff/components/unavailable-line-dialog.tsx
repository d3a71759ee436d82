import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffOrder } from '@arrival/contracts/staff';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { formatInr } from '../../../lib/format/money';
import { useMarkItemUnavailable } from '../api/mark-item-unavailable';
import { toastOnDemand } from '../../../lib/toast-on-demand';

type OrderLine = StaffOrder['products'][number];

export const lineTotal = (line: OrderLine) => line.price * line.qty;

/** Mounted only while open, so a failed attempt's error does not greet the next line. */
function ConfirmUnavailable({ orderId, line, onDone }: { orderId: number; line: OrderLine; onDone: () => void }) {
  const { t } = useLingui();
  const refund = formatInr(lineTotal(line));
  const lineName = line.name;
  const markUnavailable = useMarkItemUnavailable({
    onSuccess: () => {
      toastOnDemand.success(t`${lineName} marked unavailable; ${refund} is being refunded`);
      onDone();
    },
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Item unavailable</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Mark <span lang="en">{lineName}</span> unavailable and refund {refund} to the customer?
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <FormError>{markUnavailable.error?.message}</FormError>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <Button
          variant="destructive"
          disabled={markUnavailable.isPending}
          onClick={() => markUnavailable.mutate({ orderId, itemId: line.itemId })}
        >
          {markUnavailable.isPending ? <Trans>Loading...</Trans> : <Trans>Mark unavailable</Trans>}
        </Button>
      </DialogFooter>
    </>
  );
}

/** Staff found a line missing before packing: the customer is refunded for it and told (SPEC §1 refunds). */
export function UnavailableLineDialog({
  orderId,
  line,
  onClose,
}: {
  orderId: number;
  line: OrderLine | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={line !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        {line && <ConfirmUnavailable orderId={orderId} line={line} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
