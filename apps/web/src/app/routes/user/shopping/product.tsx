import { Link, useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { idParamSchema } from '@arrival/contracts/common';
import { paths } from '../../../../config/paths';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { ApiError } from '../../../../lib/api-client';
import { useProduct } from '../../../../features/catalogue/api/get-product';
import { ProductDetails, ProductDetailsSkeleton } from '../../../../features/catalogue/components/product-details';

function ProductNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Product not found"
      action={
        <Button asChild variant="outline">
          <Link to={paths.user.shopping}>Back to Shopping</Link>
        </Button>
      }
    />
  );
}

function ProductScreen({ productId }: { productId: number }) {
  const product = useProduct(productId);

  if (product.isPending) return <ProductDetailsSkeleton />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) return <ProductNotFound />;
    return <ErrorState title={product.error.message} onRetry={() => void product.refetch()} />;
  }
  return <ProductDetails product={product.data} />;
}

/** /user/shopping/view-product/{productId}. */
export function ProductRoute() {
  const productId = idParamSchema.safeParse(useParams().productId);
  if (!productId.success) return <ProductNotFound />;
  // A new product starts from quantity 1 and its first image.
  return <ProductScreen key={productId.data} productId={productId.data} />;
}
