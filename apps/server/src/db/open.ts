import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from './client.ts';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PGlite serves one process at a time; a second one on the same folder would corrupt it. */
function claimDataDir(lockFile: string): () => void {
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `Another Arrival Shop process (pid ${pid}) is using the embedded database in this DATA_DIR. Stop it first, or set DATABASE_URL.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite stored under DATA_DIR. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  const release = claimDataDir(path.join(config.dataDir, 'pglite.pid'));
  try {
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    return {
      ...database,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
