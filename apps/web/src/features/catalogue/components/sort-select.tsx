import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { productSortSchema, type ProductSort } from '@arrival/contracts/catalogue';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';

/** The sort names as the shop shows them, in the language on screen. */
const sortLabels: Record<ProductSort, MessageDescriptor> = {
  recommended: msg`Recommended`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
  name: msg`Name: A to Z`,
};

/** The order of a product list; for a search the default order is the best match first. */
export function SortSelect({
  value,
  onChange,
  recommendedLabel,
  className,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  recommendedLabel?: string;
  className?: string;
}) {
  const id = useId();
  const { t } = useLingui();
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium whitespace-nowrap text-muted-foreground">
        <Trans>Sort by</Trans>
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(productSortSchema.parse(event.target.value))}
        // The longest sort name (long in Malayalam) must not push the label off a phone's screen.
        className="h-11 w-auto max-w-full rounded-lg pr-9 pl-3 text-sm"
      >
        {productSortSchema.options.map((sort) => (
          <option key={sort} value={sort}>
            {sort === 'recommended' && recommendedLabel ? recommendedLabel : t(sortLabels[sort])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
