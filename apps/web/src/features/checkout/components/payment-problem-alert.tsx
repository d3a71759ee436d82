import { CircleAlert } from 'lucide-react';
import type { PaymentProblem } from '../payment-problem';

/** The last payment's problem, by the Pay button; announced once when it appears and kept in view until the next try. */
export function PaymentProblemAlert({ problem }: { problem: PaymentProblem | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {problem && (
        <div className="flex items-start gap-2.5 rounded-xl border border-destructive/30 bg-destructive/10 p-3 text-sm">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>
            <strong className="font-semibold text-destructive">{problem.title}</strong>
            {problem.reason === null ? '. ' : `: ${problem.reason}. `}
            {problem.advice}
          </p>
        </div>
      )}
    </div>
  );
}
