import { count, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { preparedStatement, type Database } from './client.ts';

const probes = pgTable('prepared_probes', { id: integer().primaryKey(), label: text().notNull() });

let builds = 0;
const insertProbe = preparedStatement((db) => {
  builds += 1;
  return db
    .insert(probes)
    .values({ id: sql.placeholder('id'), label: sql.placeholder('label') })
    .prepare('probe_insert');
});
const probesLabelled = preparedStatement((db) =>
  db
    .select({ n: count() })
    .from(probes)
    .where(eq(probes.label, sql.placeholder('label')))
    .prepare('probe_count'),
);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.query('create table prepared_probes (id integer primary key, label text not null)');
});
afterAll(() => database.close());

const labelled = async (db: Parameters<typeof probesLabelled>[0], label: string) =>
  (await probesLabelled(db).execute({ label }))[0]!.n;

describe('preparedStatement', () => {
  it('runs inside the transaction it is given: it sees the transaction’s writes, which go back with it', async () => {
    const rolledBack = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        await insertProbe(tx).execute({ id: 1, label: 'inside' });
        expect(await labelled(tx, 'inside')).toBe(1);
        // PGlite has one connection, which the transaction holds: only PostgreSQL can look from outside.
        if (database.kind === 'postgres') expect(await labelled(database.db, 'inside')).toBe(0);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await labelled(database.db, 'inside')).toBe(0);
  });

  it('is built once for a database and its transactions, and runs on the pool outside them', async () => {
    await database.db.transaction(async (tx) => {
      await insertProbe(tx).execute({ id: 2, label: 'committed' });
    });
    await insertProbe(database.db).execute({ id: 3, label: 'committed' });
    expect(await labelled(database.db, 'committed')).toBe(2);
    expect(builds).toBe(1);
  });

  it('keeps a failed statement’s transaction failed, and the pool usable', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertProbe(tx).execute({ id: 4, label: 'first' });
        await insertProbe(tx).execute({ id: 4, label: 'again' });
      }),
    ).rejects.toThrow();
    expect(await labelled(database.db, 'first')).toBe(0);
    await insertProbe(database.db).execute({ id: 4, label: 'after' });
    expect(await labelled(database.db, 'after')).toBe(1);
  });
});
