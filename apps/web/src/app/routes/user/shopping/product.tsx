import { Link, useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { idParamSchema } from '@arrival/contracts/common';
import { paths } from '../../../../config/paths';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { ApiError } from '../../../../lib/api-client';
import { useProduct } from '../../../../lib/api/get-product';
import { AddToCartControls } from '../../../../features/cart/components/add-to-cart-controls';
import { QuickAddToCartButton } from '../../../../features/cart/components/quick-add-to-cart-button';
import { ProductDetails, ProductDetailsSkeleton } from '../../../../features/catalogue/components/product-details';
import { WishlistToggle } from '../../../../features/wishlist/components/wishlist-toggle';

function ProductNotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={SearchX}
      title={t`Product not found`}
      action={
        <Button asChild variant="outline">
          <Link to={paths.user.shopping}>
            <Trans>Back to Shopping</Trans>
          </Link>
        </Button>
      }
    />
  );
}

function ProductScreen({ productId }: { productId: number }) {
  // A card opens at once with its list's copy of the product.
  const product = useProduct(productId, { fromLists: true });

  if (product.isPending) return <ProductDetailsSkeleton />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) return <ProductNotFound />;
    return <ErrorState title={product.error.message} onRetry={() => void product.refetch()} />;
  }
  return (
    <ProductDetails
      product={product.data}
      saveToggle={<WishlistToggle productId={product.data.id} className="size-11 shrink-0" />}
      purchase={<AddToCartControls product={product.data} />}
      cardAction={QuickAddToCartButton}
    />
  );
}

/** /user/shopping/view-product/{productId}. */
export function ProductRoute() {
  const productId = idParamSchema.safeParse(useParams().productId);
  if (!productId.success) return <ProductNotFound />;
  // A new product starts from quantity 1 and its first image.
  return <ProductScreen key={productId.data} productId={productId.data} />;
}
