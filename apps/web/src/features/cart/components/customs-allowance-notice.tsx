import { TriangleAlert } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { BAGGAGE_RULES_URL, type CustomsAllowance } from '@arrival/contracts/customs';
import { formatInr } from '../../../lib/format/money';

/** A warning, never a block: this arrival's goods go over India's duty-free allowance (Baggage Rules, 2016). */
export function CustomsAllowanceNotice({ allowance }: { allowance: CustomsAllowance }) {
  if (!allowance.over) return null;
  const total = formatInr(allowance.total);
  return (
    <div
      role="status"
      className="flex gap-3 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        <Trans>
          This arrival's goods come to {total}, over India's duty-free allowance of ₹50,000 per adult. Customs may charge duty on
          the difference.
        </Trans>{' '}
        <a
          className="font-medium underline underline-offset-4"
          href={BAGGAGE_RULES_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Baggage Rules, 2016 (Central Board of Indirect Taxes and Customs)</Trans>
        </a>
      </p>
    </div>
  );
}
