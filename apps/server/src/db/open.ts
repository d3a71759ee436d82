import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite stored under DATA_DIR. */
export function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite(path.join(config.dataDir, 'pglite'));
}
