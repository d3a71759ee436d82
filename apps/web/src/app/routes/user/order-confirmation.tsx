import { Link, useParams } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { orderIdParamsSchema } from '@arrival/contracts/orders';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { OrderConfirmation } from '../../../features/orders/components/order-confirmation';

/** /user/orders/:orderId/confirmed: where a successful payment lands. */
export function OrderConfirmationRoute() {
  const params = orderIdParamsSchema.safeParse(useParams());
  const { t } = useLingui();
  if (!params.success) {
    return (
      <>
        <PageHeader title={t`Order confirmation`} />
        <EmptyState
          icon={PackageSearch}
          title={t`Order not found`}
          action={
            <Button asChild variant="outline">
              <Link to={paths.user.orderHistory}>
                <Trans>Go to My Orders</Trans>
              </Link>
            </Button>
          }
        />
      </>
    );
  }
  return <OrderConfirmation orderId={params.data.orderId} />;
}
