import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { locationStock } from '../../db/schema.ts';
import { loginAs, loginTraveller } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { grantRole } from '../users/users.service.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let stockRowId: number;
const callers: Record<'USER' | 'STAFF' | 'ADMIN', Record<string, string>> = { USER: {}, STAFF: {}, ADMIN: {} };
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  callers.USER = (await loginTraveller(t, fx.cok.id)).auth;
  const staff = await loginAs(t);
  await grantRole(t.db, staff.phone, 'STAFF');
  callers.STAFF = staff.auth;
  const admin = await loginAs(t);
  await grantRole(t.db, admin.phone, 'ADMIN');
  callers.ADMIN = admin.auth;
  const [row] = await t.db
    .select({ id: locationStock.id })
    .from(locationStock)
    .where(eq(locationStock.productId, fx.products.low.id));
  stockRowId = row!.id;
});
afterAll(() => t.close());

type Endpoint = Pick<InjectOptions, 'method' | 'url'> & { payload?: object };

/** Every admin endpoint, each with a request an admin gets through with; built once the fixture exists. */
const endpoints: [string, () => Endpoint][] = [
  [
    'POST /api/categories/add',
    () => ({ method: 'POST', url: '/api/categories/add', payload: { name: `Access ${Math.random()}` } }),
  ],
  [
    'POST /api/product/add',
    () => ({
      method: 'POST',
      url: '/api/product/add',
      payload: {
        name: 'Access check',
        description: 'Made by the access table test.',
        price: 10,
        categories: [fx.perfumes.id],
        images: ['/uploads/x.webp'],
      },
    }),
  ],
  [
    'PUT /api/product/update/{id}',
    () => ({
      method: 'PUT',
      url: `/api/product/update/${fx.products.low.id}`,
      payload: {
        name: 'Rose Attar 12 ml',
        description: 'Rose attar in a 12 ml bottle.',
        price: 899.5,
        categories: [fx.perfumes.id],
        locations: [fx.cok.id, fx.trv.id],
        images: ['/uploads/rose.webp'],
      },
    }),
  ],
  [
    'PUT /api/product/{id}/visibility',
    () => ({ method: 'PUT', url: `/api/product/${fx.products.low.id}/visibility`, payload: { showToConsumer: true } }),
  ],
  ['DELETE /api/product/delete/{id}', () => ({ method: 'DELETE', url: `/api/product/delete/${fx.products.hidden.id}` })],
  ['POST /api/upload/image', () => ({ method: 'POST', url: '/api/upload/image' })],
  ['DELETE /api/upload/image', () => ({ method: 'DELETE', url: `/api/upload/image?fileName=${'0'.repeat(32)}.webp` })],
  [
    'GET /api/location-stock/orderByStockLeft',
    () => ({ method: 'GET', url: '/api/location-stock/orderByStockLeft?page=0&size=10' }),
  ],
  ['GET /api/location-stock/{locationId}/stocks', () => ({ method: 'GET', url: `/api/location-stock/${fx.cok.id}/stocks` })],
  [
    'PUT /api/location-stock/update/{id}',
    () => ({ method: 'PUT', url: `/api/location-stock/update/${stockRowId}`, payload: { showProductInLocation: true } }),
  ],
  [
    'POST /api/location-stock/restock/{id}',
    () => ({ method: 'POST', url: `/api/location-stock/restock/${stockRowId}`, payload: { add: 1 } }),
  ],
  ['GET /api/admin/dashboard', () => ({ method: 'GET', url: '/api/admin/dashboard' })],
  ['GET /api/admin/export/stock.csv', () => ({ method: 'GET', url: '/api/admin/export/stock.csv' })],
  ['GET /api/admin/export/orders.csv', () => ({ method: 'GET', url: '/api/admin/export/orders.csv' })],
  ['GET /api/admin/audit', () => ({ method: 'GET', url: '/api/admin/audit' })],
];

describe('admin endpoints', () => {
  it.each(endpoints)('%s: 401 without a token, 403 for USER and STAFF', async (_name, endpointFor) => {
    const endpoint = endpointFor();
    const anonymous = await t.app.inject(endpoint);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('No token found');
    for (const role of ['USER', 'STAFF'] as const) {
      const res = await t.app.inject({ ...endpoint, headers: callers[role] });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('lets an admin through every one of them', async () => {
    for (const [name, endpointFor] of endpoints) {
      const res = await t.app.inject({ ...endpointFor(), headers: callers.ADMIN });
      // The upload without a file is refused for its missing file, after the role check let it in.
      expect(res.statusCode, name).toBe(name === 'POST /api/upload/image' ? 400 : 200);
    }
  });
});
