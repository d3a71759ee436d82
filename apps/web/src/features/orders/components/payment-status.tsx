import type { PaymentStatus as PaymentStatusValue } from '@arrival/contracts/orders';
import { cn } from '../../../lib/cn';
import { formatStatus } from '../../../lib/format/order-text';

/** SPEC §2: green when the payment succeeded, red for anything else. */
export function PaymentStatus({ status, className }: { status: PaymentStatusValue; className?: string }) {
  return (
    <span className={cn('font-semibold', status === 'SUCCESS' ? 'text-success' : 'text-destructive', className)}>
      {formatStatus(status)}
    </span>
  );
}
