import { useState } from 'react';
import { formatDistanceToNow, parseISO } from 'date-fns';
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
import { formatInr } from '../../../lib/format/money';
import { useOpenRefunds } from '../api/get-open-refunds';
import { useRetryRefund } from '../api/retry-refund';

const statusText: Record<Refund['status'], string> = {
  REQUESTED: 'Waiting for the provider',
  PENDING: 'Accepted, not yet settled',
  PROCESSED: 'Processed',
  FAILED: 'Failed',
};

function RetryRefundDialog({ refund }: { refund: Refund }) {
  const [isOpen, setIsOpen] = useState(false);
  const retry = useRetryRefund();
  const amount = formatInr(refund.amount);

  const submit = () =>
    retry.mutate(refund.id, {
      onSuccess: (answer) => {
        if (answer.status === 'PROCESSED') toast.success(`Refund of ${amount} for order #${refund.orderId} processed`);
        else if (answer.status === 'FAILED')
          toast.error(`The provider refused the refund again: ${answer.lastError ?? 'no reason given'}`);
        else toast.info(`Refund of ${amount} for order #${refund.orderId} asked again; it will be retried until it is processed`);
        setIsOpen(false);
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Failed to retry the refund'));
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
          aria-label={`Retry the refund of ${amount} for order #${refund.orderId}`}
        >
          <Undo2 aria-hidden />
          Retry
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Retry the refund for order #{refund.orderId}</DialogTitle>
          <DialogDescription>
            The payment provider will be asked again to return {amount} to the traveller, with the same refund key, so it can
            never be paid out twice.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={retry.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={submit} disabled={retry.isPending}>
            {retry.isPending && <Spinner />}
            {retry.isPending ? 'Retrying...' : 'Retry refund'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RefundRow({ refund }: { refund: Refund }) {
  const failed = refund.status === 'FAILED';
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm font-medium">
          Order #{refund.orderId} · {formatInr(refund.amount)}
        </p>
        <p className="text-xs text-muted-foreground">
          {refund.reason ?? 'Refund'} · asked {formatDistanceToNow(parseISO(refund.createdAt), { addSuffix: true })} ·{' '}
          {refund.attempts === 1 ? '1 attempt' : `${refund.attempts} attempts`}
        </p>
        {refund.lastError && (
          <p className={cn('text-xs break-words', failed ? 'text-destructive' : 'text-muted-foreground')}>
            {failed ? 'Provider said' : 'Last attempt'}: {refund.lastError}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Badge
          variant="outline"
          className={failed ? 'border-destructive text-destructive' : 'border-amber-500 text-amber-800 dark:text-amber-200'}
        >
          {statusText[refund.status]}
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
  const refunds = useOpenRefunds();

  return (
    <Card aria-labelledby="refunds-title">
      <CardHeader>
        <CardTitle id="refunds-title" className="flex items-center gap-2 text-base">
          <Undo2 aria-hidden className="size-4 text-primary" />
          Refunds to watch
        </CardTitle>
        <CardDescription>
          {refunds.isSuccess
            ? `${refunds.data.pending} being retried · ${refunds.data.failed} failed`
            : 'Refunds the payment provider has not processed yet'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {refunds.isPending ? (
          <div role="status" aria-label="Loading refunds" className="flex flex-col gap-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : refunds.isError ? (
          <p className="text-sm text-destructive">{refunds.error.message}</p>
        ) : refunds.data.refunds.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CircleCheck aria-hidden className="size-4 text-green-600" />
            Every refund has been processed.
          </p>
        ) : (
          <ul aria-label="Refunds not yet processed" className="flex flex-col divide-y">
            {refunds.data.refunds.map((refund) => (
              <RefundRow key={refund.id} refund={refund} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
