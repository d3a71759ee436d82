import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProductSort } from '@arrival/contracts/catalogue';
import { categoryProductPagesQueryOptions } from '../../lib/api/get-category-products';
import { useViewerScope } from '../../lib/api/viewer-scope';

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
