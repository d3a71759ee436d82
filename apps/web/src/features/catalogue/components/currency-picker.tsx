import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { guessedCurrency, setCurrencyOverride } from '../../../lib/reference-currency';
import { useCurrencyOverride } from '../../../lib/use-reference-currency';
import { useCurrencyRates } from '../api/get-currency-rates';

const AUTO = '';

/** Picks the reference currency shown beside INR; "Auto" follows the browser language. */
export function CurrencyPicker({ className }: { className?: string }) {
  const id = useId();
  const { t } = useLingui();
  const guessed = guessedCurrency();
  const override = useCurrencyOverride();
  const rates = useCurrencyRates();
  const codes = rates.data?.currencies.map((currency) => currency.code) ?? [];
  // Keep a stored pick listed even before (or without) the rate list, so the select shows it.
  if (override && !codes.includes(override)) codes.push(override);

  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      {/* Named for screen readers everywhere; shown from sm up, where the row has the room. */}
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground max-sm:sr-only">
        <Trans>Reference currency</Trans>
      </label>
      <NativeSelect
        id={id}
        value={override ?? AUTO}
        onChange={(event) => setCurrencyOverride(event.target.value === AUTO ? null : event.target.value)}
        className="h-9 w-auto rounded-lg pr-8 pl-2.5 text-sm max-sm:h-11 max-sm:w-full max-sm:min-w-0 max-sm:pl-2"
      >
        <option value={AUTO}>{t`Auto (${guessed})`}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
