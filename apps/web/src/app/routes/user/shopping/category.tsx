import { Link, useParams } from 'react-router';
import { PackageOpen, SearchX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { idParamSchema } from '@arrival/contracts/common';
import { DEFAULT_CATEGORY_ID, paths } from '../../../../config/paths';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { ApiError } from '../../../../lib/api-client';
import { useCategoryProductPages } from '../../../../lib/api/get-category-products';
import { ProductGridSkeleton } from '../../../../features/catalogue/components/product-grid';
import { QuickAddToCartButton } from '../../../../features/cart/components/quick-add-to-cart-button';
import { useCatalogueParams } from '../../../../features/catalogue/catalogue-params';
import { SortSelect } from '../../../../features/catalogue/components/sort-select';
import { PagedProductGrid } from '../../../../features/catalogue/components/paged-product-grid';

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
  const { sort, setSort } = useCatalogueParams();
  const category = useCategoryProductPages(categoryId, sort);
  const { t } = useLingui();

  // The sort stays on screen while a new order loads, so changing it never moves focus away.
  const sortSelect = <SortSelect value={sort} onChange={setSort} className="self-end" />;
  if (category.isPending) {
    return (
      <div className="flex flex-col gap-3">
        {sortSelect}
        <ProductGridSkeleton />
      </div>
    );
  }
  if (!category.data) {
    if (category.error instanceof ApiError && category.error.status === 404) return <NoCategory />;
    return <ErrorState title={category.error.message} onRetry={() => void category.refetch()} />;
  }
  const [first] = category.data.pages;
  if (!first || first.totalElements === 0) {
    return <EmptyState icon={PackageOpen} title={t`No products available in this category`} />;
  }
  const categoryName = first.name;
  return (
    <div className="flex flex-col gap-3">
      {sortSelect}
      <PagedProductGrid pages={category} label={t`${categoryName} products`} action={QuickAddToCartButton} />
    </div>
  );
}

/** /user/shopping/{categoryId}: the category's products; its name is the carousel's heading. */
export function CategoryRoute() {
  const categoryId = idParamSchema.safeParse(useParams().categoryId);
  if (!categoryId.success) return <NoCategory />;
  return <CategoryProducts categoryId={categoryId.data} />;
}
