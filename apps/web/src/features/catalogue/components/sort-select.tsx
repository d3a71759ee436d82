import { useId } from 'react';
import { productSortLabels, productSortSchema, type ProductSort } from '@arrival/contracts/catalogue';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';

/** The order of a product list; for a search the default order is the best match first. */
export function SortSelect({
  value,
  onChange,
  recommendedLabel = productSortLabels.recommended,
  className,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  recommendedLabel?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-muted-foreground">
        Sort by
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(productSortSchema.parse(event.target.value))}
        className="h-11 w-auto rounded-lg pr-9 pl-3 text-sm"
      >
        {productSortSchema.options.map((sort) => (
          <option key={sort} value={sort}>
            {sort === 'recommended' ? recommendedLabel : productSortLabels[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
