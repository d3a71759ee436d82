import { useId } from 'react';
import { Clock } from 'lucide-react';
import { UNCOLLECTED_AFTER_HOURS, type StaffOrder } from '@arrival/contracts/staff';
import { cn } from '../../../lib/cn';
import { toIstParts } from '../../../lib/format/airport-time';
import { ArrivalFlags } from './arrival-flags';
import { OrderStatusBadge } from './order-status-badge';

interface UncollectedOrdersProps {
  orders: StaffOrder[];
  selectedId: number | null;
  onSelect: (order: StaffOrder) => void;
  airportCodes: ReadonlyMap<number, string>;
}

/**
 * Open orders the traveller has not come for, gathered in one place so the counter can call them
 * before the airport's uncollected window ends and the order is cancelled and refunded.
 */
export function UncollectedOrders({ orders, selectedId, onSelect, airportCodes }: UncollectedOrdersProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const count = orders.length;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-l-4 border-l-orange-500 bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Clock aria-hidden className="size-5 shrink-0 text-orange-700 dark:text-orange-300" />
          Uncollected orders
        </h2>
        <p className="text-sm text-muted-foreground">
          {count === 1 ? '1 order is' : `${count} orders are`} still open more than {UNCOLLECTED_AFTER_HOURS} hours after pickup.
          Each is cancelled and refunded when its airport’s uncollected window ends.
        </p>
      </div>
      {/* A long list scrolls inside the section, so the pipeline tabs stay near the top of the board. */}
      <ul className="grid max-h-80 gap-2 overflow-y-auto sm:grid-cols-2 2xl:grid-cols-3">
        {orders.map((order) => {
          const isSelected = order.id === selectedId;
          const statusId = `${id}-${order.id}-status`;
          const detailsId = `${id}-${order.id}-details`;
          // The same pickup wording as the board's cards, so one order reads the same in both places.
          const pickup = toIstParts(order.pickupDateTime);
          return (
            <li key={order.id} className="min-w-0">
              {/* Named apart from the main list's "View order #N", so each list's buttons are found on their own. */}
              <button
                type="button"
                aria-pressed={isSelected}
                aria-label={`View uncollected order #${order.id}`}
                aria-describedby={`${statusId} ${detailsId}`}
                onClick={() => onSelect(order)}
                className={cn(
                  'flex min-h-11 w-full flex-col gap-1.5 rounded-xl border px-3 py-2.5 text-left transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isSelected && 'border-primary bg-primary-soft hover:bg-primary-soft',
                )}
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-primary">#{order.id}</span>
                  <span id={statusId} className="flex flex-wrap justify-end gap-1">
                    <OrderStatusBadge status={order.status} />
                    {/* Every order here is uncollected; only a landing is worth a badge. */}
                    <ArrivalFlags order={{ landedAt: order.landedAt, uncollected: false }} />
                  </span>
                </span>
                <span id={detailsId} className="flex min-w-0 flex-col gap-0.5 text-sm">
                  <span className="truncate font-medium">{order.customerName ?? 'Traveller'}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">+{order.customerPhone}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    Pickup {pickup.date} {pickup.time} IST · {airportCodes.get(order.locationId) ?? order.pickupLocation}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
