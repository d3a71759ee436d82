import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Location } from '@arrival/contracts/locations';
import { STAFF_SEARCH_MAX } from '@arrival/contracts/staff';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

/** What the inputs hold; empty strings mean "any". */
export interface OrderFilterValues {
  locationId: string;
  date: string;
  search: string;
}

export const noFilters: OrderFilterValues = { locationId: '', date: '', search: '' };

interface OrderFiltersProps {
  value: OrderFilterValues;
  onChange: (value: OrderFilterValues) => void;
  locations: Location[];
}

export function OrderFilters({ value, onChange, locations }: OrderFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  const field = (name: keyof OrderFilterValues) => ({
    id: `${id}-${name}`,
    value: value[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value }),
  });

  return (
    <div role="search" aria-label={t`Filter orders`} className="grid gap-3 sm:grid-cols-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-locationId`}>
          <Trans>Airport</Trans>
        </Label>
        <NativeSelect {...field('locationId')}>
          <option value="">{t`All airports`}</option>
          {locations.map((location) => (
            <option key={location.id} value={location.id} lang="en">
              {location.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-date`}>
          <Trans>Pickup date</Trans>
        </Label>
        <Input type="date" {...field('date')} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-search`}>
          <Trans>Search</Trans>
        </Label>
        <Input
          type="search"
          placeholder={t`Order id, name or phone`}
          autoComplete="off"
          maxLength={STAFF_SEARCH_MAX}
          {...field('search')}
        />
      </div>
    </div>
  );
}
