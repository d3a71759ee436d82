import type { QueryClient } from '@tanstack/react-query';
import { currencyRatesQueryOptions } from '../features/catalogue/api/get-currency-rates';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { cartDetailsQueryOptions } from '../lib/api/get-cart-details';
import { categoriesQueryOptions } from '../lib/api/get-categories';
import { categoryProductPagesQueryOptions } from '../lib/api/get-category-products';
import { locationsQueryOptions } from '../lib/api/get-locations';
import { productQueryOptions } from '../lib/api/get-product';
import { userDetailsQueryOptions } from '../lib/api/get-user-details';
import { paths } from '../config/paths';
import { openedCategory, openedProduct } from '../lib/api/early-responses';
import { getReferenceCurrency } from '../lib/reference-currency';

/**
 * A traveller's first screen's queries, started while its code loads rather than once it is drawn. Each
 * takes the answer index.html's head script asked for (lib/api/early-responses.ts), which is usually in by
 * then, so the first render draws the category row and the grid, or the product, whole instead of
 * skeletons that a second render replaces and moves. The cart and the unread notices are among them: the
 * top bar's badges and the grid's cart quantities read them, and an answer arriving after the first screen
 * is drawn re-renders all of those at once, in one task (a query's update is never sliced by React).
 */
export async function prefetchFirstQueries(queryClient: QueryClient, pathname: string, search: string) {
  if (!pathname.startsWith(`${paths.user.root}/`)) return;
  const user = await queryClient.fetchQuery(userDetailsQueryOptions());
  // As useViewerScope reads it, so the keys are the screen's own.
  const scope = { currency: getReferenceCurrency(), pickupLocationId: user.pickUpLocation };
  const categoryId = openedCategory(pathname, search);
  const productId = openedProduct(pathname);
  await Promise.all([
    queryClient.prefetchQuery(cartDetailsQueryOptions(scope)),
    queryClient.prefetchQuery(notificationsQueryOptions('unread')),
    queryClient.prefetchQuery(locationsQueryOptions()),
    queryClient.prefetchQuery(currencyRatesQueryOptions()),
    queryClient.prefetchQuery(categoriesQueryOptions(scope)),
    categoryId === null
      ? undefined
      : queryClient.prefetchInfiniteQuery(categoryProductPagesQueryOptions(categoryId, 'recommended', scope)),
    productId === null ? undefined : queryClient.prefetchQuery(productQueryOptions(productId, scope)),
  ]);
}
