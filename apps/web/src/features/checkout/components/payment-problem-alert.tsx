import { CircleAlert } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { PaymentProblem } from '../payment-problem';

/** The last payment's problem, by the Pay button; announced once when it appears and kept in view until the next try. */
export function PaymentProblemAlert({ problem }: { problem: PaymentProblem | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {problem && (
        <div className="flex items-start gap-2.5 rounded-xl border border-destructive/30 bg-destructive/10 p-3 text-sm">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <ProblemSentence {...problem} />
        </div>
      )}
    </div>
  );
}

/** "Payment failed: the bank declined the card. Nothing was charged; …" */
function ProblemSentence({ title, reason, advice }: PaymentProblem) {
  return (
    <p>
      {reason === null ? (
        <Trans>
          <strong className="font-semibold text-destructive">{title}</strong>. {advice}
        </Trans>
      ) : (
        <Trans>
          <strong className="font-semibold text-destructive">{title}</strong>: {reason}. {advice}
        </Trans>
      )}
    </p>
  );
}
