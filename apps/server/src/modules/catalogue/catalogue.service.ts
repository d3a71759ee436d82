import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  type Category,
  type CategoryProductsPage,
  type CategoryWithProducts,
  type Product,
  type ProductSearchPage,
  type ProductSort,
} from '@arrival/contracts/catalogue';
import type { Db } from '../../db/client.ts';
import { idIn } from '../../db/id-arrays.ts';
import { categories, productCategories, products } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import { loadProductViews, productFilterFor, type Viewer } from './product-view.ts';
import { MAX_SEARCH_WORDS, SearchIndex, searchWords } from './product-search.ts';
import { pageFields } from '../../lib/paging.ts';

/**
 * Categories with the number of products this viewer can see in each: every one, or only category `id`,
 * whose products alone are then counted.
 */
function categoriesWithCounts(db: Db, viewer: Viewer, id?: number) {
  const counts = db
    .select({ categoryId: productCategories.categoryId, productCount: count().as('product_count') })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(and(productFilterFor(viewer), id === undefined ? undefined : eq(productCategories.categoryId, id)))
    .groupBy(productCategories.categoryId)
    .as('counts');
  return db
    .select({ id: categories.id, name: categories.name, productCount: sql<number>`coalesce(${counts.productCount}, 0)::int` })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(id === undefined ? undefined : eq(categories.id, id))
    .orderBy(asc(categories.id));
}

/** Every category with the number of products this viewer can see in it. */
export async function listCategories(db: Db, viewer: Viewer): Promise<Category[]> {
  return categoriesWithCounts(db, viewer);
}

/** One category with the number of products this viewer can see in it. */
export async function getCategory(db: Db, viewer: Viewer, id: number): Promise<Category> {
  const [category] = await categoriesWithCounts(db, viewer, id);
  if (!category) throw notFound('Category');
  return category;
}

/**
 * A name's sort key (`products.name_key`, migration 0009), compared byte by byte so that both databases order
 * alike whatever their locale. Ties keep the catalogue order (id).
 */
const nameKey = sql`${products.nameKey} collate "C"`;

const orderBy: Record<ProductSort, SQL[]> = {
  recommended: [asc(products.id)],
  'price-asc': [asc(products.pricePaise), asc(nameKey), asc(products.id)],
  'price-desc': [desc(products.pricePaise), asc(nameKey), asc(products.id)],
  name: [asc(nameKey), asc(products.id)],
};

/** Page `page` of `size` (every product without them) of a category's products this viewer can see, ordered in SQL. */
async function categoryProductIds(db: Db, viewer: Viewer, id: number, sort: ProductSort, page?: { page: number; size: number }) {
  const query = db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .where(and(eq(productCategories.categoryId, id), productFilterFor(viewer)))
    .orderBy(...orderBy[sort])
    .$dynamic();
  const rows = await (page ? query.limit(page.size).offset(page.page * page.size) : query);
  return rows.map((row) => row.id);
}

/** The category with every product this viewer can see in it, in the SPEC's shape. */
export async function getCategoryWithProducts(
  db: Db,
  viewer: Viewer,
  id: number,
  sort: ProductSort = 'recommended',
): Promise<CategoryWithProducts> {
  const category = await getCategory(db, viewer, id);
  return { ...category, product: await loadProductViews(db, await categoryProductIds(db, viewer, id, sort), viewer) };
}

/** One page of a category's products, with the totals; a page past the end is empty. */
export async function getCategoryProductsPage(
  db: Db,
  viewer: Viewer,
  id: number,
  sort: ProductSort,
  page: number,
  size: number,
): Promise<CategoryProductsPage> {
  const category = await getCategory(db, viewer, id);
  const ids = category.productCount > page * size ? await categoryProductIds(db, viewer, id, sort, { page, size }) : [];
  return {
    ...category,
    product: await loadProductViews(db, ids, viewer),
    ...pageFields(category.productCount, { page, size }),
  };
}

/** The words of every product not retired, for search, in the catalogue's order. */
export async function loadSearchIndex(db: Db): Promise<SearchIndex> {
  const rows = await db
    .select({ id: products.id, name: products.name, description: products.description })
    .from(products)
    .where(isNull(products.retiredAt))
    .orderBy(asc(products.id));
  return new SearchIndex(rows);
}

/** The words a search matches by, as many as are used; a search of punctuation alone is refused. */
export function searchTerms(q: string): string[] {
  const words = searchWords(q).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) throw new AppError('VALIDATION_FAILED', msg('search.noWords'));
  return words;
}

/**
 * The ids of the products this viewer can see whose name or description holds every one of `words`,
 * allowing for typing errors, in `sort`'s order: ranked in `index` (every product's words), then narrowed
 * to what the viewer's airport shows.
 */
export async function searchMatches(db: Db, viewer: Viewer, words: string[], sort: ProductSort, index: SearchIndex) {
  const ranked = index.rank(words);
  if (ranked.length === 0) return [];
  // Narrowed to what the airport shows, and ordered, by the database; the ids go as one array parameter.
  const shown = db
    .select({ id: products.id })
    .from(products)
    .where(and(productFilterFor(viewer), idIn(products.id, ranked)))
    .$dynamic();
  if (sort !== 'recommended') return (await shown.orderBy(...orderBy[sort])).map((row) => row.id);
  const visible = new Set((await shown).map((row) => row.id));
  return ranked.filter((id) => visible.has(id));
}

/** One page of a search's matches (`searchMatches`), with the totals: only that page's products are read. */
export async function searchPage(
  db: Db,
  viewer: Viewer,
  search: { q: string; sort: ProductSort; matches: readonly number[] },
  paging: { page: number; size: number },
): Promise<ProductSearchPage> {
  const { q, sort, matches } = search;
  const onPage = matches.slice(paging.page * paging.size, (paging.page + 1) * paging.size);
  return { q, sort, product: await loadProductViews(db, onPage, viewer), ...pageFields(matches.length, paging) };
}

export async function getProduct(db: Db, viewer: Viewer, id: number): Promise<Product> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), productFilterFor(viewer)))
    .limit(1);
  if (!row) throw notFound('Product');
  const [view] = await loadProductViews(db, [row.id], viewer);
  if (!view) throw notFound('Product');
  return view;
}
