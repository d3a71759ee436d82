import { CreditCard } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface PayButtonProps {
  onClick: () => void;
  /** A payment is being started, is open, or is being verified. */
  isBusy: boolean;
  disabled?: boolean;
  /** The id of the text saying why it is disabled. */
  describedBy?: string;
}

export function PayButton({ onClick, isBusy, disabled = false, describedBy }: PayButtonProps) {
  return (
    <Button
      size="lg"
      className="w-full"
      onClick={onClick}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      aria-describedby={describedBy}
    >
      {isBusy ? <Spinner /> : <CreditCard aria-hidden />}
      <Trans>Pay with Razorpay</Trans>
    </Button>
  );
}
