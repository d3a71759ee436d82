import { Link, useParams } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { orderIdParamsSchema } from '@arrival/contracts/orders';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { OrderConfirmation } from '../../../features/orders/components/order-confirmation';

/** /user/orders/:orderId/confirmed: where a successful payment lands. */
export function OrderConfirmationRoute() {
  const params = orderIdParamsSchema.safeParse(useParams());
  if (!params.success) {
    return (
      <>
        <PageHeader title="Order confirmation" />
        <EmptyState
          icon={PackageSearch}
          title="Order not found"
          action={
            <Button asChild variant="outline">
              <Link to={paths.user.orderHistory}>Go to My Orders</Link>
            </Button>
          }
        />
      </>
    );
  }
  return <OrderConfirmation orderId={params.data.orderId} />;
}
