import { useState } from 'react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { countries, DEFAULT_CALLING_CODE, type Country } from '@arrival/contracts/phone';
import { cn } from '../../../lib/cn';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { cachedFormatter } from '../../../lib/format/intl-cache';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../../../components/ui/command';

/** India: the default calling code (SPEC §9) and where nearly every traveller's phone is from. */
export const DEFAULT_COUNTRY = countries.find((c) => c.code === 'IN' && c.callingCode === DEFAULT_CALLING_CODE) as Country;

export function findCountry(code: string) {
  return countries.find((c) => c.code === code) ?? DEFAULT_COUNTRY;
}

const regionNames = cachedFormatter((locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));

/** The country's name in the language on screen: the list's own English names, Intl's names otherwise. */
function countryName(country: Country) {
  if (currentLanguage() === 'en') return country.name;
  try {
    return regionNames().of(country.code) ?? country.name;
  } catch {
    return country.name;
  }
}

interface CountryCodeComboboxProps {
  /** ISO code of the chosen country; calling codes alone are shared (+1 is 25 countries). */
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

export function CountryCodeCombobox({ value, onChange, disabled }: CountryCodeComboboxProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const selected = findCountry(value);
  const selectedName = countryName(selected);
  const selectedCode = selected.callingCode;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-label={t`Country calling code: ${selectedName} +${selectedCode}`}
          disabled={disabled}
          className="flex h-11 shrink-0 items-center gap-1.5 rounded-xl border border-input bg-card px-3 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50"
        >
          <span aria-hidden className="text-lg leading-none">
            {selected.flag}
          </span>
          <span>+{selected.callingCode}</span>
          <ChevronsUpDown aria-hidden className="size-3.5 text-muted-foreground" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(20rem,calc(100vw-2rem))] p-0">
        <Command>
          <CommandInput placeholder={t`Search country...`} aria-label={t`Search country`} />
          <CommandList aria-label={t`Countries`}>
            <CommandEmpty>
              <Trans>No country found.</Trans>
            </CommandEmpty>
            <CommandGroup>
              {countries.map((country) => (
                <CommandItem
                  key={country.code}
                  value={country.code}
                  // Found by its English name too, as it is written on passports.
                  keywords={[countryName(country), country.name, `+${country.callingCode}`, country.callingCode]}
                  onSelect={() => {
                    onChange(country.code);
                    setOpen(false);
                  }}
                >
                  <span aria-hidden className="text-lg leading-none">
                    {country.flag}
                  </span>
                  <span className="flex-1 truncate">{countryName(country)}</span>
                  <span className="text-muted-foreground tabular-nums">+{country.callingCode}</span>
                  <Check aria-hidden className={cn('size-4 text-primary', country.code !== selected.code && 'invisible')} />
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
