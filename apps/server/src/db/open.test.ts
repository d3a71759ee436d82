import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { tempDirForTest } from '../test/temp-dir.ts';
import { queryRows } from './client.ts';
import { startDatabase } from './open.ts';

describe('starting the embedded database in two steps', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', record);
    unhandled.length = 0;
  });

  it('holds the folder from the start, serves once opened, and frees the folder when closed', async () => {
    const dataDir = tempDirForTest('arrival-open-');
    const lock = path.join(dataDir, 'pglite.pid');
    const { opened } = await startDatabase(loadConfig({ DATA_DIR: dataDir }));
    expect(existsSync(lock)).toBe(true);
    const database = await opened;
    const { rows } = await database.query('select count(*)::int as n from locations');
    expect(rows).toEqual([{ n: 0 }]);
    await database.close();
    expect(existsSync(lock)).toBe(false);
  });

  it('gives a handle at once whose statements wait until the database is open and migrated', async () => {
    const dataDir = tempDirForTest('arrival-open-');
    const { early, opened } = await startDatabase(loadConfig({ DATA_DIR: dataDir }));
    // Made before the migrations have created the table: it runs after them.
    const counted = queryRows(early!.db, sql`select count(*)::int as n from locations`);
    const listed = early!.query('select code from locations');
    const notices: string[] = [];
    const listening = early!.listen('open_test', (payload) => notices.push(payload));
    const database = await opened;
    expect(database.kind).toBe('pglite');
    expect(await counted).toEqual([{ n: 0 }]);
    expect((await listed).rows).toEqual([]);
    const stop = await listening;
    await database.query(`select pg_notify('open_test', 'heard')`);
    await vi.waitFor(() => expect(notices).toEqual(['heard']));
    await stop();
    await database.close();
  });

  it('rejects `opened` for a folder it cannot open, frees the folder, and leaves no rejection unhandled meanwhile', async () => {
    process.on('unhandledRejection', record);
    const dataDir = tempDirForTest('arrival-open-');
    // A folder that claims to hold a database and holds nothing else.
    mkdirSync(path.join(dataDir, 'pglite'));
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    const lock = path.join(dataDir, 'pglite.pid');
    const { opened, early } = await startDatabase(loadConfig({ DATA_DIR: dataDir }));
    const statement = early!.query('select 1');
    // Its caller's to handle; only the start's own promises are the subject here.
    statement.catch(() => undefined);
    // Not awaited yet, as the shop's start does while it loads the rest of its code.
    await vi.waitFor(() => expect(existsSync(lock)).toBe(false), { timeout: 30_000, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
    await expect(opened).rejects.toThrow();
    await expect(statement).rejects.toThrow();
  }, 40_000);
});
