import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Refund } from '@arrival/contracts/refunds';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/format/date-time';
import { formatInr } from '../../../lib/format/money';
import { useOpenRefunds } from '../api/get-open-refunds';
import { useRetryRefund } from '../api/retry-refund';

const statusText: Record<Refund['status'], MessageDescriptor> = {
  REQUESTED: msg`Waiting for the provider`,
  PENDING: msg`Accepted, not yet settled`,
  PROCESSED: msg`Processed`,
  FAILED: msg`Failed`,
};

function RetryRefundDialog({ refund }: { refund: Refund }) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const retry = useRetryRefund();
  const amount = formatInr(refund.amount);
  const orderId = refund.orderId;

  const submit = () =>
    retry.mutate(refund.id, {
      onSuccess: (answer) => {
        if (answer.status === 'PROCESSED') toast.success(t`Refund of ${amount} for order #${orderId} processed`);
        else if (answer.status === 'FAILED') {
          // The provider's own words, as it said them.
          const reason = answer.lastError ?? t`no reason given`;
          toast.error(t`The provider refused the refund again: ${reason}`);
        } else toast.info(t`Refund of ${amount} for order #${orderId} asked again; it will be retried until it is processed`);
        setIsOpen(false);
      },
      onError: (error) => {
        toast.error(errorMessage(error, msg`Failed to retry the refund`));
        setIsOpen(false);
      },
    });

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !retry.isPending && setIsOpen(open)}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          className="min-h-11"
          aria-label={t`Retry the refund of ${amount} for order #${orderId}`}
        >
          <Undo2 aria-hidden />
          <Trans>Retry</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Retry the refund for order #{orderId}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              The payment provider will be asked again to return {amount} to the traveller, with the same refund key, so it can
              never be paid out twice.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={retry.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button onClick={submit} disabled={retry.isPending}>
            {retry.isPending && <Spinner />}
            {retry.isPending ? <Trans>Retrying...</Trans> : <Trans>Retry refund</Trans>}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RefundRow({ refund }: { refund: Refund }) {
  const { t } = useLingui();
  const failed = refund.status === 'FAILED';
  const orderId = refund.orderId;
  const amount = formatInr(refund.amount);
  const asked = formatRelativeTime(refund.createdAt);
  const lastError = refund.lastError;
  const attempts = refund.attempts;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm font-medium">
          <Trans>
            Order #{orderId} · {amount}
          </Trans>
        </p>
        <p className="text-xs text-muted-foreground">
          {/* The reason is the server's record, in English. */}
          {refund.reason !== null ? <span lang="en">{refund.reason}</span> : <Trans>Refund</Trans>} · <Trans>asked {asked}</Trans>{' '}
          · <Plural value={attempts} one="# attempt" other="# attempts" />
        </p>
        {lastError && (
          <p className={cn('text-xs break-words', failed ? 'text-destructive' : 'text-muted-foreground')}>
            {failed ? (
              <Trans>
                Provider said: <span lang="en">{lastError}</span>
              </Trans>
            ) : (
              <Trans>
                Last attempt: <span lang="en">{lastError}</span>
              </Trans>
            )}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Badge
          variant="outline"
          className={cn(
            'whitespace-normal',
            failed ? 'border-destructive text-destructive' : 'border-amber-500 text-amber-800 dark:text-amber-200',
          )}
        >
          {t(statusText[refund.status])}
        </Badge>
        {failed && <RetryRefundDialog refund={refund} />}
      </div>
    </li>
  );
}

/**
 * Money owed back to travellers that the provider has not yet processed: pending ones are retried by
 * the server on their own; failed ones need an admin to look and retry.
 */
export function RefundsPanel() {
  const { t } = useLingui();
  const refunds = useOpenRefunds();
  const pending = refunds.data?.pending ?? 0;
  const failed = refunds.data?.failed ?? 0;

  return (
    <Card aria-labelledby="refunds-title">
      <CardHeader>
        <CardTitle id="refunds-title" className="flex items-center gap-2 text-base">
          <Undo2 aria-hidden className="size-4 text-primary" />
          <Trans>Refunds to watch</Trans>
        </CardTitle>
        <CardDescription>
          {refunds.isSuccess ? (
            <Trans>
              {pending} being retried · {failed} failed
            </Trans>
          ) : (
            <Trans>Refunds the payment provider has not processed yet</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {refunds.isPending ? (
          <div role="status" aria-label={t`Loading refunds`} className="flex flex-col gap-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : refunds.isError ? (
          <p className="text-sm text-destructive">{refunds.error.message}</p>
        ) : refunds.data.refunds.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CircleCheck aria-hidden className="size-4 text-green-600" />
            <Trans>Every refund has been processed.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Refunds not yet processed`} className="flex flex-col divide-y">
            {refunds.data.refunds.map((refund) => (
              <RefundRow key={refund.id} refund={refund} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
