import { useLingui } from '@lingui/react/macro';
import type { AmountDto } from '@arrival/contracts/currency';
import { cn } from '../../lib/cn';
import { formatRateDate, formatReferenceAmount, showsReference } from '../../lib/format/money';

/**
 * The converted amount beside an INR price. The full form says it is for reference only
 * (SPEC §1); the short form keeps that in its tooltip where space is tight.
 */
export function ReferenceAmount({
  amount,
  short = false,
  className,
}: {
  amount: AmountDto;
  short?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  if (!showsReference(amount)) return null;
  const converted = `≈ ${formatReferenceAmount(amount)}`;
  const rateDate = formatRateDate(amount.rateDate);
  const note = t`reference rate of ${rateDate}; you pay in INR`;
  return (
    // A span, so it can sit inside links and other phrasing content.
    <span className={cn('block text-sm text-muted-foreground tabular-nums', className)} title={short ? note : undefined}>
      {short ? converted : `${converted} · ${note}`}
    </span>
  );
}
