import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { startBackgroundWork } from './background-work.ts';

let t: TestApp;
const logged: { level: 'warn' | 'error'; message: string }[] = [];
const log = {
  warn: (_details: object, message: string) => logged.push({ level: 'warn', message }),
  error: (_details: object, message: string) => logged.push({ level: 'error', message }),
};

/** The test database, refusing every statement while `refusing.now` holds, as a server that is down would. */
function flakyDatabase(refusing: { now: boolean; error?: Error }): Database {
  return {
    ...t.database,
    query: (text, values) => {
      if (!refusing.now) return t.database.query(text, values);
      return Promise.reject(
        refusing.error ?? Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      );
    },
  };
}

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('starting the background work', () => {
  it('waits for a database that is down at start, then queues the reconciliation it owes the start', async () => {
    logged.length = 0;
    const refusing = { now: true };
    const work = startBackgroundWork(flakyDatabase(refusing), t.deps, log, { delaySeconds: 0, retrySeconds: 0.1 });
    await expect
      .poll(() => logged.filter((entry) => entry.message === 'background work waits for the database').length)
      .toBeGreaterThan(1);

    refusing.now = false;
    const jobs = await work.started;
    expect(jobs).toBeDefined();
    const { rows } = await t.database.query(
      `select singleton_key from pgboss.job where name = 'payments.reconcile' and singleton_key like 'payments.reconcile:start:%'`,
    );
    expect(rows).toHaveLength(1);
    await work.stop();
  });

  it('gives every start a reconciliation of its own, so one a killed instance left running holds none up', async () => {
    const first = startBackgroundWork(t.database, t.deps, log, { delaySeconds: 0 });
    await first.started;
    await first.stop();
    const second = startBackgroundWork(t.database, t.deps, log, { delaySeconds: 0 });
    await second.started;
    await second.stop();
    const { rows } = await t.database.query(
      `select distinct singleton_key from pgboss.job where name = 'payments.reconcile' and singleton_key like 'payments.reconcile:start:%'`,
    );
    // The first test's start and these two.
    expect(rows).toHaveLength(3);
  });

  it('ends its waiting at once when the shop stops before the database comes back', async () => {
    logged.length = 0;
    const work = startBackgroundWork(flakyDatabase({ now: true }), t.deps, log, { delaySeconds: 0, retrySeconds: 60 });
    await expect.poll(() => logged.some((entry) => entry.message === 'background work waits for the database')).toBe(true);
    const asked = Date.now();
    await work.stop();
    expect(Date.now() - asked).toBeLessThan(10_000);
    await expect(work.started).resolves.toBeUndefined();
  });

  it('starts nothing when the shop stops within the moment it waits after answering', async () => {
    const before = await t.database.query(`select count(*)::int as jobs from pgboss.job`);
    const work = startBackgroundWork(t.database, t.deps, log, { delaySeconds: 60 });
    const asked = Date.now();
    await work.stop();
    expect(Date.now() - asked).toBeLessThan(10_000);
    await expect(work.started).resolves.toBeUndefined();
    expect(await t.database.query(`select count(*)::int as jobs from pgboss.job`)).toEqual(before);
  });

  it('fails its start on an error that is not the database being away', async () => {
    const broken = Object.assign(new Error('relation "pgboss.version" is corrupt'), { code: 'XX001' });
    const work = startBackgroundWork(flakyDatabase({ now: true, error: broken }), t.deps, log, { delaySeconds: 0 });
    await expect(work.started).rejects.toThrow('is corrupt');
    await work.stop();
  });
});
