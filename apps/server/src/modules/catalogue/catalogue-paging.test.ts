import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productSortSchema, type ProductSort } from '@arrival/contracts/catalogue';
import { products } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginTraveller } from '../../test/auth-helpers.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { createCategory, createProduct } from '../../seed/factories.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let atCok: { authorization: string };
let shelfId: number;
let visible: { id: number; name: string; pricePaise: number }[];

/** Names that test each rule of the name order: numbers by value, case and accents ignored, ties by catalogue order. */
const NAMES = [
  'Cashew Pack 100 g',
  'cashew pack 10 g',
  'Cashew Pack 9 g',
  'Éclair Bites',
  'Eclair Bites',
  'banana chips',
  'Banana Chips 2',
  'Zesty Lime Drops',
  'almond rocks',
  'Ärger Toffee',
  'Coconut Candy',
  'Mango Bar 007',
  'Mango Bar 7 Pack',
];
/** Several share a price, so price orders fall back on the name. */
const PRICES = [12_000, 12_000, 9_900, 15_000, 15_000, 9_900, 12_000, 25_000, 30_000, 9_900, 12_000, 20_000, 20_000];

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  atCok = (await loginTraveller(t, fx.cok.id)).auth;
  shelfId = (await createCategory(t.db, { name: 'Snacks' })).id;
  visible = [];
  for (const [i, name] of NAMES.entries()) {
    const { product } = await createProduct(t.db, {
      name,
      pricePaise: PRICES[i]!,
      categoryIds: [shelfId],
      stock: [{ locationId: fx.cok.id, stocksLeft: 20 }],
    });
    visible.push(product);
  }
  // Not shown at Kochi: never counted nor paged.
  await createProduct(t.db, {
    name: 'Hidden Halwa',
    categoryIds: [shelfId],
    stock: [{ locationId: fx.cok.id, stocksLeft: 5, show: false }],
  });
  await createProduct(t.db, {
    name: 'Trivandrum Toffee',
    categoryIds: [shelfId],
    stock: [{ locationId: fx.trv.id, stocksLeft: 5 }],
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = atCok) => t.app.inject({ method: 'GET', url, headers });

/** The order each sort promises, worked out here with the language's own collation rules. */
function expectedOrder(sort: ProductSort): string[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const byName = (a: (typeof visible)[number], b: (typeof visible)[number]) => collator.compare(a.name, b.name) || a.id - b.id;
  const rows = [...visible].sort((a, b) => a.id - b.id);
  if (sort === 'name') rows.sort(byName);
  if (sort === 'price-asc') rows.sort((a, b) => a.pricePaise - b.pricePaise || byName(a, b));
  if (sort === 'price-desc') rows.sort((a, b) => b.pricePaise - a.pricePaise || byName(a, b));
  return rows.map((row) => row.name);
}

describe('GET /api/categories/:id/products?page=&size=', () => {
  it.each(productSortSchema.options)('pages through every product exactly once, in %s order', async (sort) => {
    const size = 4;
    const seen: string[] = [];
    for (let page = 0; page < 4; page += 1) {
      const res = await get(`/api/categories/${shelfId}/products?sort=${sort}&page=${page}&size=${size}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: shelfId,
        name: 'Snacks',
        productCount: NAMES.length,
        totalElements: NAMES.length,
        totalPages: 4,
        pageable: { pageNumber: page, pageSize: size },
      });
      expect(body.product.length).toBe(page < 3 ? size : NAMES.length - 3 * size);
      seen.push(...body.product.map((p: { name: string }) => p.name));
    }
    expect(seen).toEqual(expectedOrder(sort));
    // The whole list, as the SPEC's client asks for it, is in the same order.
    const whole = (await get(`/api/categories/${shelfId}/products?sort=${sort}`)).json();
    expect(whole.product.map((p: { name: string }) => p.name)).toEqual(seen);
  });

  it('orders a renamed product by its new name', async () => {
    const zesty = visible.find((product) => product.name === 'Zesty Lime Drops')!;
    const firstByName = async () =>
      (await get(`/api/categories/${shelfId}/products?sort=name&page=0&size=1`)).json().product[0].name as string;
    expect(await firstByName()).toBe('almond rocks');
    await t.db.update(products).set({ name: 'Åland Drops' }).where(eq(products.id, zesty.id));
    try {
      expect(await firstByName()).toBe('Åland Drops');
    } finally {
      await t.db.update(products).set({ name: zesty.name }).where(eq(products.id, zesty.id));
    }
    expect(await firstByName()).toBe('almond rocks');
  });

  it('answers the SPEC shape without paging and the paged shape with either parameter', async () => {
    const whole = (await get(`/api/categories/${shelfId}/products`)).json();
    expect(Object.keys(whole).sort()).toEqual(['id', 'name', 'product', 'productCount']);
    expect(whole.product).toHaveLength(NAMES.length);

    const onlyPage = (await get(`/api/categories/${shelfId}/products?page=0`)).json();
    expect(onlyPage.pageable).toEqual({ pageNumber: 0, pageSize: 24 });
    expect(onlyPage.product).toHaveLength(NAMES.length);
    const onlySize = (await get(`/api/categories/${shelfId}/products?size=5`)).json();
    expect(onlySize).toMatchObject({ totalPages: 3, pageable: { pageNumber: 0, pageSize: 5 } });
    expect(onlySize.product.map((p: { id: number }) => p.id)).toEqual(whole.product.slice(0, 5).map((p: { id: number }) => p.id));
  });

  it('answers an empty page past the end, with the totals', async () => {
    const res = await get(`/api/categories/${shelfId}/products?page=7&size=5`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ product: [], totalElements: NAMES.length, totalPages: 3, pageable: { pageNumber: 7 } });
  });

  it('refuses out-of-bounds paging and answers 404 for an unknown category', async () => {
    for (const query of ['size=0', 'size=101', 'size=2.5', 'size=abc', 'page=-1', 'page=1.5', 'page=x']) {
      const res = await get(`/api/categories/${shelfId}/products?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get(`/api/categories/${shelfId}/products?size=100`)).statusCode).toBe(200);
    const missing = await get('/api/categories/999999/products?page=0&size=10');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Category not found');
  });

  it('counts one category as the category list does', async () => {
    const all = (await get('/api/categories/getAll')).json() as { id: number; productCount: number }[];
    for (const category of all) {
      expect((await get(`/api/categories/${category.id}`)).json()).toMatchObject({ productCount: category.productCount });
    }
    expect(all.find((c) => c.id === shelfId)?.productCount).toBe(NAMES.length);
  });
});

describe('category pages answered from memory', () => {
  it('keeps one answer per page and size, and drops them all when a product changes', async () => {
    const cached = await buildTestApp({}, {}, { caches: true });
    try {
      const cfx = await createCatalogueFixture(cached.db);
      const traveller = await loginTraveller(cached, cfx.cok.id);
      const names = async (query: string) => {
        const res = await cached.app.inject({
          method: 'GET',
          url: `/api/categories/${cfx.perfumes.id}/products?sort=name&${query}`,
          headers: traveller.auth,
        });
        expect(res.statusCode).toBe(200);
        return (res.json() as { product: { name: string }[] }).product.map((p) => p.name);
      };
      const wholeList = ['Musk Amber 50 ml', 'Oud Intense 100 ml', 'Rose Attar 12 ml'];
      for (let round = 0; round < 2; round += 1) {
        expect(await names('page=0&size=1')).toEqual(['Musk Amber 50 ml']);
        expect(await names('page=1&size=1')).toEqual(['Oud Intense 100 ml']);
        expect(await names('page=0&size=2')).toEqual(['Musk Amber 50 ml', 'Oud Intense 100 ml']);
        expect(await names('page=1&size=2')).toEqual(['Rose Attar 12 ml']);
        expect(await names('')).toEqual(wholeList);
      }

      // Renamed in the database: every cached page of the category is dropped, not only the one read next.
      await cached.db.update(products).set({ name: 'Zafran Musk 50 ml' }).where(eq(products.id, cfx.products.soldOut.id));
      await vi.waitFor(async () => expect(await names('page=0&size=1')).toEqual(['Oud Intense 100 ml']), {
        timeout: 1_000,
        interval: 20,
      });
      expect(await names('page=1&size=1')).toEqual(['Rose Attar 12 ml']);
      expect(await names('page=1&size=2')).toEqual(['Zafran Musk 50 ml']);
      expect(await names('')).toEqual(['Oud Intense 100 ml', 'Rose Attar 12 ml', 'Zafran Musk 50 ml']);
    } finally {
      await cached.close();
    }
  });
});
