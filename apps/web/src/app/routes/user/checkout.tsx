import { PageHeader } from '../../../components/ui/page-header';
import { CheckoutScreen } from '../../../features/checkout/components/checkout-screen';
import { useAuth, useCurrentUser } from '../../providers/auth-provider';

export function CheckoutRoute() {
  const user = useCurrentUser();
  const { replaceUser } = useAuth();
  return (
    <>
      <PageHeader title="Checkout" description="Confirm your pickup and pay in INR." />
      <CheckoutScreen user={user} onUserUpdated={replaceUser} />
    </>
  );
}
