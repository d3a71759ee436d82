import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginTraveller } from '../../test/auth-helpers.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { createProduct } from '../../seed/factories.ts';
import { SearchIndex } from './product-search.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let atCok: { authorization: string };
let atTrv: { authorization: string };
let sweets: Awaited<ReturnType<typeof createSweets>>;

/** Chocolates beside the fixture's 'Dark Cocoa 70%', one for each way a search can find or miss them. */
async function createSweets() {
  const stock = (cokShow = true) => [
    { locationId: fx.cok.id, stocksLeft: 20, show: cokShow },
    { locationId: fx.trv.id, stocksLeft: 20 },
  ];
  const make = (name: string, pricePaise: number, extra: Record<string, unknown> = {}) =>
    createProduct(t.db, {
      name,
      pricePaise,
      categoryIds: [fx.sweets.id],
      stock: stock(),
      description: 'Made in Kerala for travellers.',
      ...extra,
    }).then((p) => p.product);
  return {
    milk: await make('Cardamom Milk Chocolate 100 g', 24_900),
    byDescription: await make('Date Truffles 250 g', 89_900, { description: 'Soft dates dipped in dark chocolate.' }),
    sauce: await make('Chocolate Sauce 200 ml', 35_000),
    hidden: await make('Secret Chocolate Blend', 10_000, { showToConsumer: false }),
    retired: await make('Retired Chocolate Bar', 10_000, { retiredAt: new Date('2026-01-01T00:00:00Z') }),
    trvOnly: await make('Trivandrum Chocolate Coins', 15_000, { stock: stock(false) }),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  sweets = await createSweets();
  atCok = (await loginTraveller(t, fx.cok.id)).auth;
  atTrv = (await loginTraveller(t, fx.trv.id)).auth;
});
afterAll(() => t.close());

const search = (query: string, headers: Record<string, string> = atCok) =>
  t.app.inject({ method: 'GET', url: `/api/products/search?${query}`, headers });
const names = async (query: string, headers?: Record<string, string>) => {
  const res = await search(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().product as { name: string }[]).map((p) => p.name);
};

describe('GET /api/products/search', () => {
  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products/search?q=chocolate' })).statusCode).toBe(401);
  });

  it('finds chocolate through a typo, names first, then descriptions', async () => {
    const found = await names('q=choclate');
    expect(found).toEqual(['Cardamom Milk Chocolate 100 g', 'Chocolate Sauce 200 ml', 'Date Truffles 250 g']);
  });

  it('matches words of the description and answers items shaped as in a category', async () => {
    const res = await search('q=dipped%20dates');
    expect(res.json()).toMatchObject({ q: 'dipped dates', sort: 'recommended' });
    const [item] = res.json().product;
    expect(item).toMatchObject({
      id: sweets.byDescription.id,
      name: 'Date Truffles 250 g',
      price: 899,
      category: 'Chocolates',
      stockLeft: 20,
      stockStatus: 'IN_STOCK',
    });
    expect(item.locationStock).toHaveLength(1);
    const inCategory = (await t.app.inject({ method: 'GET', url: `/api/categories/${fx.sweets.id}/products`, headers: atCok }))
      .json()
      .product.find((p: { id: number }) => p.id === sweets.byDescription.id);
    expect(item).toEqual(inCategory);
  });

  it('needs every word, ignores case, accents and punctuation, and finds a word as it is being typed', async () => {
    expect(await names('q=MILK%20chocolate!')).toEqual(['Cardamom Milk Chocolate 100 g']);
    expect(await names('q=Ch%C3%B3col')).toHaveLength(3);
    expect(await names('q=milk%20perfume')).toEqual([]);
    expect(await names('q=70')).toEqual(['Dark Cocoa 70%']);
    // Short words and numbers must match exactly: no "75" for "70", no "tea" for "pea".
    expect(await names('q=75')).toEqual([]);
  });

  it('shows only what the caller can see at their airport', async () => {
    const cok = await names('q=chocolate');
    expect(cok).not.toContain('Secret Chocolate Blend');
    expect(cok).not.toContain('Retired Chocolate Bar');
    expect(cok).not.toContain('Trivandrum Chocolate Coins');
    expect(await names('q=chocolate', atTrv)).toContain('Trivandrum Chocolate Coins');
    expect(await names('q=jasmine')).toEqual([]);
    expect(await names('q=jasmine', atTrv)).toEqual(['Jasmine Mist']);
    expect(await names('q=unreleased', atTrv)).toEqual([]);
  });

  it('sorts by price both ways and by name', async () => {
    const cheapFirst = ['Cardamom Milk Chocolate 100 g', 'Chocolate Sauce 200 ml', 'Date Truffles 250 g'];
    expect(await names('q=chocolate&sort=price-asc')).toEqual(cheapFirst);
    expect(await names('q=chocolate&sort=price-desc')).toEqual([...cheapFirst].reverse());
    expect(await names('q=made%20kerala&sort=name')).toEqual(['Cardamom Milk Chocolate 100 g', 'Chocolate Sauce 200 ml']);
  });

  it('refuses an empty search, an unknown sort and an over-long search with a message', async () => {
    for (const query of ['q=', 'q=%20%20', '']) {
      const res = await search(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Type what you are looking for' });
    }
    const punctuation = await search('q=%21%3F');
    expect(punctuation.statusCode).toBe(400);
    expect(punctuation.json().error.message).toBe('Search for at least one letter or digit');
    expect((await search('q=chocolate&sort=cheapest')).statusCode).toBe(400);
    const long = await search(`q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Search for at most 100 characters');
  });

  it('answers a page of the matches in their order, with the totals, and a page past the end empty', async () => {
    const every = await names('q=chocolate&sort=price-desc');
    expect(every).toHaveLength(3);
    const page = async (n: number) => {
      const res = await search(`q=chocolate&sort=price-desc&page=${n}&size=2`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        q: string;
        product: { name: string }[];
        totalElements: number;
        totalPages: number;
        pageable: unknown;
      };
    };
    const [first, second, past] = [await page(0), await page(1), await page(2)];
    expect(first).toMatchObject({ q: 'chocolate', totalElements: 3, totalPages: 2, pageable: { pageNumber: 0, pageSize: 2 } });
    expect([...first.product, ...second.product].map((p) => p.name)).toEqual(every);
    expect(past.product).toEqual([]);
    expect(past.totalElements).toBe(3);
    // Without paging, the first page of 24, the shopping grid's.
    expect((await search('q=chocolate')).json()).toMatchObject({ totalElements: 3, pageable: { pageNumber: 0, pageSize: 24 } });
    expect((await search('q=chocolate&size=101')).statusCode).toBe(400);
    expect((await search('q=chocolate&page=-1')).statusCode).toBe(400);
  });
});

describe('GET /api/categories/:id/products?sort=', () => {
  const order = async (sort: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/categories/${fx.perfumes.id}/products?sort=${sort}`, headers: atCok }))
      .json()
      .product.map((p: { price: number }) => p.price);

  it('keeps the catalogue order by default and sorts by price or name on request', async () => {
    expect(await order('recommended')).toEqual([2499, 899.5, 1500]);
    expect(await order('price-asc')).toEqual([899.5, 1500, 2499]);
    expect(await order('price-desc')).toEqual([2499, 1500, 899.5]);
    // Musk Amber, Oud Intense, Rose Attar.
    expect(await order('name')).toEqual([1500, 2499, 899.5]);
    const bad = await t.app.inject({ method: 'GET', url: `/api/categories/${fx.perfumes.id}/products?sort=x`, headers: atCok });
    expect(bad.statusCode).toBe(400);
  });
});

describe('search answered from memory', () => {
  it('keeps one answer per query and sort, and drops it when a product is hidden', async () => {
    const cached = await buildTestApp({}, {}, { caches: true });
    try {
      const cfx = await createCatalogueFixture(cached.db);
      const traveller = await loginTraveller(cached, cfx.cok.id);
      const read = async (query: string) => {
        const res = await cached.app.inject({ method: 'GET', url: `/api/products/search?${query}`, headers: traveller.auth });
        expect(res.statusCode).toBe(200);
        return res.json() as { q: string; product: { name: string }[] };
      };
      const asc = (await read('q=ml&sort=price-asc')).product.map((p) => p.name);
      expect(asc).toEqual(['Rose Attar 12 ml', 'Musk Amber 50 ml', 'Oud Intense 100 ml']);
      expect((await read('q=ml&sort=price-asc')).product.map((p) => p.name)).toEqual(asc);
      expect((await read('q=ml&sort=price-desc')).product.map((p) => p.name)).toEqual([...asc].reverse());
      expect((await read('q=%20ML')).q).toBe('ML');
      // Each page is kept apart, even from a search whose words spell out another page's key.
      const paged = (await read('q=ml&sort=price-asc&page=0&size=2')) as { product: { name: string }[]; totalElements?: number };
      expect(paged.product.map((p) => p.name)).toEqual(asc.slice(0, 2));
      expect(paged.totalElements).toBe(3);
      expect((await read('q=page%3A0%3A2%3Aml&sort=price-asc')).product).toEqual([]);
      expect((await read('q=ml&sort=price-asc')).product.map((p) => p.name)).toEqual(asc);

      await cached.db.update(products).set({ showToConsumer: false }).where(eq(products.id, cfx.products.low.id));
      await vi.waitFor(
        async () => expect((await read('q=ml&sort=price-asc')).product.map((p) => p.name)).not.toContain('Rose Attar 12 ml'),
        { timeout: 1_000, interval: 20 },
      );
    } finally {
      await cached.close();
    }
  });

  it('ranks a search once for all its pages, currencies and spellings, and again after a catalogue change', async () => {
    const cached = await buildTestApp({}, {}, { caches: true });
    const rank = vi.spyOn(SearchIndex.prototype, 'rank');
    try {
      const cfx = await createCatalogueFixture(cached.db);
      const traveller = await loginTraveller(cached, cfx.cok.id);
      const page = async (query: string, headers: Record<string, string> = {}) => {
        const res = await cached.app.inject({
          method: 'GET',
          url: `/api/products/search?size=2&${query}`,
          headers: { ...traveller.auth, ...headers },
        });
        expect(res.statusCode).toBe(200);
        const body = res.json() as { q: string; product: { name: string }[]; totalElements: number };
        return { q: body.q, names: body.product.map((p) => p.name), total: body.totalElements };
      };
      const asc = 'sort=price-asc&q=';
      expect(await page(`${asc}ml&page=0`)).toEqual({ q: 'ml', names: ['Rose Attar 12 ml', 'Musk Amber 50 ml'], total: 3 });
      expect(rank).toHaveBeenCalledTimes(1);
      expect(await page(`${asc}ml&page=1`)).toEqual({ q: 'ml', names: ['Oud Intense 100 ml'], total: 3 });
      expect((await page(`${asc}ml&page=0`, { 'x-currency': 'AED' })).names).toEqual(['Rose Attar 12 ml', 'Musk Amber 50 ml']);
      expect(await page(`${asc}%20ML!&page=1`)).toEqual({ q: 'ML!', names: ['Oud Intense 100 ml'], total: 3 });
      expect(rank).toHaveBeenCalledTimes(1);
      // Another sort is a search of its own.
      expect((await page('sort=price-desc&q=ml&page=0')).names).toEqual(['Oud Intense 100 ml', 'Musk Amber 50 ml']);
      expect(rank).toHaveBeenCalledTimes(2);

      await cached.db.update(products).set({ showToConsumer: false }).where(eq(products.id, cfx.products.low.id));
      await vi.waitFor(async () => expect(await page(`${asc}ml&page=1`)).toEqual({ q: 'ml', names: [], total: 2 }), {
        timeout: 1_000,
        interval: 20,
      });
      const ranked = rank.mock.calls.length;
      expect(ranked).toBeGreaterThan(2);
      expect((await page(`${asc}ml&page=0`)).names).toEqual(['Musk Amber 50 ml', 'Oud Intense 100 ml']);
      expect(rank).toHaveBeenCalledTimes(ranked);
    } finally {
      rank.mockRestore();
      await cached.close();
    }
  });
});
