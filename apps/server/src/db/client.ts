import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { awaitedLater } from '../lib/awaited-later.ts';
import { serverRoot } from '../paths.ts';
import * as schema from './schema.ts';
import { sharedListener } from './shared-listener.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a service may run queries on: the database itself or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY where the driver offers it (both do), for live updates across instances. */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** Plain SQL for libraries that bring their own (the job queue); without values it may hold several statements. */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/**
 * The rows of a statement drizzle's builders cannot express (a data-modifying CTE), as both drivers
 * return them: column names as written in the SQL, values as the driver parses them.
 */
export async function queryRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** What `preparedStatement` reads of drizzle: the dialect a database shares with its transactions, and the connection each runs on. */
interface DriverInternals {
  dialect: object;
  _: { session: { client: unknown } };
}

/**
 * A statement built once per database and sent as a named prepared statement, for the hot paths:
 * drizzle builds its SQL once instead of on every call, and PostgreSQL parses it once per connection.
 * Values go in as `sql.placeholder(name)`. It runs where it is asked to: on the pool, or on the
 * connection of a transaction (a database and its transactions share one dialect, so one build).
 */
export function preparedStatement<T extends object>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<object, T>();
  return (db) => {
    const { dialect, _ } = db as unknown as DriverInternals;
    let statement = built.get(dialect);
    if (!statement) {
      statement = build(db);
      built.set(dialect, statement);
    }
    // Drizzle's prepared query sends on its `client`: the pool, or the transaction's connection.
    return Object.create(statement, { client: { value: _.session.client } }) as T;
  };
}

const migrationsFolder = path.join(serverRoot, 'drizzle');

/**
 * Sized for a shop, not a benchmark: PostgreSQL's default 128 MB of shared buffers is most of the embedded
 * database's memory, and a catalogue of thousands of products fits in a fraction of it. 128 MB of WASM
 * memory is the least the build accepts; it grows when a query needs more.
 */
const pgliteOptions = { initialMemory: 128 * 1024 * 1024, postgresqlconf: ['shared_buffers=16MB'] };

/**
 * Creates a new folder's database files in a process of its own. The PGlite instance that creates them
 * grows to about 650 MB it never gives back (WASM memory only grows, and its buffers wait for a garbage
 * collection), where one opening existing files takes 140 MB: the child's memory ends with it.
 */
async function createPgliteFiles(dataDir: string) {
  const script = [
    `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});`,
    `const client = new PGlite(${JSON.stringify(dataDir)}, ${JSON.stringify(pgliteOptions)});`,
    'await client.waitReady;',
    'await client.close();',
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '--eval', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let printed = '';
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`Could not create the embedded database in ${dataDir}:\n${printed}`);
}

/** Where a database says it lost and regained its connection or thread, when the caller gives no log. */
const warnOnConsole = (message: string, error?: unknown) => console.warn(message, error instanceof Error ? error.message : '');

/** A database being opened: `opened` resolves once it serves statements, or rejects if it could not be opened. */
export interface OpeningDatabase {
  opened: Promise<Database>;
  /**
   * The same database before then, where its driver can hold statements until it is open and migrated (the
   * embedded one), so that what needs only the handle can be made meanwhile.
   */
  early?: Database;
}

/**
 * Opens PGlite in a folder, or in memory when dataDir is undefined, on a thread of its own (decision 027).
 * `log` hears of the thread ending and of the folder opened again on a new one.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { log?: (message: string, error?: unknown) => void } = {},
): Promise<Database> {
  return (await startPglite(dataDir, options)).opened;
}

/**
 * `openPglite` in two steps: resolves once the database's thread runs, while the database opens and is migrated
 * in it. `early` is the database meanwhile: its statements and LISTENs wait until then, in the order they
 * were made, and fail as `opened` does.
 */
export async function startPglite(
  dataDir: string | undefined,
  options: { log?: (message: string, error?: unknown) => void } = {},
): Promise<Required<OpeningDatabase>> {
  if (dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'))) await createPgliteFiles(dataDir);
  // Each driver is loaded by the database that uses it: a start on one never evaluates the other's code.
  const [{ PgliteInWorker }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('./pglite-in-worker.ts'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const thread = await PgliteInWorker.start(dataDir, pgliteOptions, { log: options.log ?? warnOnConsole });
  const { client } = thread;
  const migrated = thread.opened
    // Drizzle's driver asks of its client only what PgliteInWorker offers.
    .then(() => migratePglite(drizzlePglite(client as unknown as PGlite), { migrationsFolder }))
    .catch(async (error: unknown) => {
      await client.close().catch(() => undefined);
      throw error;
    });
  // What the shop runs on the database waits for the migrations; their own statements go to `client` itself.
  const afterMigrations: Pick<typeof client, 'query' | 'transaction'> = {
    query: async (...statement) => {
      await migrated;
      return client.query(...statement);
    },
    transaction: async (callback) => {
      await migrated;
      return client.transaction(callback);
    },
  };
  const database: Database = {
    db: drizzlePglite(afterMigrations as unknown as PGlite, { schema, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    listen: async (channel, onMessage, onReconnect) => {
      await migrated;
      return client.listen(channel, onMessage, onReconnect);
    },
    async query(text, values) {
      await migrated;
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    close: () => client.close(),
  };
  return { opened: awaitedLater(migrated.then(() => database)), early: database };
}

export interface PostgresOptions {
  poolSize?: number;
  /** Told about connections lost and regained; the shop keeps serving through them. */
  log?: (message: string, error?: unknown) => void;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const log = options.log ?? warnOnConsole;
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000 });
  // A client that loses its connection emits 'error' even while checked out for a transaction or
  // held for LISTEN; without a listener that event would end the process. The query in flight
  // rejects on its own, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', (error) => log('database connection lost', error)));
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  // Several instances may start at once: one migrates while the others wait on the lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)');
    lockClient.release();
  }
  const listener = sharedListener(pool, log);
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    query: (text, values) => pool.query(text, values),
    async close() {
      await listener.stop();
      await pool.end();
    },
  };
}

/** True when the database answers within the time a health check may wait. */
export async function pingDatabase(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Class 08 (connection exception) and 57P0x (the server is shutting down or not yet accepting).
const unavailableSqlStates = /^(08...|57P0[1-3])$/;
const unavailableMessages =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|ECONNREFUSED|ECONNRESET|not currently accepting connections|the database system is (starting up|shutting down|in recovery)|embedded database's thread ended/i;

/** True when an error means the database could not be reached, not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableSqlStates.test(code) || code === 'ECONNREFUSED' || code === 'ECONNRESET'))
      return true;
    if (unavailableMessages.test(e.message)) return true;
  }
  return false;
}
