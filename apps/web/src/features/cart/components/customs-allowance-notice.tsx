import { TriangleAlert } from 'lucide-react';
import { allowanceWarning, BAGGAGE_RULES_TITLE, BAGGAGE_RULES_URL, type CustomsAllowance } from '@arrival/contracts/customs';

/** A warning, never a block: this arrival's goods go over India's duty-free allowance. */
export function CustomsAllowanceNotice({ allowance }: { allowance: CustomsAllowance }) {
  if (!allowance.over) return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        {allowanceWarning(allowance)}{' '}
        <a
          className="font-medium underline underline-offset-4"
          href={BAGGAGE_RULES_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          {BAGGAGE_RULES_TITLE}
        </a>
      </p>
    </div>
  );
}
