import { Link } from 'react-router';
import { KeyRound, Truck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, OrderItem } from '@arrival/contracts/orders';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProductImage } from '../../../components/product/product-image';
import { cn } from '../../../lib/cn';
import { formatInr } from '../../../lib/format/money';
import { formatLongIst } from '../../../lib/format/ist-clock';
import { formatStatus, summarizeDescription } from '../../../lib/format/order-text';
import type { TrackOrderState } from '../track-order-state';
import { PaymentStatus } from './payment-status';

interface OrderCardProps {
  order: Order;
  /** Current orders still need their code at the counter; previous ones do not. */
  showPickupCode: boolean;
}

/** Every line by name and quantity ("Oud ×1", "Chocolate box ×2"), so two products never read as more of the first. */
function OrderLineNames({ orderId, items }: { orderId: number; items: OrderItem[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Items in order #${orderId}`} className="flex flex-wrap gap-1.5 py-0.5">
      {items.map((item) => (
        <li
          key={item.id}
          className={cn(
            'flex max-w-full items-baseline gap-1 rounded-md bg-muted px-2 py-0.5 text-sm',
            item.unavailable && 'text-muted-foreground line-through',
          )}
        >
          <span lang="en" className="line-clamp-2 min-w-0 font-medium break-words">
            {item.name}
          </span>
          <span className="shrink-0 tabular-nums">×{item.quantity}</span>
          {item.unavailable && (
            <span className="sr-only">
              <Trans>(unavailable, refunded)</Trans>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function OrderCard({ order, showPickupCode }: OrderCardProps) {
  const { t } = useLingui();
  const [firstItem] = order.items;
  const orderId = order.id;
  const pickupCode = order.deliveryOtp;
  const refunded = formatInr(order.refundedAmount);
  // The first item's own description is the shop's English; the N/A in its place is ours.
  const hasDescription = Boolean(firstItem?.description?.trim());
  const titleId = `order-${order.id}-title`;
  const state: TrackOrderState = { order };

  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-4">
        <ProductImage
          src={firstItem?.imageUrl ?? undefined}
          alt=""
          loading="lazy"
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-xl"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={titleId} className="font-semibold">
              <Trans>Order #{orderId}</Trans>
            </h3>
            <Badge variant="soft">{formatStatus(order.orderStatus)}</Badge>
          </div>
          <OrderLineNames orderId={order.id} items={order.items} />
          <p lang={hasDescription ? 'en' : undefined} className="text-sm text-muted-foreground">
            {summarizeDescription(firstItem?.description)}
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div className="col-span-2 flex flex-col gap-0.5">
          <dt className="text-muted-foreground">
            <Trans>Estimated pickup</Trans>
          </dt>
          <dd className="font-medium">{formatLongIst(order.arrivalDateTime)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">
            <Trans>Payment</Trans>
          </dt>
          <dd>
            <PaymentStatus status={order.paymentStatus} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">
            <Trans>Quantity</Trans>
          </dt>
          <dd className="font-medium tabular-nums">{order.quantity}</dd>
        </div>
        <div className="col-span-2 flex flex-col gap-0.5">
          <dt className="text-muted-foreground">
            <Trans>Total paid</Trans>
          </dt>
          <dd className="text-base font-semibold tabular-nums">
            {formatInr(order.amount)}
            {order.refundedAmount > 0 && (
              <span className="ml-2 text-sm font-normal text-muted-foreground">
                <Trans>({refunded} refunded)</Trans>
              </span>
            )}
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        {showPickupCode && pickupCode ? (
          <Badge variant="accent" className="gap-1.5 px-3 py-1 text-sm">
            <KeyRound aria-hidden className="size-3.5" />
            <span>
              <Trans>
                Pickup code <span className="font-mono tracking-widest tabular-nums">{pickupCode}</span>
              </Trans>
            </span>
          </Badge>
        ) : (
          <span />
        )}
        <Button asChild size="sm">
          <Link to={paths.trackOrder.href(order.id)} state={state} aria-label={t`Track Order #${orderId}`}>
            <Truck aria-hidden />
            <Trans>Track Order</Trans>
          </Link>
        </Button>
      </div>
    </Card>
  );
}
