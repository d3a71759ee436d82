import { useState, type ReactNode, type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffOrder } from '@arrival/contracts/staff';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ProductImage } from '../../../components/product/product-image';
import { cn } from '../../../lib/cn';
import { formatInr } from '../../../lib/format/money';
import { formatLongIst } from '../../../lib/format/ist-clock';
import { canMarkUnavailable } from '../staff-tabs';
import { OrderAction } from './order-action';
import { OrderStatusBadge } from './order-status-badge';
import { lineTotal, UnavailableLineDialog } from './unavailable-line-dialog';

type OrderLine = StaffOrder['products'][number];

/** One term and its value, wrapped in the div a <dl> allows, so it can span the grid's columns. */
function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-0.5', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

function Money({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-4', strong && 'text-base font-semibold')}>
      <dt className={cn(!strong && 'text-muted-foreground')}>{label}</dt>
      <dd className="tabular-nums">{formatInr(amount)}</dd>
    </div>
  );
}

interface OrderSummaryProps {
  order: StaffOrder | null;
  canUnlockHandover: boolean;
  onMoved?: (moved: StaffOrder) => void;
  /** The order's heading, which takes focus when the button that had it is gone (after a hand-over). */
  headingRef?: Ref<HTMLHeadingElement>;
}

function OrderDetails({ order, canUnlockHandover, onMoved, headingRef }: OrderSummaryProps & { order: StaffOrder }) {
  const { t } = useLingui();
  const [lineToRefund, setLineToRefund] = useState<OrderLine | null>(null);
  const isBeforePacking = canMarkUnavailable(order.status);
  const orderId = order.id;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          <Trans>Order #{orderId}</Trans>
        </h3>
        <OrderStatusBadge status={order.status} />
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Detail label={t`Customer`}>
          {order.customerName ? <span lang="en">{order.customerName}</span> : <Trans>Not given</Trans>}
        </Detail>
        <Detail label={t`Phone`}>
          <a href={`tel:+${order.customerPhone}`} className="tabular-nums underline-offset-4 hover:underline">
            +{order.customerPhone}
          </a>
        </Detail>
        <Detail label={t`Pickup airport`} className="col-span-2">
          <span lang="en">{order.pickupLocation}</span>
        </Detail>
        <Detail label={t`Pickup time`} className="col-span-2">
          {formatLongIst(order.pickupDateTime)}
        </Detail>
        <Detail label={t`Placed at`} className="col-span-2">
          {formatLongIst(order.placedAt)}
        </Detail>
      </dl>

      <ul aria-label={t`Items`} className="flex flex-col divide-y border-y">
        {order.products.map((line) => {
          const lineName = line.name;
          return (
            <li key={line.itemId} className="flex items-start gap-3 py-3">
              <ProductImage src={line.image ?? undefined} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p lang="en" className={cn('text-sm font-medium', line.unavailable && 'text-muted-foreground line-through')}>
                  {line.name}
                </p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {line.qty} × {formatInr(line.price)}
                </p>
                {line.unavailable && (
                  <Badge variant="outline" className="whitespace-normal">
                    <Trans>Unavailable, refunded</Trans>
                  </Badge>
                )}
                {isBeforePacking && !line.unavailable && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t`Mark ${lineName} unavailable`}
                    className="h-11 self-start md:h-8"
                    onClick={() => setLineToRefund(line)}
                  >
                    <Trans>Unavailable</Trans>
                  </Button>
                )}
              </div>
              <p className={cn('text-sm font-semibold tabular-nums', line.unavailable && 'text-muted-foreground line-through')}>
                {formatInr(lineTotal(line))}
              </p>
            </li>
          );
        })}
      </ul>

      <dl className="flex flex-col gap-1.5 text-sm">
        <Money label={t`Subtotal`} amount={order.subtotal} />
        <Money label={t`Refunded`} amount={order.refunded} />
        <Money label={t`Total`} amount={order.total} strong />
      </dl>

      <OrderAction order={order} canUnlockHandover={canUnlockHandover} onMoved={onMoved} />
      <UnavailableLineDialog orderId={order.id} line={lineToRefund} onClose={() => setLineToRefund(null)} />
    </div>
  );
}

/**
 * SPEC §2 "Order Summary" with the real figures (SPEC §3: the old client's quantities and totals were
 * wrong). Kept by order id, so it stays mounted while the board follows a moved order to its new tab.
 */
export function OrderSummary({ order, ...rest }: OrderSummaryProps) {
  return (
    <Card aria-labelledby="order-summary-title" role="region">
      <CardHeader>
        <CardTitle id="order-summary-title" className="text-lg">
          <Trans>Order Summary</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {order ? (
          // Keyed by order, so a half-finished action or dialog never carries over to the next order.
          <OrderDetails key={order.id} order={order} {...rest} />
        ) : (
          <p className="py-8 text-center text-sm text-muted-foreground">
            <Trans>Select an order to view summary</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
