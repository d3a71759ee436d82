import { Trans } from '@lingui/react/macro';
import { Card } from '../../components/ui/card';
import { useSavedPickupOrders } from '../../features/offline/saved-pickup-orders';
import { LastUpdated } from '../../features/orders/components/order-parts';
import { PickupCode } from '../../features/orders/components/pickup-code';
import { formatDateTimeIst } from '../../lib/format/date-time';

/**
 * Opening the installed app at the counter with no signal starts at login (the session lived in the
 * closed tab), so the login screen shows the pickup codes saved on this device while there is no connection.
 */
export function SavedPickupCodes() {
  const saved = useSavedPickupOrders(true);
  if (saved.length === 0) return null;
  return (
    <Card className="mb-6 p-5" role="region" aria-labelledby="saved-pickup-codes">
      <h2 id="saved-pickup-codes" className="text-lg font-semibold">
        <Trans>Your pickup codes</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>Saved on this device for when there is no signal. Log in again once you are connected.</Trans>
      </p>
      <ul className="mt-4 flex flex-col gap-6">
        {saved.map(({ order, updatedAt }) => {
          const orderId = order.id;
          return (
            <li key={orderId} className="flex flex-col gap-3 border-t pt-4 first:border-t-0 first:pt-0">
              <div>
                <h3 className="font-semibold">
                  <Trans>Order #{orderId}</Trans>
                </h3>
                <p className="text-sm text-muted-foreground">
                  {formatDateTimeIst(order.arrivalDateTime)} · <span lang="en">{order.location.name}</span>
                </p>
                <p className="text-sm" lang="en">
                  {order.counter.place}
                </p>
              </div>
              <PickupCode code={order.deliveryOtp!} />
              <LastUpdated at={updatedAt} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
