import type { ComponentProps } from 'react';
import { ChevronsUpDown } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { countries, DEFAULT_CALLING_CODE, type Country } from '@arrival/contracts/phone';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { cachedFormatter } from '../../../lib/format/intl-cache';

/** India: the default calling code (SPEC §9) and where nearly every traveller's phone is from. */
export const DEFAULT_COUNTRY = countries.find((c) => c.code === 'IN' && c.callingCode === DEFAULT_CALLING_CODE) as Country;

export function findCountry(code: string) {
  return countries.find((c) => c.code === code) ?? DEFAULT_COUNTRY;
}

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
  /** ISO code of the chosen country; calling codes alone are shared (+1 is 25 countries). */
  value: string;
  onChange: (code: string) => void;
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
  const selected = findCountry(value);
  const selectedName = countryName(selected);
  const selectedCode = selected.callingCode;
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
        {selected.flag}
      </span>
      <span>+{selected.callingCode}</span>
      <ChevronsUpDown aria-hidden className="size-3.5 text-muted-foreground" />
    </button>
  );
}
