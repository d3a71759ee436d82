// Read by the web app's early requests script too, so this module imports nothing it would carry along.

export const CATEGORY_PAGE_MAX_SIZE = 100;
/** The page size when a product list (a category, a search) is paged and no size is given, and the shopping grid's page. */
export const CATEGORY_PAGE_DEFAULT_SIZE = 24;
