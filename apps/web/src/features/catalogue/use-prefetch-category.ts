import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProductSort } from '@arrival/contracts/catalogue';
import { afterFirstScreen, FIRST_SCREEN_CAP_MS, queriesSettled } from '../../lib/after-first-screen';
import { categoryProductPagesQueryOptions } from '../../lib/api/get-category-products';
import { useViewerScope } from '../../lib/api/viewer-scope';
import { nextTask } from '../../lib/next-task';
import { savesData } from '../../lib/save-data';

/**
 * Asks for a category's first page when a pointer reaches its link, before the press: a mouse rests there
 * a few hundred milliseconds before the click, a finger some tens before the tap ends, and the grid opens
 * with that much of its wait gone. A page still fresh (a minute) is not asked for again.
 */
export function usePrefetchCategory() {
  const queryClient = useQueryClient();
  const scope = useViewerScope();
  return useCallback(
    (categoryId: number, sort: ProductSort) =>
      void queryClient.prefetchInfiniteQuery(categoryProductPagesQueryOptions(categoryId, sort, scope)),
    [queryClient, scope],
  );
}

/**
 * Asks for the first pages of the categories either side of the current one once the screen is drawn and
 * nothing else is being fetched: a phone has no pointer to rest on an arrow, and the arrows are how a
 * traveller pages through the shop, so the next grid opens without a round trip. As on a pointer, a page
 * still fresh is not asked for again; with Save-Data on, only a pointer on a link asks.
 */
export function usePrefetchNeighbours(previousId: number | undefined, nextId: number | undefined, sort: ProductSort) {
  const queryClient = useQueryClient();
  const prefetch = usePrefetchCategory();
  useEffect(() => {
    if (previousId === undefined || nextId === undefined || savesData()) return;
    let cancelled = false;
    // Waited for without a render, the current grid's own page first (asked for in the same commit), and
    // asked for in a task of its own, apart from the work of the answer that settled the queries.
    void afterFirstScreen(queryClient)
      .then(() => queriesSettled(queryClient, FIRST_SCREEN_CAP_MS))
      .then(nextTask)
      .then(() => {
        if (cancelled) return;
        prefetch(nextId, sort);
        if (previousId !== nextId) prefetch(previousId, sort);
      });
    return () => {
      cancelled = true;
    };
  }, [previousId, nextId, sort, queryClient, prefetch]);
}
