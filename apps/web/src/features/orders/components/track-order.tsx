import { PackageSearch } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, OrderItem } from '@arrival/contracts/orders';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatInr } from '../../../lib/format/money';
import { formatLongIst } from '../../../lib/format/ist-clock';
import { formatStatus } from '../../../lib/format/order-text';
import { isNetworkFailure, useOrder, useSavedCopyTime } from '../api/get-order';
import { OrderItemsCard } from './order-items-card';
import { OrderProgress } from './order-progress';
import { PaymentStatus } from './payment-status';
import { LandedPanel } from './landed-panel';
import { PickupCode } from './pickup-code';
import { backToOrders, Detail, LastUpdated, OrderLoadError } from './order-parts';

function OrderDetails({ order }: { order: Order }) {
  const { t } = useLingui();
  /** A line that could not be supplied reads "Unavailable · ₹500.00 refunded" under it. */
  const unavailableNote = (item: OrderItem) => {
    if (!item.unavailable) return undefined;
    const refunded = formatInr(item.refundedAmount);
    return t`Unavailable · ${refunded} refunded`;
  };
  const orderId = order.id;
  const dueAt = order.scheduledArrival ? formatLongIst(order.scheduledArrival) : null;
  const terminal = order.arrivalTerminal?.replace(/^T/, '') ?? '';
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label={t`Order ID`}>#{orderId}</Detail>
              <Detail label={t`Pickup location`}>
                <span lang="en">{order.pickUpLocation}</span>
              </Detail>
              <Detail label={t`Payment status`}>
                <PaymentStatus status={order.paymentStatus} />
              </Detail>
              <Detail label={t`Total`}>
                <span className="tabular-nums">
                  {formatInr(order.amount)} {order.currency}
                </span>
              </Detail>
              <Detail label={t`Arrival`} className="sm:col-span-2">
                {formatLongIst(order.arrivalDateTime)}
                {dueAt && (
                  <span className="block text-sm font-normal text-muted-foreground">
                    <Trans>Flight delayed; it was due {dueAt}</Trans>
                  </span>
                )}
              </Detail>
              {order.flightNumber && (
                <Detail label={t`Flight`}>
                  {order.flightNumber}
                  {order.arrivalTerminal && (
                    <>
                      {' · '}
                      <Trans>Terminal {terminal}</Trans>
                    </>
                  )}
                </Detail>
              )}
              <Detail label={t`Counter`}>
                <span lang="en">{order.counter.place}</span>
                {' · '}
                <a
                  className="underline underline-offset-4"
                  href={
                    order.counter.mapUrl ||
                    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(order.location.name)}`
                  }
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Trans>Open in Maps</Trans>
                </a>
              </Detail>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
            <CardTitle className="text-lg">
              <Trans>Order status</Trans>
            </CardTitle>
            <span className="text-sm text-muted-foreground">{formatStatus(order.orderStatus)}</span>
          </CardHeader>
          <CardContent>
            <OrderProgress status={order.orderStatus} />
          </CardContent>
        </Card>

        <OrderItemsCard items={order.items} noteFor={unavailableNote} />
      </div>

      {order.deliveryOtp && (
        // First on a phone: at the counter the code is what the traveller opens this page for.
        <Card className="order-first self-start lg:sticky lg:top-24 lg:order-none">
          <CardContent className="flex flex-col gap-4">
            <PickupCode code={order.deliveryOtp} />
            <LandedPanel order={order} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function TrackOrderSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading order`} className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-6">
        <Skeleton className="h-40" />
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}

function TrackOrderById({ orderId, handedOver }: { orderId: number; handedOver?: Order }) {
  const order = useOrder(orderId, handedOver);
  const savedAt = useSavedCopyTime(order);

  if (order.isPending) return <TrackOrderSkeleton />;
  // Without a connection the last copy still shows the pickup code; other failures are shown as such.
  if (order.isError && !(order.data && isNetworkFailure(order.error))) {
    return <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />;
  }
  if (!order.data) return <TrackOrderSkeleton />;
  return (
    <>
      {savedAt !== null && <LastUpdated at={savedAt} />}
      <OrderDetails order={order.data} />
    </>
  );
}

/** Track Order (SPEC §2): the order from the link, or the one handed over by My Orders. */
export function TrackOrder({ orderId, handedOver }: { orderId: number | null; handedOver?: Order }) {
  const { t } = useLingui();
  if (orderId === null) {
    return (
      <EmptyState icon={PackageSearch} title={t`No order selected.`} action={backToOrders}>
        <Trans>Open an order from My Orders to follow it from confirmed to delivered.</Trans>
      </EmptyState>
    );
  }
  return <TrackOrderById orderId={orderId} handedOver={handedOver?.id === orderId ? handedOver : undefined} />;
}
