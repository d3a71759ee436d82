import { Link } from 'react-router';
import { LogIn, ShoppingCart } from 'lucide-react';
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

  if (cart.isPending) {
    return (
      <div role="status" aria-label="Loading cart" className="flex flex-col gap-3">
        <CartLineSkeleton />
        <CartLineSkeleton />
      </div>
    );
  }
  if (cart.isError) {
    return <ErrorState title={`Error Loading Cart Details: ${cart.error.message}`} onRetry={() => void cart.refetch()} />;
  }

  const lines = cart.data.cart;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      {lines.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title="Your cart is empty"
          action={
            <Button asChild>
              <Link to={paths.user.shopping}>Start shopping</Link>
            </Button>
          }
        >
          Perfumes, chocolates and home essentials, packed and waiting at your arrival airport.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-3">
          <CustomsAllowanceNotice allowance={cart.data.customsAllowance} />
          <ul aria-label="Cart items" className="flex flex-col gap-3">
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
  return (
    <>
      <PageHeader title="Shopping Cart" />
      {/* The route guard normally keeps visitors out; a session that ended here still gets a way back. */}
      {user ? (
        <CartContents />
      ) : (
        <EmptyState
          icon={LogIn}
          title="Please log in to view your cart."
          action={
            <Button asChild>
              <Link to={paths.login}>Login</Link>
            </Button>
          }
        />
      )}
    </>
  );
}
