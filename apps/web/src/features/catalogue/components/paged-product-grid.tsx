import { useCallback, useMemo, useRef } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Product } from '@arrival/contracts/catalogue';
import type { ProductCardAction } from './product-card';
import { ProductGrid } from './product-grid';
import { LoadMore } from './load-more';

/** What each page of a paged product list (a category, a search) answers. */
interface ProductPage {
  product: Product[];
  totalElements: number;
}

/**
 * The products of the pages loaded so far, in one grid, with the next page loaded as the end of the grid
 * scrolls near (or from its "Load more" button).
 */
export function PagedProductGrid({
  pages,
  label,
  action,
}: {
  /** The list's infinite query, with at least its first page loaded. */
  pages: UseInfiniteQueryResult<InfiniteData<ProductPage>>;
  label: string;
  action: ProductCardAction;
}) {
  const list = useRef<HTMLDivElement>(null);
  const loaded = pages.data?.pages;
  const products = useMemo(() => loaded?.flatMap((page) => page.product) ?? [], [loaded]);
  const { fetchNextPage } = pages;
  const loadMore = useCallback(() => fetchNextPage(), [fetchNextPage]);
  return (
    <>
      <div ref={list}>
        <ProductGrid products={products} label={label} action={action} />
      </div>
      <LoadMore
        shown={products.length}
        total={loaded?.[0]?.totalElements ?? 0}
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        error={pages.isFetchNextPageError ? pages.error.message : null}
        onLoadMore={loadMore}
        listRef={list}
      />
    </>
  );
}
