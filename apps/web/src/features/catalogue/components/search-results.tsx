import { SearchX } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useProductSearchPages } from '../../../lib/api/search-products';
import { cn } from '../../../lib/cn';
import { useCatalogueParams } from '../catalogue-params';
import type { ProductCardAction } from './product-card';
import { ProductGridSkeleton } from './product-grid';
import { PagedProductGrid } from './paged-product-grid';
import { SortSelect } from './sort-select';

const resultsText = (count: number, q: string) =>
  plural(count, { 0: `No results for “${q}”`, one: `# result for “${q}”`, other: `# results for “${q}”` });

/** The products matching the search in the address, with their count announced and a sort. */
export function SearchResults({ cardAction }: { cardAction: ProductCardAction }) {
  const { q, sort, setSort } = useCatalogueParams();
  const search = useProductSearchPages(q, sort);
  const { t } = useLingui();
  // Results for an earlier query stay on screen (dimmed) while the new ones load.
  const isStale = search.isPlaceholderData;
  const matches = search.data?.pages[0]?.totalElements;
  const status = search.isPending || isStale ? t`Searching…` : matches !== undefined ? resultsText(matches, q) : '';

  return (
    <section aria-labelledby="search-results-heading" className="flex flex-col gap-4">
      <title>{t`Search: ${q} · Arrival Shop`}</title>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col">
          <h1 id="search-results-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
            <Trans>Search results</Trans>
          </h1>
          <p role="status" aria-live="polite" className="truncate text-sm text-muted-foreground">
            {status}
          </p>
        </div>
        <SortSelect value={sort} onChange={setSort} recommendedLabel={t`Best match`} />
      </div>
      {search.isPending ? (
        <ProductGridSkeleton />
      ) : !search.data ? (
        // A later page that failed keeps the grid; LoadMore offers it again.
        <ErrorState title={search.error?.message ?? ''} onRetry={() => void search.refetch()} />
      ) : matches === 0 ? (
        <EmptyState icon={SearchX} title={t`No products match “${q}”`}>
          <Trans>Check the spelling, try a shorter word, or pick a category above.</Trans>
        </EmptyState>
      ) : (
        <div className={cn('transition-opacity', isStale && 'opacity-60')} aria-busy={isStale}>
          <PagedProductGrid pages={search} label={t`Search results`} action={cardAction} />
        </div>
      )}
    </section>
  );
}
