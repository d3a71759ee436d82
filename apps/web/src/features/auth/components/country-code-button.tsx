import type { ComponentProps } from 'react';
import { ChevronsUpDown } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Country } from '@arrival/contracts/phone';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { cachedFormatter } from '../../../lib/format/intl-cache';

const regionNames = cachedFormatter((locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));

/** The country's name in the language on screen: the list's own English names, Intl's names otherwise. */
export function countryName(country: Country) {
  if (currentLanguage() === 'en') return country.name;
  try {
    return regionNames().of(country.code) ?? country.name;
  } catch {
    return country.name;
  }
}

export interface CountryCodeComboboxProps {
  /** The chosen country, whole: calling codes alone are shared (+1 is 25 countries), and the list loads only with the picker. */
  value: Country;
  onChange: (country: Country) => void;
  disabled?: boolean;
}

/** The chosen country's flag and calling code: alone until the list is first opened, then its trigger. */
export function CountryCodeButton({
  value,
  onChange: _onChange,
  disabled,
  ...props
}: CountryCodeComboboxProps & Omit<ComponentProps<'button'>, 'value' | 'onChange'>) {
  const { t } = useLingui();
  const selectedName = countryName(value);
  const selectedCode = value.callingCode;
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-label={t`Country calling code: ${selectedName} +${selectedCode}`}
      disabled={disabled}
      className="flex h-11 shrink-0 items-center gap-1.5 rounded-xl border border-input bg-card px-3 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50"
      {...props}
    >
      <span aria-hidden className="text-lg leading-none">
        {value.flag}
      </span>
      <span>+{value.callingCode}</span>
      <ChevronsUpDown aria-hidden className="size-3.5 text-muted-foreground" />
    </button>
  );
}
