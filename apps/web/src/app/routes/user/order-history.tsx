import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/ui/page-header';
import { OrderHistory } from '../../../features/orders/components/order-history';

export function OrderHistoryRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`My Orders`} description={t`Track your orders and keep your pickup codes at hand.`} />
      <OrderHistory />
    </>
  );
}
