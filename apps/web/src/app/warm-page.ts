import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { useViewerScope, type ViewerScope } from '../lib/api/viewer-scope';
import { loadScreensAt } from './route-tree';

type FirstList = (queryClient: QueryClient, scope: ViewerScope) => Promise<void>;

/**
 * The list a page shows first, where the app does not hold it already (the top bar's badges keep the cart
 * and the unread notices). Each query's module is imported on demand, so the first screen carries none.
 */
const firstLists: Partial<Record<string, FirstList>> = {
  // The open orders carry the pickup codes a traveller comes for.
  [paths.user.orderHistory]: async (queryClient) => {
    const { orderHistoryQueryOptions } = await import('../features/orders/api/get-order-history');
    return queryClient.prefetchQuery(orderHistoryQueryOptions('current'));
  },
  [paths.user.wishlist]: async (queryClient, scope) => {
    const { wishlistQueryOptions } = await import('../features/wishlist/api/get-wishlist');
    return queryClient.prefetchQuery(wishlistQueryOptions(scope));
  },
  [paths.user.deliveryPoints]: async (queryClient) => {
    const { countersQueryOptions } = await import('../features/counters/api/get-counters');
    return queryClient.prefetchQuery(countersQueryOptions());
  },
};

/**
 * Asks for a page's code and the list it shows first, on a sign that it is about to be opened. A list still
 * fresh is not asked for again; a failure (no network) is left for the page to report when it opens.
 */
function warmPage(to: string, queryClient: QueryClient, scope: ViewerScope) {
  void loadScreensAt(to).catch(() => undefined);
  void firstLists[to]?.(queryClient, scope).catch(() => undefined);
}

/** `warmPage` for the signed-in caller, e.g. on a pointer or focus reaching a link to `to`. */
export function useWarmPage() {
  const queryClient = useQueryClient();
  const scope = useViewerScope();
  return useCallback((to: string) => warmPage(to, queryClient, scope), [queryClient, scope]);
}
