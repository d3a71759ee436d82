import { queryOptions, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { productSchema, type Product } from '@arrival/contracts/catalogue';
import { apiRequest } from '../api-client';
import { CATALOGUE_QUERY_KEY } from '../query-keys';
import { useViewerScope, type ViewerScope } from './viewer-scope';
import { msg } from '@lingui/core/macro';
import { apiPaths } from './early-responses';

export function getProduct(productId: number) {
  return apiRequest(apiPaths.product(productId), { schema: productSchema, fallbackMessage: msg`Failed to fetch product` });
}

/** SPEC §9: a product stays fresh for 60 s and is not retried. */
export const productQueryOptions = (productId: number, scope: ViewerScope) =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, scope, 'product', productId],
    queryFn: () => getProduct(productId),
    staleTime: 60_000,
    retry: false,
  });

/** A catalogue answer that lists products: a category, a page of one, search results. */
type ProductList = { product?: Product[] };

/**
 * The product as a catalogue list of the same scope holds it (a category's pages, search results), if one
 * does. The server builds list items and the product's own answer alike, so this is the card's copy, as old
 * as its list.
 */
function fromCatalogueLists(queryClient: QueryClient, productId: number, scope: ViewerScope) {
  const cached = queryClient.getQueriesData<ProductList | InfiniteData<ProductList>>({
    queryKey: [...CATALOGUE_QUERY_KEY, scope],
  });
  for (const [, data] of cached) {
    const lists = data && 'pages' in data ? data.pages : [data];
    for (const list of lists) {
      const found = list?.product?.find((product) => product.id === productId);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The product by id. With `fromLists`, the copy a catalogue list already holds is shown at once, so a card
 * opens without waiting for the network, while the product's own copy (its stock may have moved) is fetched.
 * Not for the admin's editor, whose form starts from what it is first given.
 */
export function useProduct(productId: number, { fromLists = false } = {}) {
  const queryClient = useQueryClient();
  const scope = useViewerScope();
  return useQuery({
    ...productQueryOptions(productId, scope),
    placeholderData: fromLists ? () => fromCatalogueLists(queryClient, productId, scope) : undefined,
  });
}
