import { FlaskConical, X } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
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
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, textOf } from '../../../lib/api-client';
import { formatInr } from '../../../lib/format/money';
import { PAYMENT_FAILED, useCompleteSandboxPayment } from '../api/complete-sandbox-payment';
import type { CheckoutFailure, CheckoutOptions } from '../checkout-options';

export interface SandboxCheckoutSession {
  options: CheckoutOptions;
  onFailure: (failure: CheckoutFailure) => void;
}

/**
 * Our stand-in for Razorpay's window when the server runs the payments sandbox: it takes the
 * same options and answers through the same callbacks, so the rest of the checkout cannot tell.
 */
export function SandboxCheckoutDialog({ session }: { session: SandboxCheckoutSession | null }) {
  const complete = useCompleteSandboxPayment();
  const isCompleting = complete.isPending;

  const finish = (outcome: 'success' | 'failure') => {
    if (!session) return;
    const { options, onFailure } = session;
    complete.mutate(
      { razorpayOrderId: options.order_id, outcome },
      {
        onSuccess: (result) => {
          if (result.razorpay_signature) {
            options.handler({
              razorpay_payment_id: result.razorpay_payment_id,
              razorpay_order_id: result.razorpay_order_id,
              razorpay_signature: result.razorpay_signature,
            });
          } else {
            onFailure(result.error ?? { code: 'BAD_REQUEST_ERROR', description: textOf(PAYMENT_FAILED) });
          }
        },
        onError: (error) => onFailure({ code: 'SANDBOX_ERROR', description: errorMessage(error, PAYMENT_FAILED) }),
      },
    );
  };

  const amount = session ? formatInr(session.options.amount / 100) : '';

  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => {
        // Closing while the outcome is on its way would leave the checkout not knowing it.
        if (!open && session && !isCompleting) session.options.modal.ondismiss();
      }}
    >
      {session && (
        <DialogContent
          // Our own close button, drawn for the coloured header.
          showCloseButton={false}
          className="gap-5 overflow-hidden p-0"
          onEscapeKeyDown={(event) => isCompleting && event.preventDefault()}
          onInteractOutside={(event) => isCompleting && event.preventDefault()}
        >
          <div className="relative flex flex-col gap-4 bg-primary px-6 pt-6 pb-5 text-primary-foreground">
            {!isCompleting && (
              <DialogClose className="absolute top-4 right-4 rounded-lg p-1.5 text-primary-foreground/80 transition-colors hover:bg-white/15 hover:text-primary-foreground">
                <X className="size-4" aria-hidden />
                <span className="sr-only">
                  <Trans>Close dialog</Trans>
                </span>
              </DialogClose>
            )}
            <DialogHeader>
              <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-foreground">
                <FlaskConical aria-hidden className="size-3.5" />
                <Trans>Test mode</Trans>
              </span>
              <DialogTitle>
                <Trans>Sandbox payment — no real money</Trans>
              </DialogTitle>
              <DialogDescription className="text-primary-foreground/80">
                <Trans>A stand-in for Razorpay. Choose how this payment should end.</Trans>
              </DialogDescription>
            </DialogHeader>
          </div>

          <dl className="mx-6 grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2.5 rounded-xl border bg-muted/40 p-4 text-sm">
            <dt className="text-muted-foreground">
              <Trans>Merchant</Trans>
            </dt>
            <dd className="text-right font-medium" lang="en">
              {session.options.name}
            </dd>
            <dt className="text-muted-foreground">
              <Trans>For</Trans>
            </dt>
            <dd className="text-right">{session.options.description}</dd>
            <dt className="text-muted-foreground">
              <Trans>Order id</Trans>
            </dt>
            <dd lang="en" className="truncate text-right font-mono text-xs leading-5">
              {session.options.order_id}
            </dd>
            <dt className="text-muted-foreground">
              <Trans>Amount</Trans>
            </dt>
            <dd className="text-right text-lg font-bold tabular-nums">{amount}</dd>
          </dl>

          <DialogFooter className="px-6 pb-6">
            <Button variant="ghost" onClick={() => session.options.modal.ondismiss()} disabled={isCompleting}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="outline" onClick={() => finish('failure')} disabled={isCompleting}>
              <Trans>Simulate failure</Trans>
            </Button>
            <Button onClick={() => finish('success')} disabled={isCompleting} className="sm:min-w-32">
              {isCompleting && <Spinner />}
              <Trans>Pay {amount}</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
