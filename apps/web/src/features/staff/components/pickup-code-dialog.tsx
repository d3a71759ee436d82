import { useId, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pickupCodeSchema, type StaffOrder } from '@arrival/contracts/staff';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { i18n } from '../../../lib/i18n/i18n';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { toastOnDemand } from '../../../lib/toast-on-demand';

/**
 * Checks the code before it is sent: the error to show, or null when it is six digits. The words are
 * the server's (contracts), in the catalogue so they follow the language on screen.
 */
export function pickupCodeError(code: string) {
  return pickupCodeSchema.safeParse(code).success ? null : i18n._(msg`Enter the 6-digit pickup code`);
}

/** The dialog mounts it only while open, so every opening starts with an empty box and no old error. */
function PickupCodeForm({ orderId, onDone }: { orderId: number; onDone: (delivered: StaffOrder) => void }) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const deliver = useUpdateOrderStatus({
    onSuccess: (delivered) => {
      toastOnDemand.success(t`Order #${orderId} delivered`);
      onDone(delivered);
    },
  });
  const error = codeError ?? deliver.error?.message ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = pickupCodeError(code);
    setCodeError(problem);
    if (problem) return;
    deliver.mutate({ orderId, from: 'PACKED', to: 'DELIVERED', otp: code });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>
          <Trans>Pickup code</Trans>
        </Label>
        <Input
          id={inputId}
          autoFocus
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={code}
          // Only digits can be typed or pasted; anything else is dropped as it arrives.
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
            setCodeError(null);
            deliver.reset();
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className="font-mono text-lg tracking-[0.4em]"
        />
        <FormError id={errorId}>{error}</FormError>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={deliver.isPending}>
          {deliver.isPending ? <Trans>Loading...</Trans> : <Trans>Deliver</Trans>}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Hand-over at the counter: the traveller reads out (or shows) the 6-digit code from their order. */
export function PickupCodeDialog({
  orderId,
  open,
  onOpenChange,
  onDelivered,
}: {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDelivered?: (delivered: StaffOrder) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>
            <Trans>Deliver order #{orderId}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Enter the traveller&apos;s 6-digit pickup code to hand the order over.</Trans>
          </DialogDescription>
        </DialogHeader>
        <PickupCodeForm
          orderId={orderId}
          onDone={(delivered) => {
            onOpenChange(false);
            onDelivered?.(delivered);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
