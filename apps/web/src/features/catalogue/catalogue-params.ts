import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { productSortSchema, type ProductSort } from '@arrival/contracts/catalogue';
import { paths } from '../../config/paths';

const sortOrDefault = z.catch(productSortSchema, 'recommended');

/**
 * The search and the sort live in the address (?q=…&sort=…), so Back, reload and a shared link show
 * the same list. An unknown sort reads as the default.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const sort: ProductSort = sortOrDefault.parse(params.get('sort') ?? undefined);

  const setSort = useCallback(
    (next: ProductSort) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'recommended') updated.delete('sort');
          else updated.set('sort', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** Starting a search adds a history entry (Back leaves it); refining or clearing it replaces that entry. */
  const setQuery = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: params.has('q') },
      ),
    [setParams, params],
  );

  return { q, sort, setSort, setQuery };
}

/** A category's address, keeping the chosen sort so moving between categories does not reset it. */
export function categoryHref(categoryId: number, sort: ProductSort) {
  const href = paths.user.category.href(categoryId);
  return sort === 'recommended' ? href : `${href}?sort=${sort}`;
}
