import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Category, CategoryWithProducts, Product } from '@arrival/contracts/catalogue';
import type { Db } from '../../db/client.ts';
import { categories, productCategories, products } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { loadProductViews, productFilterFor, type Viewer } from './product-view.ts';

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

export async function getCategoryWithProducts(db: Db, viewer: Viewer, id: number): Promise<CategoryWithProducts> {
  const category = await getCategory(db, viewer, id);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .where(and(eq(productCategories.categoryId, id), productFilterFor(viewer)))
    .orderBy(asc(products.id));
  return {
    ...category,
    product: await loadProductViews(
      db,
      rows.map((r) => r.id),
      viewer,
    ),
  };
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
