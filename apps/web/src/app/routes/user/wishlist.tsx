import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QuickAddToCartButton } from '../../../features/cart/components/quick-add-to-cart-button';
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalogue/components/product-grid';
import { useWishlist } from '../../../features/wishlist/api/get-wishlist';

function WishlistContents() {
  const wishlist = useWishlist();
  const { t } = useLingui();

  if (wishlist.isPending) return <ProductGridSkeleton count={4} />;
  if (wishlist.isError) {
    const reason = wishlist.error.message;
    return <ErrorState title={t`Failed to load wishlist: ${reason}`} onRetry={() => void wishlist.refetch()} />;
  }
  if (wishlist.data.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t`Your wishlist is empty.`}
        action={
          <Button asChild variant="outline">
            <Link to={paths.user.shopping}>
              <Trans>Browse products</Trans>
            </Link>
          </Button>
        }
      >
        <Trans>Tap the heart on any product to keep it here for later.</Trans>
      </EmptyState>
    );
  }
  return <ProductGrid products={wishlist.data} label={t`Wishlist products`} action={QuickAddToCartButton} />;
}

/** /user/wishlist (SPEC §2 "Wishlist"). */
export function WishlistRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`My Wishlist`} />
      <WishlistContents />
    </>
  );
}
