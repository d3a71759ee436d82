import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { Plus, Search, SearchX } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useCategoryProducts } from '../../../lib/api/get-category-products';
import { filterProductsByName } from '../product-search';
import { AdminProductCard } from './admin-product-card';

/** One column on a phone, up to four as the space grows (the category list takes some on desktop). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- class names
const gridClassName = 'grid grid-cols-1 gap-4 @md:grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4';

function AddProductTile({ categoryId }: { categoryId: number }) {
  return (
    <Link
      to={paths.admin.newProduct.href(categoryId)}
      className="flex min-h-28 w-full flex-col items-center justify-center gap-3 rounded-2xl @md:min-h-48 border-2 border-dashed bg-card/50 p-6 text-center text-sm font-semibold text-muted-foreground transition-colors hover:border-primary hover:bg-primary-soft hover:text-primary"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Plus aria-hidden className="size-6" />
      </span>
      <Trans>Add New Product to Category</Trans>
    </Link>
  );
}

/** /stocks/{categoryId}: the category's products, every one the admin has, hidden ones included. */
export function CategoryProducts({ categoryId }: { categoryId: number }) {
  const searchId = useId();
  const category = useCategoryProducts(categoryId);
  const [search, setSearch] = useState('');
  // Typing stays instant while a long grid filters behind it.
  const deferredSearch = useDeferredValue(search);
  const { t } = useLingui();

  if (category.isPending) {
    return (
      <div role="status" aria-label={t`Loading products`} className="flex flex-col gap-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-11" />
        <div className="@container">
          <div className={gridClassName}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-72 rounded-2xl" />
            ))}
          </div>
        </div>
      </div>
    );
  }
  if (category.isError) {
    if (category.error instanceof ApiError && category.error.status === 404) {
      return <EmptyState icon={SearchX} title={t`No category found`} />;
    }
    return <ErrorState title={category.error.message} onRetry={() => void category.refetch()} />;
  }

  const { name, product: products } = category.data;
  const shown = filterProductsByName(products, deferredSearch);
  const wanted = deferredSearch.trim();
  const productCount = products.length;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={name}
        description={plural(productCount, { one: '# product', other: '# products' })}
        actions={
          <LinkButton to={paths.admin.newProduct.href(categoryId)}>
            <Plus aria-hidden />
            <Trans>Add New Product</Trans>
          </LinkButton>
        }
      />

      <div role="search" className="relative -mt-1">
        <label htmlFor={searchId} className="sr-only">
          <Trans>Search Product</Trans>
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder={t`Search Product`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-10"
        />
      </div>

      <div className="@container">
        <ul aria-label={t`${name} products`} className={gridClassName}>
          <li className="flex">
            <AddProductTile categoryId={categoryId} />
          </li>
          {shown.map((product) => (
            <li key={product.id} className="flex">
              <AdminProductCard product={product} categoryId={categoryId} />
            </li>
          ))}
        </ul>
      </div>
      {shown.length === 0 && (
        <p role="status" className="text-center text-sm text-muted-foreground">
          {products.length === 0 ? t`No products in this category yet.` : t`No products match “${wanted}”.`}
        </p>
      )}
    </div>
  );
}
