import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { awaitedLater } from '../lib/awaited-later.ts';
import { openPostgres, startPglite, type Database, type OpeningDatabase } from './client.ts';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite serves one process at a time; a second one on the same folder would corrupt it. The lock
 * file is created exclusively, so of two processes starting together exactly one wins.
 */
function claimDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number(readFileSync(lockFile, 'utf8'));
    // An empty file is a process between creating the lock and writing its pid.
    if (!pid || (pid !== process.pid && isRunning(pid))) {
      throw new Error(
        `Another Arrival Shop process (pid ${pid || 'starting'}) is using the embedded database in this DATA_DIR. Stop it first, or set DATABASE_URL.`,
      );
    }
    // Left behind by a process that died (or by this one): take it over.
    rmSync(lockFile, { force: true });
  }
  throw new Error('Could not lock the embedded database folder; another process is starting on it.');
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite stored under DATA_DIR. */
export async function openDatabase(config: Config): Promise<Database> {
  return (await startDatabase(config)).opened;
}

/**
 * `openDatabase` in two steps: resolves once the embedded database's thread runs (at once for PostgreSQL),
 * so that the caller can load the rest of its code while the database opens, and with the embedded
 * database's `early` handle build what needs only the handle.
 */
export async function startDatabase(config: Config): Promise<OpeningDatabase> {
  if (config.DATABASE_URL)
    return { opened: awaitedLater(openPostgres(config.DATABASE_URL, { poolSize: config.DATABASE_POOL_SIZE })) };
  const release = claimDataDir(path.join(config.dataDir, 'pglite.pid'));
  try {
    const { opened, early } = await startPglite(path.join(config.dataDir, 'pglite'));
    const database: Database = {
      ...early,
      async close() {
        await early.close();
        release();
      },
    };
    const openedHere = opened.then(
      () => database,
      (error: unknown) => {
        release();
        throw error;
      },
    );
    return { opened: awaitedLater(openedHere), early: database };
  } catch (error) {
    release();
    throw error;
  }
}
