import { toast } from 'sonner';
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

type OrderLine = StaffOrder['products'][number];

export const lineTotal = (line: OrderLine) => line.price * line.qty;

/** Mounted only while open, so a failed attempt's error does not greet the next line. */
function ConfirmUnavailable({ orderId, line, onDone }: { orderId: number; line: OrderLine; onDone: () => void }) {
  const refund = formatInr(lineTotal(line));
  const markUnavailable = useMarkItemUnavailable({
    onSuccess: () => {
      toast.success(`${line.name} marked unavailable; ${refund} is being refunded`);
      onDone();
    },
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Item unavailable</DialogTitle>
        <DialogDescription>
          Mark {line.name} unavailable and refund {refund} to the customer?
        </DialogDescription>
      </DialogHeader>
      <FormError>{markUnavailable.error?.message}</FormError>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          variant="destructive"
          disabled={markUnavailable.isPending}
          onClick={() => markUnavailable.mutate({ orderId, itemId: line.itemId })}
        >
          {markUnavailable.isPending ? 'Loading...' : 'Mark unavailable'}
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
