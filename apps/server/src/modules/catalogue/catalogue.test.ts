import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAs, loginTraveller } from '../../test/auth-helpers.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { grantRole } from '../users/users.service.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let atCok: { authorization: string };
let atTrv: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  atCok = (await loginTraveller(t, fx.cok.id)).auth;
  atTrv = (await loginTraveller(t, fx.trv.id)).auth;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/locations', () => {
  it('lists the airports without a token', async () => {
    const res = await get('/api/locations');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { code: string }) => l.code)).toEqual(['COK', 'TRV']);
  });
});

describe('categories', () => {
  it('needs a token', async () => {
    for (const url of [
      '/api/categories/getAll',
      `/api/categories/${fx.perfumes.id}`,
      `/api/categories/${fx.perfumes.id}/products`,
      `/api/product/${fx.products.plenty.id}`,
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('counts only what the traveller can see at their airport', async () => {
    const cok = (await get('/api/categories/getAll', atCok)).json();
    expect(cok).toEqual([
      { id: fx.perfumes.id, name: 'Perfumes', productCount: 3 },
      { id: fx.sweets.id, name: 'Chocolates', productCount: 1 },
    ]);
    const trv = (await get('/api/categories/getAll', atTrv)).json();
    expect(trv[0].productCount).toBe(4);
  });

  it('lists a category with its visible products and their stock state', async () => {
    const res = await get(`/api/categories/${fx.perfumes.id}/products`, atCok);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: fx.perfumes.id, name: 'Perfumes', productCount: 3 });
    const byName = Object.fromEntries(body.product.map((p: any) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(['Musk Amber 50 ml', 'Oud Intense 100 ml', 'Rose Attar 12 ml']);
    expect(byName['Oud Intense 100 ml']).toMatchObject({
      stockLeft: 50,
      stockStatus: 'IN_STOCK',
      price: 2499,
      category: 'Perfumes',
    });
    expect(byName['Rose Attar 12 ml']).toMatchObject({ stockLeft: 5, stockStatus: 'LOW_STOCK', price: 899.5 });
    expect(byName['Musk Amber 50 ml']).toMatchObject({ stockLeft: 0, stockStatus: 'OUT_OF_STOCK' });
    expect(byName['Oud Intense 100 ml'].locationStock).toHaveLength(1);
  });

  it('answers 404 for unknown categories and 400 for malformed ids', async () => {
    expect((await get('/api/categories/999999/products', atCok)).statusCode).toBe(404);
    expect((await get('/api/categories/999999', atCok)).json().error.message).toBe('Category not found');
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      expect((await get(`/api/categories/${bad}/products`, atCok)).statusCode).toBe(400);
    }
  });

  it('shows admins every product that is not retired, with stock at every airport', async () => {
    const admin = await loginAs(t);
    await grantRole(t.db, admin.phone, 'ADMIN');
    const body = (await get(`/api/categories/${fx.perfumes.id}/products`, admin.auth)).json();
    expect(body.product).toHaveLength(5);
    expect(body.product[0].locationStock).toHaveLength(2);
  });
});

describe('GET /api/product/:id', () => {
  it('answers the product with highlights, videos, images and the reference amount', async () => {
    const res = await get(`/api/product/${fx.products.plenty.id}`, { ...atCok, 'x-currency': 'AED' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Oud Intense 100 ml',
      price: 2499,
      highLight: ['Long lasting', 'Gift box'],
      videos: [{ videoUrl: '/uploads/oud.mp4' }],
      amountDTO: { currencyCode: 'AED', currencySymbol: 'AED ', convertedAmount: 103.61, rateDate: '2026-11-20' },
    });
    expect(res.json().images[0].imageUrl).toMatch(/^\/uploads\//);
  });

  it('falls back to USD for an unknown currency', async () => {
    const res = await get(`/api/product/${fx.products.plenty.id}`, { ...atCok, 'x-currency': 'ZZZ' });
    expect(res.json().amountDTO.currencyCode).toBe('USD');
  });

  it('hides products not sold to consumers, retired, or hidden at the airport', async () => {
    for (const p of [fx.products.hidden, fx.products.retired, fx.products.hiddenAtCok]) {
      const res = await get(`/api/product/${p.id}`, atCok);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Product not found');
    }
    expect((await get(`/api/product/${fx.products.hiddenAtCok.id}`, atTrv)).statusCode).toBe(200);
    expect((await get('/api/product/424242', atCok)).statusCode).toBe(404);
  });
});
