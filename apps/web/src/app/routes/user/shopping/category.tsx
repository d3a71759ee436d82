import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { PackageOpen, SearchX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { sortProducts } from '@arrival/contracts/catalogue';
import { idParamSchema } from '@arrival/contracts/common';
import { DEFAULT_CATEGORY_ID, paths } from '../../../../config/paths';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { ApiError } from '../../../../lib/api-client';
import { useCategoryProducts } from '../../../../lib/api/get-category-products';
import { ProductGrid, ProductGridSkeleton } from '../../../../features/catalogue/components/product-grid';
import { QuickAddToCartButton } from '../../../../features/cart/components/quick-add-to-cart-button';
import { useCatalogueParams } from '../../../../features/catalogue/catalogue-params';
import { SortSelect } from '../../../../features/catalogue/components/sort-select';

function NoCategory() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={SearchX}
      title={t`No category found`}
      action={
        <Button asChild variant="outline">
          <Link to={paths.user.category.href(DEFAULT_CATEGORY_ID)}>
            <Trans>Go to the first category</Trans>
          </Link>
        </Button>
      }
    />
  );
}

function CategoryProducts({ categoryId }: { categoryId: number }) {
  const category = useCategoryProducts(categoryId);
  const { sort, setSort } = useCatalogueParams();
  const { t } = useLingui();
  // The whole category is loaded (and shared with 'More like this'), so it is sorted here, with the
  // server's own comparison, rather than asked for again.
  const products = useMemo(() => (category.data ? sortProducts(category.data.product, sort) : []), [category.data, sort]);

  if (category.isPending) return <ProductGridSkeleton />;
  if (category.isError) {
    if (category.error instanceof ApiError && category.error.status === 404) return <NoCategory />;
    return <ErrorState title={category.error.message} onRetry={() => void category.refetch()} />;
  }
  if (category.data.product.length === 0) {
    return <EmptyState icon={PackageOpen} title={t`No products available in this category`} />;
  }
  const categoryName = category.data.name;
  return (
    <div className="flex flex-col gap-3">
      <SortSelect value={sort} onChange={setSort} className="self-end" />
      <ProductGrid products={products} label={t`${categoryName} products`} action={QuickAddToCartButton} />
    </div>
  );
}

/** /user/shopping/{categoryId}: the category's products; its name is the carousel's heading. */
export function CategoryRoute() {
  const categoryId = idParamSchema.safeParse(useParams().categoryId);
  if (!categoryId.success) return <NoCategory />;
  return <CategoryProducts categoryId={categoryId.data} />;
}
