import { Link } from 'react-router';
import { LogIn, ShoppingCart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { StickySummaryBar } from '../../../components/ui/sticky-summary-bar';
import { useCartDetails } from '../../../lib/api/get-cart-details';
import { CartLine, CartLineSkeleton } from '../../../features/cart/components/cart-line';
import { CartSummary } from '../../../features/cart/components/cart-summary';
import { CustomsAllowanceNotice } from '../../../features/cart/components/customs-allowance-notice';
import { useAuth } from '../../providers/auth-provider';

function CartContents() {
  const cart = useCartDetails();
  const { t } = useLingui();

  if (cart.isPending) {
    return (
      <div role="status" aria-label={t`Loading cart`} className="flex flex-col gap-3">
        <CartLineSkeleton />
        <CartLineSkeleton />
      </div>
    );
  }
  if (cart.isError) {
    const reason = cart.error.message;
    return <ErrorState title={t`Error Loading Cart Details: ${reason}`} onRetry={() => void cart.refetch()} />;
  }

  const lines = cart.data.cart;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      {lines.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title={t`Your cart is empty`}
          action={
            <Button asChild>
              <Link to={paths.user.shopping}>
                <Trans>Start shopping</Trans>
              </Link>
            </Button>
          }
        >
          <Trans>Perfumes, chocolates and home essentials, packed and waiting at your arrival airport.</Trans>
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-3">
          <CustomsAllowanceNotice allowance={cart.data.customsAllowance} />
          <ul aria-label={t`Cart items`} className="flex flex-col gap-3">
            {lines.map((line) => (
              <CartLine key={line.id} line={line} />
            ))}
          </ul>
        </div>
      )}
      <StickySummaryBar>
        <CartSummary cart={cart.data} />
      </StickySummaryBar>
    </div>
  );
}

/** /user/cart (SPEC §2 "Cart"). */
export function CartRoute() {
  const { user } = useAuth();
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Shopping Cart`} />
      {/* The route guard normally keeps visitors out; a session that ended here still gets a way back. */}
      {user ? (
        <CartContents />
      ) : (
        <EmptyState
          icon={LogIn}
          title={t`Please log in to view your cart.`}
          action={
            <Button asChild>
              <Link to={paths.login}>
                <Trans>Login</Trans>
              </Link>
            </Button>
          }
        />
      )}
    </>
  );
}
