/** The page after `last` while there is one: how a paged product list (a category, a search) loads on. */
export const nextProductPage = (last: { pageable: { pageNumber: number }; totalPages: number }) =>
  last.pageable.pageNumber + 1 < last.totalPages ? last.pageable.pageNumber + 1 : undefined;
