import { useLocation, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { orderIdParamsSchema } from '@arrival/contracts/orders';
import { PageHeader } from '../../../components/ui/page-header';
import { TrackOrder } from '../../../features/orders/components/track-order';
import { readHandedOverOrder } from '../../../features/orders/track-order-state';

/** /track-order/:orderId survives a reload; /track-order works from the order My Orders handed over. */
export function TrackOrderRoute() {
  const params = useParams();
  const location = useLocation();
  const { t } = useLingui();
  const handedOver = readHandedOverOrder(location.state);
  const fromPath = orderIdParamsSchema.safeParse(params);
  const orderId = fromPath.success ? fromPath.data.orderId : (handedOver?.id ?? null);

  return (
    <>
      <PageHeader title={t`Track Order`} description={orderId === null ? undefined : t`Order #${orderId}`} />
      <TrackOrder orderId={orderId} handedOver={handedOver} />
    </>
  );
}
