import { useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { StaffOrder } from '@arrival/contracts/staff';
import { cn } from '../../../lib/cn';
import { toIstParts } from '../../../lib/format/ist-clock';
import { formatInr } from '../../../lib/format/money';
import { ArrivalFlags } from './arrival-flags';
import { OrderStatusBadge } from './order-status-badge';
import { itemCount } from './order-table';
import { CustomerName } from './customer-name';

interface OrderCardsProps {
  orders: StaffOrder[];
  selectedId: number | null;
  onSelect: (orderId: number) => void;
  airportCodes: ReadonlyMap<number, string>;
}

/** The phone layout of the order list: one card per order, so the total and status are never off-screen. */
export function OrderCards({ orders, selectedId, onSelect, airportCodes }: OrderCardsProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <ul aria-label={t`Orders`} className="flex flex-col divide-y">
      {orders.map((order) => {
        const isSelected = order.id === selectedId;
        const { date, time } = toIstParts(order.pickupDateTime);
        const items = itemCount(order);
        const detailsId = `${id}-${order.id}`;
        const orderId = order.id;
        const airport = airportCodes.get(order.locationId) ?? order.pickupLocation;
        return (
          <li key={order.id}>
            {/* The whole card is the control; its name is short, and the details are read as its description. */}
            <button
              type="button"
              aria-pressed={isSelected}
              aria-label={t`View order #${orderId}`}
              aria-describedby={detailsId}
              data-selected={isSelected}
              onClick={() => onSelect(order.id)}
              className={cn(
                'flex min-h-11 w-full flex-col gap-2 px-4 py-3 text-left transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                isSelected && 'bg-primary-soft shadow-[inset_3px_0_0_var(--primary)] hover:bg-primary-soft',
              )}
            >
              <span className="flex items-center justify-between gap-3">
                <span className="font-semibold text-primary">#{order.id}</span>
                <span className="flex flex-wrap justify-end gap-1">
                  <OrderStatusBadge status={order.status} />
                  <ArrivalFlags order={order} />
                </span>
              </span>
              <span id={detailsId} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-0.5 text-sm">
                <CustomerName name={order.customerName} />
                <span className="font-semibold tabular-nums">{formatInr(order.total)}</span>
                <span className="text-xs text-muted-foreground tabular-nums">+{order.customerPhone}</span>
                <span className="text-right text-xs text-muted-foreground">
                  <Plural value={items} one="# item" other="# items" />
                </span>
                <span className="col-span-2 text-xs text-muted-foreground tabular-nums">
                  <Trans>
                    Pickup {date} {time} IST · <span lang="en">{airport}</span>
                  </Trans>
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
