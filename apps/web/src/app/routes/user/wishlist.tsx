import { Link } from 'react-router';
import { Heart } from 'lucide-react';
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

  if (wishlist.isPending) return <ProductGridSkeleton count={4} />;
  if (wishlist.isError) {
    return <ErrorState title={`Failed to load wishlist: ${wishlist.error.message}`} onRetry={() => void wishlist.refetch()} />;
  }
  if (wishlist.data.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title="Your wishlist is empty."
        action={
          <Button asChild variant="outline">
            <Link to={paths.user.shopping}>Browse products</Link>
          </Button>
        }
      >
        Tap the heart on any product to keep it here for later.
      </EmptyState>
    );
  }
  return <ProductGrid products={wishlist.data} label="Wishlist products" action={QuickAddToCartButton} />;
}

/** /user/wishlist (SPEC §2 "Wishlist"). */
export function WishlistRoute() {
  return (
    <>
      <PageHeader title="My Wishlist" />
      <WishlistContents />
    </>
  );
}
