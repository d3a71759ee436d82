import { PageHeader } from '../../../components/ui/page-header';
import { DeliveryPoints } from '../../../features/locations/components/delivery-points';
import { useCurrentUser } from '../../providers/auth-provider';

export function DeliveryPointsRoute() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title="Delivery Points"
        description="Collect your order at the Arrival Shop counter in the arrivals hall of your airport."
      />
      <DeliveryPoints chosenLocationId={user.pickUpLocation} />
    </>
  );
}
