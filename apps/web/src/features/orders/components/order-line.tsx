import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ProductImage } from '../../../components/product/product-image';
import { formatInr } from '../../../lib/format/money';

interface OrderLineProps {
  name: string;
  imageUrl: string | undefined;
  quantity: number;
  /** INR per unit. */
  price: number;
  /** A problem with the line (unavailable, refunded), shown in red under it. */
  note?: ReactNode;
}

/** One product line of an order or of the cart being paid for: photo, name, quantity × price and line total. */
export function OrderLine({ name, imageUrl, quantity, price, note }: OrderLineProps) {
  const unitPrice = formatInr(price);
  return (
    <li className="flex items-start gap-4 py-3 first:pt-0 last:pb-0">
      <ProductImage src={imageUrl} alt="" loading="lazy" width={56} height={56} className="size-14 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span lang="en" className="line-clamp-2 font-medium">
          {name}
        </span>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="text-muted-foreground tabular-nums">
            <Trans>
              Qty {quantity} × {unitPrice}
            </Trans>
          </span>
          <span className="text-base font-semibold tabular-nums">{formatInr(price * quantity)}</span>
        </div>
        {note && <span className="text-sm font-medium text-destructive">{note}</span>}
      </div>
    </li>
  );
}
