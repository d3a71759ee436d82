import { PageHeader } from '../../../components/ui/page-header';
import { OrderHistory } from '../../../features/orders/components/order-history';

export function OrderHistoryRoute() {
  return (
    <>
      <PageHeader title="My Orders" description="Track your orders and keep your pickup codes at hand." />
      <OrderHistory />
    </>
  );
}
