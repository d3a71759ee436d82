import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderItem } from '@arrival/contracts/orders';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { OrderLine } from './order-line';

interface OrderItemsCardProps {
  items: OrderItem[];
  /** What to say under a line, if anything (a line that could not be supplied). */
  noteFor?: (item: OrderItem) => ReactNode;
  /** Under the list, such as the total paid. */
  children?: ReactNode;
}

/** The "Items" card of an order: its product lines, as the confirmation and Track Order show them. */
export function OrderItemsCard({ items, noteFor, children }: OrderItemsCardProps) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <Trans>Items</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul aria-label={t`Items`} className="flex flex-col divide-y">
          {items.map((item) => (
            <OrderLine
              key={item.id}
              name={item.name}
              imageUrl={item.imageUrl ?? undefined}
              quantity={item.quantity}
              price={item.price}
              note={noteFor?.(item)}
            />
          ))}
        </ul>
        {children}
      </CardContent>
    </Card>
  );
}
