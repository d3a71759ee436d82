import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Category, ProductSort } from '@arrival/contracts/catalogue';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCategories } from '../../../lib/api/get-categories';
import { categoryHref, useCatalogueParams } from '../catalogue-params';
import { usePrefetchCategory, usePrefetchNeighbours } from '../use-prefetch-category';
import { visibleCategories } from '../visible-categories';

/**
 * The categories either side of the current one, wrapping at both ends (SPEC §2). An id not in
 * the list (a stale link) sits before the first, so the arrows still lead somewhere real.
 */
export function adjacentCategories(categories: Category[], currentId: number | null) {
  const count = categories.length;
  if (count === 0) return null;
  const index = categories.findIndex((category) => category.id === currentId);
  const previousIndex = index === -1 ? count - 1 : (index - 1 + count) % count;
  const nextIndex = index === -1 ? 0 : (index + 1) % count;
  return {
    current: index === -1 ? null : categories[index]!,
    index,
    previous: categories[previousIndex]!,
    next: categories[nextIndex]!,
  };
}

/**
 * The current category's name, which is the page's heading, between previous and next arrows. The
 * arrows step over categories with nothing at the traveller's airport, and keep the chosen sort.
 */
export function CategoryCarousel({ currentId }: { currentId: number | null }) {
  const categories = useCategories();
  const { sort } = useCatalogueParams();
  const shown = categories.data ? visibleCategories(categories.data, currentId) : null;
  const around = shown ? adjacentCategories(shown, currentId) : null;
  const { t } = useLingui();
  const categoryName = around?.current?.name;
  usePrefetchNeighbours(around?.previous.id, around?.next.id, sort);
  const title = categoryName ?? t`Shopping`;

  return (
    <div className="flex items-center gap-2 rounded-2xl border bg-card p-2 shadow-sm">
      <title>{t`${title} · Arrival Shop`}</title>
      <ArrowLink to={around?.previous} direction="previous" sort={sort} />
      <div className="flex min-w-0 flex-1 flex-col items-center gap-0.5 text-center">
        {categories.isPending ? (
          <>
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-4 w-24" />
          </>
        ) : (
          <>
            {/* A category's name comes from the server in English. */}
            <h1
              lang={categoryName === undefined ? undefined : 'en'}
              className="max-w-full truncate text-xl font-bold tracking-tight sm:text-2xl"
            >
              {title}
            </h1>
            {around?.current && (
              <CategoryPosition
                position={around.index + 1}
                total={shown?.length ?? 0}
                productCount={around.current.productCount}
              />
            )}
          </>
        )}
      </div>
      <ArrowLink to={around?.next} direction="next" sort={sort} />
    </div>
  );
}

function CategoryPosition({ position, total, productCount }: { position: number; total: number; productCount: number }) {
  return (
    <p className="text-xs text-muted-foreground">
      <Trans>
        Category {position} of {total} · <Plural value={productCount} one="# product" other="# products" />
      </Trans>
    </p>
  );
}

function ArrowLink({ to, direction, sort }: { to: Category | undefined; direction: 'previous' | 'next'; sort: ProductSort }) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  const { t } = useLingui();
  const label = direction === 'previous' ? t`Previous category` : t`Next category`;
  const prefetch = usePrefetchCategory();
  if (!to) {
    return (
      <Button variant="ghost" size="icon" aria-label={label} disabled className="size-11">
        <Icon aria-hidden className="size-5!" />
      </Button>
    );
  }
  return (
    <Button asChild variant="ghost" size="icon" className="size-11 shrink-0">
      <Link to={categoryHref(to.id, sort)} onPointerEnter={() => prefetch(to.id, sort)} aria-label={label} title={to.name}>
        <Icon aria-hidden className="size-5!" />
      </Link>
    </Button>
  );
}
