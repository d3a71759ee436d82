import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCategories } from '../../../lib/api/get-categories';
import { cn } from '../../../lib/cn';
import { categoryHref, useCatalogueParams } from '../catalogue-params';
import { usePrefetchCategory } from '../use-prefetch-category';
import { visibleCategories } from '../visible-categories';

/**
 * Every category with something at the traveller's airport, one tap away: a row that scrolls sideways
 * on a phone and wraps on a wide screen. The current one is marked for screen readers (aria-current)
 * as well as by colour.
 */
export function CategoryChips({ currentId }: { currentId: number | null }) {
  const categories = useCategories();
  const { sort } = useCatalogueParams();
  const prefetch = usePrefetchCategory();
  const listRef = useRef<HTMLUListElement>(null);
  const { t } = useLingui();

  // Bring the current chip into view in the row, without scrolling the page itself. Measured in the next
  // frame, where the browser lays the page out anyway: read in the effect, that layout would be forced
  // inside React's commit, one long task with the render on a slow phone.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!list || !current || list.scrollWidth <= list.clientWidth) return;
      const left = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
      list.scrollTo?.({ left, behavior: 'instant' });
    });
    return () => cancelAnimationFrame(frame);
  }, [currentId, categories.data]);

  if (categories.isPending) {
    return (
      <div className="flex gap-2 overflow-hidden" aria-hidden>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-11 w-28 shrink-0 rounded-full" />
        ))}
      </div>
    );
  }
  if (!categories.data) return null;
  const shown = visibleCategories(categories.data, currentId);
  if (shown.length === 0) return null;

  return (
    <nav aria-label={t`Categories`}>
      <ul
        ref={listRef}
        className="-mx-1 flex snap-x scroll-px-1 gap-2 overflow-x-auto px-1 py-1 [scrollbar-width:none] lg:flex-wrap lg:overflow-visible [&::-webkit-scrollbar]:hidden"
      >
        {shown.map((category) => {
          const isCurrent = category.id === currentId;
          return (
            <li key={category.id} className="shrink-0 snap-start">
              <Link
                to={categoryHref(category.id, sort)}
                onPointerEnter={() => prefetch(category.id, sort)}
                aria-current={isCurrent ? 'page' : undefined}
                lang="en"
                className={cn(
                  'inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isCurrent
                    ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                    : 'bg-card text-foreground hover:border-primary/40 hover:bg-muted',
                )}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
