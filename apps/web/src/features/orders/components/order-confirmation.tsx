import { Link } from 'react-router';
import { CalendarPlus, CircleAlert, CircleCheck, ShoppingBag, Truck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@arrival/contracts/orders';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTimeIst } from '../../../lib/format/date-time';
import { formatInr } from '../../../lib/format/money';
import { useOrder } from '../api/get-order';
import { pickupCalendarHref } from '../pickup-calendar-event';
import type { TrackOrderState } from '../track-order-state';
import { OrderItemsCard } from './order-items-card';
import { PaymentStatus } from './payment-status';
import { PickupCode } from './pickup-code';
import { Detail, OrderLoadError } from './order-parts';

function ConfirmationHero({ order }: { order: Order }) {
  // Opened again later for a payment that never went through, the screen must not claim success.
  const isPaid = order.paymentStatus !== 'PENDING' && order.paymentStatus !== 'FAILED';
  const Icon = isPaid ? CircleCheck : CircleAlert;
  const { t } = useLingui();
  const orderId = order.id;
  const airportName = order.location.name;
  return (
    <header className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-8 text-center shadow-sm">
      <title>{isPaid ? t`Order #${orderId} confirmed · Arrival Shop` : t`Order #${orderId} not confirmed · Arrival Shop`}</title>
      <span
        className={
          isPaid
            ? 'flex size-16 items-center justify-center rounded-full bg-success/15 text-success'
            : 'flex size-16 items-center justify-center rounded-full bg-destructive/10 text-destructive'
        }
      >
        <Icon aria-hidden className="size-9" />
      </span>
      {isPaid ? (
        <p className="text-sm font-semibold text-success">
          <Trans>Payment successful</Trans>
        </p>
      ) : (
        <PaymentStatus status={order.paymentStatus} className="text-sm" />
      )}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {isPaid ? <Trans>Order #{orderId} confirmed</Trans> : <Trans>Order #{orderId} not confirmed</Trans>}
      </h1>
      <p className="max-w-md text-sm text-muted-foreground sm:text-base">
        {isPaid ? (
          <Trans>
            We pack it for your arrival and hand it over at <span lang="en">{airportName}</span>.
          </Trans>
        ) : (
          <Trans>This order was not paid for. Nothing is packed for it.</Trans>
        )}
      </p>
    </header>
  );
}

function PickupDetails({ order, now }: { order: Order; now: Date }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <Trans>Pickup</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label={t`Pickup counter`}>
            <span lang="en">{order.location.name}</span>
            <span lang="en" className="block text-sm font-normal text-muted-foreground">
              {order.counter.place}
            </span>
          </Detail>
          <Detail label={t`Arrival`}>
            {formatDateTimeIst(order.arrivalDateTime)}
            {order.flightNumber && <span className="block text-sm font-normal text-muted-foreground">{order.flightNumber}</span>}
          </Detail>
        </dl>
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <a href={pickupCalendarHref(order, now)} download={`arrival-shop-order-${order.id}.ics`}>
            <CalendarPlus aria-hidden />
            <Trans>Add to calendar</Trans>
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

function OrderedItems({ order }: { order: Order }) {
  return (
    <OrderItemsCard items={order.items}>
      <div className="flex items-baseline justify-between gap-3 border-t pt-4">
        <span className="font-medium">
          <Trans>Total paid</Trans>
        </span>
        <span className="text-xl font-bold tabular-nums">{formatInr(order.amount)}</span>
      </div>
    </OrderItemsCard>
  );
}

function ConfirmedOrder({ order, now }: { order: Order; now: Date }) {
  const trackState: TrackOrderState = { order };
  return (
    <div className="flex flex-col gap-6">
      <ConfirmationHero order={order} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <PickupDetails order={order} now={now} />
          <OrderedItems order={order} />
        </div>
        {order.deliveryOtp && (
          // First on a phone, straight under the heading: it is what the counter asks for.
          <Card className="order-first self-start max-lg:w-full lg:sticky lg:top-24 lg:order-none">
            <CardContent>
              <PickupCode code={order.deliveryOtp} />
            </CardContent>
          </Card>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to={paths.trackOrder.href(order.id)} state={trackState}>
            <Truck aria-hidden />
            <Trans>Track Order</Trans>
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.user.shopping}>
            <ShoppingBag aria-hidden />
            <Trans>Continue shopping</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}

function ConfirmationSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading order`} className="flex flex-col gap-6">
      <Skeleton className="h-52" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-6">
          <Skeleton className="h-40" />
          <Skeleton className="h-48" />
        </div>
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}

/** What the traveller sees right after paying: the order, its pickup code and QR, and where and when to collect it. */
export function OrderConfirmation({ orderId, now = new Date() }: { orderId: number; now?: Date }) {
  const order = useOrder(orderId);
  const { t } = useLingui();

  if (order.isPending) return <ConfirmationSkeleton />;
  if (order.isError) {
    return (
      <>
        <PageHeader title={t`Order #${orderId}`} />
        <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />
      </>
    );
  }
  return <ConfirmedOrder order={order.data} now={now} />;
}
