import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createUser } from '../../seed/factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { grantRole } from '../users/users.service.ts';
import { writeAudit } from './audit.service.ts';

let t: TestApp;
let admin: Record<string, string>;
let adminUser: { id: number; phone: string };
beforeAll(async () => {
  t = await buildTestApp();
  const a = await loginAs(t);
  await grantRole(t.db, a.phone, 'ADMIN');
  admin = a.auth;
  adminUser = { id: a.user.id, phone: a.phone };
  await t.db.update(users).set({ name: 'Asha Admin' }).where(eq(users.id, a.user.id));
});
afterAll(() => t.close());

const page = (query = '') => t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: admin });

describe('GET /api/admin/audit', () => {
  it('pages the changes newest first, with who made them and what changed', async () => {
    for (const name of ['Perfumes', 'Chocolates', 'Spices']) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/categories/add', headers: admin, payload: { name } })).statusCode,
      ).toBe(200);
    }
    const res = await page('?page=0&size=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalElements: 3, totalPages: 2, pageable: { pageNumber: 0, pageSize: 2 } });
    expect(body.content.map((e: { after: { name: string } }) => e.after.name)).toEqual(['Spices', 'Chocolates']);
    expect(body.content[0]).toEqual({
      id: expect.any(Number),
      actor: { userId: adminUser.id, phone: adminUser.phone, name: 'Asha Admin' },
      action: 'category.create',
      entity: 'category',
      entityId: expect.any(String),
      before: null,
      after: { name: 'Spices' },
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const rest = (await page('?page=1&size=2')).json();
    expect(rest.content.map((e: { after: { name: string } }) => e.after.name)).toEqual(['Perfumes']);
  });

  it('shows no actor once the user who made a change is gone', async () => {
    const gone = await createUser(t.db, { role: 'ADMIN' });
    await writeAudit(t.db, {
      actorUserId: gone.id,
      action: 'test.change',
      entity: 'thing',
      entityId: 1,
      before: { a: 1 },
      after: { a: 2 },
    });
    await t.db.delete(users).where(eq(users.id, gone.id));
    const [latest] = (await page('?size=1')).json().content;
    expect(latest).toMatchObject({ actor: null, action: 'test.change', before: { a: 1 }, after: { a: 2 } });
  });

  it('defaults to the first 10 and checks the paging bounds', async () => {
    expect((await page()).json().pageable).toEqual({ pageNumber: 0, pageSize: 10 });
    for (const query of ['?page=-1', '?size=0', '?size=51', '?size=1000']) {
      expect((await page(query)).statusCode).toBe(400);
    }
  });
});
