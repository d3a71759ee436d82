import { useState } from 'react';
import { Check } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { countries } from '@arrival/contracts/countries';
import { cn } from '../../../lib/cn';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../../../components/ui/command';
import { CountryCodeButton, countryName, type CountryCodeComboboxProps } from './country-code-button';

/** The calling code picker once opened (see CountryCodeCombobox): every country, searchable. */
export function CountryCodePopup({
  value,
  onChange,
  disabled,
  defaultOpen = false,
}: CountryCodeComboboxProps & { defaultOpen?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(defaultOpen);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <CountryCodeButton value={value} onChange={onChange} disabled={disabled} aria-expanded={open} />
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
                    onChange(country);
                    setOpen(false);
                  }}
                >
                  <span aria-hidden className="text-lg leading-none">
                    {country.flag}
                  </span>
                  <span className="flex-1 truncate">{countryName(country)}</span>
                  <span className="text-muted-foreground tabular-nums">+{country.callingCode}</span>
                  <Check aria-hidden className={cn('size-4 text-primary', country.code !== value.code && 'invisible')} />
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
