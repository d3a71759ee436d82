import { useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { UNCOLLECTED_AFTER_HOURS, type StaffOrder } from '@arrival/contracts/staff';
import { cn } from '../../../lib/cn';
import { toIstParts } from '../../../lib/format/ist-clock';
import { ArrivalFlags } from './arrival-flags';
import { OrderStatusBadge } from './order-status-badge';
import { CustomerName } from './customer-name';

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
  const { t } = useLingui();
  const id = useId();
  const headingId = `${id}-heading`;
  const count = orders.length;
  const hours = UNCOLLECTED_AFTER_HOURS;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-l-4 border-l-orange-500 bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Clock aria-hidden className="size-5 shrink-0 text-orange-700 dark:text-orange-300" />
          <Trans>Uncollected orders</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            <Plural value={count} one="# order is" other="# orders are" /> still open more than {hours} hours after pickup. Each
            is cancelled and refunded when its airport’s uncollected window ends.
          </Trans>
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
          const orderId = order.id;
          const { date, time } = pickup;
          const airport = airportCodes.get(order.locationId) ?? order.pickupLocation;
          return (
            <li key={order.id} className="min-w-0">
              {/* Named apart from the main list's "View order #N", so each list's buttons are found on their own. */}
              <button
                type="button"
                aria-pressed={isSelected}
                aria-label={t`View uncollected order #${orderId}`}
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
                  <CustomerName name={order.customerName} />
                  <span className="text-xs text-muted-foreground tabular-nums">+{order.customerPhone}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
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
    </section>
  );
}
