import { useId, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../../../components/ui/command';
import { FormError } from '../../../components/ui/form-error';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Skeleton } from '../../../components/ui/skeleton';

interface Option {
  id: number;
  name: string;
}

interface IdMultiSelectProps {
  label: string;
  /** The picker button, e.g. "Add category". */
  addLabel: string;
  options: Option[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  /** Said when nothing is chosen yet. */
  emptyText: string;
}

/**
 * Chosen items as removable chips and a searchable picker of the rest: an item already chosen is
 * not offered again (SPEC §5).
 */
export function IdMultiSelect({ label, addLabel, options, value, onChange, error, emptyText }: IdMultiSelectProps) {
  const labelId = useId();
  const errorId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useLingui();

  if (!options) {
    return (
      <div className="flex flex-col gap-2">
        <p id={labelId} className="text-sm font-medium">
          {label}
        </p>
        <Skeleton className="h-11" />
      </div>
    );
  }

  const chosen = value.map((id) => options.find((option) => option.id === id) ?? { id, name: `#${id}` });
  const available = options.filter((option) => !value.includes(option.id));
  const lowerLabel = label.toLowerCase();

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {chosen.length === 0 && <span className="text-sm text-muted-foreground">{emptyText}</span>}
        {chosen.map((option) => {
          const optionName = option.name;
          return (
            <span
              key={option.id}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary"
            >
              <span lang="en">{option.name}</span>
              <button
                type="button"
                aria-label={t`Remove ${optionName}`}
                onClick={() => onChange(value.filter((id) => id !== option.id))}
                className="rounded-full p-1 transition-colors hover:bg-primary/15"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </span>
          );
        })}
        <Popover open={isOpen} onOpenChange={setIsOpen}>
          <PopoverTrigger asChild>
            <Button variant="outline" size="sm" disabled={available.length === 0} aria-invalid={error ? true : undefined}>
              <Plus aria-hidden />
              {addLabel}
            </Button>
          </PopoverTrigger>
          <PopoverContent className="w-72 p-0">
            <Command>
              <CommandInput placeholder={t`Search...`} aria-label={t`Search ${lowerLabel}`} />
              <CommandList>
                <CommandEmpty>
                  <Trans>Nothing left to add.</Trans>
                </CommandEmpty>
                <CommandGroup>
                  {available.map((option) => (
                    <CommandItem
                      key={option.id}
                      value={`${option.name} ${option.id}`}
                      onSelect={() => {
                        onChange([...value, option.id]);
                        setIsOpen(false);
                      }}
                    >
                      <span lang="en">{option.name}</span>
                    </CommandItem>
                  ))}
                </CommandGroup>
              </CommandList>
            </Command>
          </PopoverContent>
        </Popover>
      </div>
      <FormError id={errorId}>{error}</FormError>
    </div>
  );
}
