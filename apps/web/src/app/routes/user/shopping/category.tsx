import { Link, useParams } from 'react-router';
import { PackageOpen, SearchX } from 'lucide-react';
import { idParamSchema } from '@arrival/contracts/common';
import { DEFAULT_CATEGORY_ID, paths } from '../../../../config/paths';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { ApiError } from '../../../../lib/api-client';
import { useCategoryProducts } from '../../../../lib/api/get-category-products';
import { ProductGrid, ProductGridSkeleton } from '../../../../features/catalogue/components/product-grid';
import { QuickAddToCartButton } from '../../../../features/cart/components/quick-add-to-cart-button';

function NoCategory() {
  return (
    <EmptyState
      icon={SearchX}
      title="No category found"
      action={
        <Button asChild variant="outline">
          <Link to={paths.user.category.href(DEFAULT_CATEGORY_ID)}>Go to the first category</Link>
        </Button>
      }
    />
  );
}

function CategoryProducts({ categoryId }: { categoryId: number }) {
  const category = useCategoryProducts(categoryId);

  if (category.isPending) return <ProductGridSkeleton />;
  if (category.isError) {
    if (category.error instanceof ApiError && category.error.status === 404) return <NoCategory />;
    return <ErrorState title={category.error.message} onRetry={() => void category.refetch()} />;
  }
  if (category.data.product.length === 0) {
    return <EmptyState icon={PackageOpen} title="No products available in this category" />;
  }
  return <ProductGrid products={category.data.product} label={`${category.data.name} products`} action={QuickAddToCartButton} />;
}

/** /user/shopping/{categoryId}: the category's products; its name is the carousel's heading. */
export function CategoryRoute() {
  const categoryId = idParamSchema.safeParse(useParams().categoryId);
  if (!categoryId.success) return <NoCategory />;
  return <CategoryProducts categoryId={categoryId.data} />;
}
