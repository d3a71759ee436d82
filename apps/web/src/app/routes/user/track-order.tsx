import { useLocation, useParams } from 'react-router';
import { orderIdParamsSchema } from '@arrival/contracts/orders';
import { PageHeader } from '../../../components/ui/page-header';
import { TrackOrder } from '../../../features/orders/components/track-order';
import { readHandedOverOrder } from '../../../features/orders/track-order-state';

/** /track-order/:orderId survives a reload; /track-order works from the order My Orders handed over. */
export function TrackOrderRoute() {
  const params = useParams();
  const location = useLocation();
  const handedOver = readHandedOverOrder(location.state);
  const fromPath = orderIdParamsSchema.safeParse(params);
  const orderId = fromPath.success ? fromPath.data.orderId : (handedOver?.id ?? null);

  return (
    <>
      <PageHeader title="Track Order" description={orderId === null ? undefined : `Order #${orderId}`} />
      <TrackOrder orderId={orderId} handedOver={handedOver} />
    </>
  );
}
