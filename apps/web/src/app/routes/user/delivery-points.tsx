import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/ui/page-header';
import { useCounters } from '../../../features/counters/api/get-counters';
import { DeliveryPoints } from '../../../features/locations/components/delivery-points';
import { useCurrentUser } from '../../providers/auth-provider';

export function DeliveryPointsRoute() {
  const user = useCurrentUser();
  const counters = useCounters();
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Delivery Points`}
        description={t`Collect your order at the Arrival Shop counter in the arrivals hall of your airport.`}
      />
      <DeliveryPoints counters={counters} chosenLocationId={user.pickUpLocation} />
    </>
  );
}
