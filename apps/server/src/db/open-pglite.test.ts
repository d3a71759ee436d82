import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirForTest } from '../test/temp-dir.ts';
import { openPglite } from './client.ts';

describe('the embedded database in a folder', () => {
  it('creates a new folder migrated and ready, and keeps what was written across opens', async () => {
    const dataDir = path.join(tempDirForTest('arrival-pglite-'), 'pglite');
    const created = await openPglite(dataDir);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    // Migrated by the instance that serves, once the process that created the files has ended.
    await created.query(`insert into locations (code, name, city) values ('TST', 'Test airport', 'Testville')`);
    await created.close();

    const reopened = await openPglite(dataDir);
    const { rows } = await reopened.query(`select name from locations where code = 'TST'`);
    expect(rows).toEqual([{ name: 'Test airport' }]);
    await reopened.close();
  });
});
