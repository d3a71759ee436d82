import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';

/** What drizzle's PGlite driver and the shop ask of a PGlite instance, and of one of its transactions. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** By type: turns PostgreSQL's text of a value into what the caller wants. */
  parsers?: Record<number, (text: string, type: number) => unknown>;
}
interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
export interface PgliteHandle {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
}

type Request =
  | { op: 'ready' | 'begin' | 'close' }
  | { op: 'query'; tx?: number; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[] }
  | { op: 'exec'; tx?: number; sql: string }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string };
type Reply =
  | { id: number; result: unknown }
  | { id: number; error: { message: string } & Record<string, unknown> }
  | { channel: string; payload: string };

/** The caller's parsers applied to the values the worker left as text: functions cannot cross threads. */
function parse(results: Results, options: QueryOptions | undefined): Results {
  const parsers = options?.parsers;
  if (!parsers) return results;
  const byArray = options.rowMode === 'array';
  results.fields.forEach((field, index) => {
    const parser = parsers[field.dataTypeID];
    if (!parser) return;
    const key = byArray ? index : field.name;
    for (const row of results.rows as Record<string | number, unknown>[]) {
      if (row[key] !== null) row[key] = parser(row[key] as string, field.dataTypeID);
    }
  });
  return results;
}

let artifacts: Promise<object> | undefined;
/**
 * PGlite's WebAssembly compiled once per process and handed to each thread that opens a database: a
 * thread that compiles it itself spends some 0.7 s more on every open.
 */
function pgliteArtifacts() {
  artifacts ??= (async () => {
    const file = (name: string) => new URL(name, import.meta.resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      readFile(file('pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
      readFile(file('initdb.wasm')).then((bytes) => WebAssembly.compile(bytes)),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return artifacts;
}

/**
 * PGlite in a worker thread of its own (decision 027), offered as the instance drizzle's driver takes:
 * `query`, `exec` and `transaction`, plus LISTEN and close. A statement's result comes back as the
 * structured clone of PGlite's; an error as an `Error` carrying PostgreSQL's fields (`code`, `constraint`…).
 */
export class PgliteInWorker implements PgliteHandle {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private lastId = 0;
  private exited: Error | undefined;

  /** Opens the database in `dataDir` (in memory when undefined) on a new thread, and resolves once it is ready. */
  static async open(dataDir: string | undefined, options: object) {
    const client = new PgliteInWorker(dataDir, { ...options, ...(await pgliteArtifacts()) });
    try {
      await client.send({ op: 'ready' });
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private constructor(dataDir: string | undefined, options: object) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, options },
      // The thread's own objects are messages and PGlite's parsing of rows, all short-lived: a young generation
      // of 4 MB rather than V8's 16 MB keeps some 10 MB less of it resident once the start's reads are done.
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    // Only a statement in flight keeps the process alive, as an in-process PGlite would.
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.receive(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the embedded database's thread ended (exit code ${code})`)));
  }

  private receive(reply: Reply) {
    if ('channel' in reply) {
      for (const onMessage of this.listeners.get(reply.channel) ?? []) onMessage(reply.payload);
      return;
    }
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if ('error' in reply) {
      const { message, ...fields } = reply.error;
      waiting.reject(Object.assign(new Error(message), fields));
    } else waiting.resolve(reply.result);
  }

  private fail(error: Error) {
    this.exited ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private send<T>(request: Request): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    const id = ++this.lastId;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions, tx?: number) {
    const textTypes = options?.parsers && Object.keys(options.parsers).map(Number);
    return this.send<Results>({ op: 'query', tx, sql, params, rowMode: options?.rowMode, textTypes }).then((results) =>
      parse(results, options),
    );
  }

  exec(sql: string, tx?: number) {
    return this.send<Results[]>({ op: 'exec', tx, sql });
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteHandle) => Promise<T>): Promise<T> {
    const id = await this.send<number>({ op: 'begin' });
    const tx: PgliteHandle = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.send({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.send({ op: 'end', tx: id, commit: true });
    return result;
  }

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
      await this.send({ op: 'listen', channel });
    }
    listeners.add(onMessage);
    return async () => {
      listeners.delete(onMessage);
      if (listeners.size > 0 || this.listeners.get(channel) !== listeners) return;
      this.listeners.delete(channel);
      await this.send({ op: 'unlisten', channel });
    };
  }

  async close() {
    if (!this.exited) await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}
