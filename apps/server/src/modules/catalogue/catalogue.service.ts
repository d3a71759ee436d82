import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  sortProducts,
  type Category,
  type CategoryWithProducts,
  type Product,
  type ProductSearchResult,
  type ProductSort,
} from '@arrival/contracts/catalogue';
import type { Db } from '../../db/client.ts';
import { categories, productCategories, products } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { loadProductViews, productFilterFor, type Viewer } from './product-view.ts';
import { MAX_SEARCH_WORDS, rankMatches, searchWords } from './product-search.ts';

/** Every category with the number of products this viewer can see in it. */
export async function listCategories(db: Db, viewer: Viewer): Promise<Category[]> {
  const counts = db
    .select({ categoryId: productCategories.categoryId, productCount: count().as('product_count') })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(productFilterFor(viewer))
    .groupBy(productCategories.categoryId)
    .as('counts');
  return db
    .select({ id: categories.id, name: categories.name, productCount: sql<number>`coalesce(${counts.productCount}, 0)::int` })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.id));
}

export async function getCategory(db: Db, viewer: Viewer, id: number): Promise<Category> {
  const all = await listCategories(db, viewer);
  const category = all.find((c) => c.id === id);
  if (!category) throw notFound('Category');
  return category;
}

/** Ids in the requested order; sorted here, not in SQL, so PGlite and PostgreSQL collate names alike. */
function sortedIds(rows: { id: number; name: string; pricePaise: number }[], sort: ProductSort): number[] {
  return sortProducts(
    rows.map((row) => ({ id: row.id, name: row.name, price: paiseToRupees(row.pricePaise) })),
    sort,
  ).map((row) => row.id);
}

const sortColumns = { id: products.id, name: products.name, pricePaise: products.pricePaise };

export async function getCategoryWithProducts(
  db: Db,
  viewer: Viewer,
  id: number,
  sort: ProductSort = 'recommended',
): Promise<CategoryWithProducts> {
  const category = await getCategory(db, viewer, id);
  const rows = await db
    .select(sortColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .where(and(eq(productCategories.categoryId, id), productFilterFor(viewer)))
    .orderBy(asc(products.id));
  return { ...category, product: await loadProductViews(db, sortedIds(rows, sort), viewer) };
}

/**
 * The products this viewer can see whose name or description holds every word of `q`, allowing for
 * typing errors. The candidates are what the viewer's airport shows, a short list, ranked in memory.
 */
export async function searchProducts(db: Db, viewer: Viewer, q: string, sort: ProductSort): Promise<ProductSearchResult> {
  const words = searchWords(q).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) throw new AppError('VALIDATION_FAILED', msg('search.noWords'));
  const candidates = await db
    .select({ ...sortColumns, description: products.description })
    .from(products)
    .where(productFilterFor(viewer))
    .orderBy(asc(products.id));
  const matches = rankMatches(candidates, words);
  return { q, sort, product: await loadProductViews(db, sortedIds(matches, sort), viewer) };
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
