import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginTraveller } from '../../test/auth-helpers.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers });

describe('wishlist', () => {
  it('needs a token', async () => {
    expect((await call('GET', '/api/wishlist')).statusCode).toBe(401);
    expect((await call('POST', `/api/wishlist/add?productId=${fx.products.plenty.id}`)).statusCode).toBe(401);
  });

  it('adds once however often asked, checks, lists and removes', async () => {
    const { auth } = await loginTraveller(t, fx.cok.id);
    const url = (verb: string) => `/api/wishlist/${verb}?productId=${fx.products.low.id}`;
    expect((await call('GET', url('checkStatus'), auth)).json()).toBe(false);
    expect((await call('POST', url('add'), auth)).json()).toEqual({ message: 'Product added to wishlist!' });
    expect((await call('POST', url('add'), auth)).statusCode).toBe(200);
    expect((await call('GET', url('checkStatus'), auth)).json()).toBe(true);
    const list = (await call('GET', '/api/wishlist', auth)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Rose Attar 12 ml', stockStatus: 'LOW_STOCK' });
    expect((await call('DELETE', url('remove'), auth)).json()).toEqual({ message: 'Product removed from wishlist!' });
    expect((await call('GET', '/api/wishlist', auth)).json()).toEqual([]);
    expect((await call('DELETE', url('remove'), auth)).statusCode).toBe(200);
  });

  it('keeps lists apart per user', async () => {
    const a = await loginTraveller(t, fx.cok.id);
    const b = await loginTraveller(t, fx.cok.id);
    await call('POST', `/api/wishlist/add?productId=${fx.products.plenty.id}`, a.auth);
    expect((await call('GET', '/api/wishlist', b.auth)).json()).toEqual([]);
  });

  it('rejects unknown, hidden and malformed product ids', async () => {
    const { auth } = await loginTraveller(t, fx.cok.id);
    expect((await call('POST', '/api/wishlist/add?productId=999999', auth)).statusCode).toBe(404);
    expect((await call('POST', `/api/wishlist/add?productId=${fx.products.hidden.id}`, auth)).statusCode).toBe(404);
    for (const bad of ['abc', '-4', '', '2.5'])
      expect((await call('POST', `/api/wishlist/add?productId=${bad}`, auth)).statusCode).toBe(400);
    expect((await call('GET', '/api/wishlist/checkStatus', auth)).statusCode).toBe(400);
  });
});
