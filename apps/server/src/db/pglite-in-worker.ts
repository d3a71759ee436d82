import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { awaitedLater } from '../lib/awaited-later.ts';

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
 * How long to wait before each try at reopening a database whose thread ended, in ms: quick at first, then
 * every 30 s while it fails. A thread that ends within a minute of opening counts as a failed try.
 */
const REOPEN_DELAYS_MS = [0, 1_000, 5_000, 30_000];
const STAYED_UP_MS = 60_000;
/** A new thread that has not opened the folder by then is given up and another one tried. */
const READY_WITHIN_MS = 60_000;

/** How every error of a thread that ended begins, as `isDatabaseUnavailable` reads it. */
const THREAD_ENDED = "the embedded database's thread ended";
/** The message of a statement refused while the database's thread is being replaced. */
const REOPENING_MESSAGE = `${THREAD_ENDED} and it is being reopened`;

export interface WorkerHooks {
  /** Told when the thread ends unexpectedly and when the database is open again. */
  log?: (message: string, error?: unknown) => void;
}

/**
 * PGlite in a worker thread of its own (decision 027), offered as the instance drizzle's driver takes:
 * `query`, `exec` and `transaction`, plus LISTEN and close. A statement's result comes back as the
 * structured clone of PGlite's; an error as an `Error` carrying PostgreSQL's fields (`code`, `constraint`…).
 *
 * Should the thread end (a WebAssembly abort, say), the statements in flight fail, as on a lost connection,
 * and a database in a folder is opened again on a new thread, where PostgreSQL's recovery keeps what was
 * committed; statements are refused meanwhile, and the listeners are told to reload what they hold. A
 * database in memory died with its thread, so it stays closed.
 */
export class PgliteInWorker implements PgliteHandle {
  private worker!: Worker;
  private readonly pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  /** One entry per listening, so the same callback given twice is called and removed as often. */
  private readonly reconnected = new Set<{ onReconnect: () => void }>();
  private lastId = 0;
  /** Why statements are refused: closed for good, or for the time the thread is replaced. */
  private exited: Error | undefined;
  private closing = false;
  /** When the current thread opened the database, and how many tries in a row ended too soon. */
  private openedAt = Date.now();
  private triesInARow = 0;

  /** Opens the database in `dataDir` (in memory when undefined) on a new thread, and resolves once it is ready. */
  static async open(dataDir: string | undefined, options: object, hooks: WorkerHooks = {}) {
    return (await PgliteInWorker.start(dataDir, options, hooks)).opened;
  }

  /**
   * Starts the thread that opens the database in `dataDir`, and resolves once it runs; `opened` resolves once
   * the database is ready, and rejects (the thread stopped) if it could not be opened. The caller may do other
   * work on this thread meanwhile, and send `client` statements, which run once the database is ready.
   */
  static async start(dataDir: string | undefined, options: object, hooks: WorkerHooks = {}) {
    const client = new PgliteInWorker(dataDir, { ...options, ...(await pgliteArtifacts()) }, hooks);
    const opened = client.send({ op: 'ready' }).then(
      () => client,
      async (error: unknown) => {
        await client.close().catch(() => undefined);
        throw error;
      },
    );
    return { client, opened: awaitedLater(opened) };
  }

  private constructor(
    private readonly dataDir: string | undefined,
    private readonly options: object,
    private readonly hooks: WorkerHooks,
  ) {
    this.start();
  }

  private start() {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: this.dataDir, options: this.options },
      // The thread's own objects are messages and PGlite's parsing of rows, all short-lived: a young generation
      // of 4 MB rather than V8's 16 MB keeps some 10 MB less of it resident once the start's reads are done.
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    this.worker = worker;
    // Only a statement in flight keeps the process alive, as an in-process PGlite would.
    worker.unref();
    worker.on('message', (reply: Reply) => this.receive(reply));
    const ended = (error: Error) => {
      // A thread already replaced has nothing more to say.
      if (this.worker !== worker) return;
      if (this.exited === undefined) this.fail(error);
      // A thread closing, or the new one of a reopening: whoever waits on it hears why.
      else this.rejectPending(error);
    };
    worker.on('error', (error) => ended(new Error(`${THREAD_ENDED}: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => ended(new Error(`${THREAD_ENDED} (exit code ${code})`)));
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

  private rejectPending(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private fail(error: Error) {
    const reopen = !this.closing && this.dataDir !== undefined;
    this.exited = reopen ? new Error(REOPENING_MESSAGE, { cause: error }) : error;
    this.rejectPending(error);
    if (reopen) {
      this.hooks.log?.(`${THREAD_ENDED}; opening the database again`, error);
      this.triesInARow = Date.now() - this.openedAt < STAYED_UP_MS ? this.triesInARow + 1 : 0;
      void this.reopen(this.worker);
    }
  }

  /** Opens the same folder on a new thread once the old one has stopped, trying again later while that fails. */
  private async reopen(old: Worker): Promise<void> {
    // Never two threads on one folder: the old one is stopped first, whatever it was doing.
    await old.terminate();
    const delay = REOPEN_DELAYS_MS[Math.min(this.triesInARow, REOPEN_DELAYS_MS.length - 1)]!;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay).unref());
    if (this.closing) return;
    this.start();
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the new thread did not open the database in ${READY_WITHIN_MS} ms`)),
          READY_WITHIN_MS,
        );
      });
      await Promise.race([this.sendNow({ op: 'ready' }), late]);
      for (const channel of this.listeners.keys()) await this.sendNow({ op: 'listen', channel });
    } catch (error) {
      if (this.closing) return;
      this.hooks.log?.('the embedded database could not be opened again; trying later', error);
      this.triesInARow++;
      return this.reopen(this.worker);
    } finally {
      clearTimeout(timer);
    }
    if (this.closing) return;
    this.exited = undefined;
    this.openedAt = Date.now();
    this.hooks.log?.('the embedded database is open again');
    // Whatever was announced while the thread was ending may not have been heard.
    for (const { onReconnect } of this.reconnected) onReconnect();
  }

  private send<T>(request: Request): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    return this.sendNow(request);
  }

  private sendNow<T>(request: Request): Promise<T> {
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

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. Its statements
   * go to the thread it began on only: a thread that replaced it numbers its own transactions afresh.
   */
  async transaction<T>(callback: (tx: PgliteHandle) => Promise<T>): Promise<T> {
    const thread = this.worker;
    const id = await this.send<number>({ op: 'begin' });
    const onItsThread = <R>(run: () => Promise<R>) =>
      this.worker === thread ? run() : Promise.reject(new Error(`${REOPENING_MESSAGE}: its transaction is gone`));
    const tx: PgliteHandle = {
      query: (sql, params, options) => onItsThread(() => this.query(sql, params, options, id)),
      exec: (sql) => onItsThread(() => this.exec(sql, id)),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await onItsThread(() => this.send({ op: 'end', tx: id, commit: false })).catch(() => undefined);
      throw error;
    }
    await onItsThread(() => this.send({ op: 'end', tx: id, commit: true }));
    return result;
  }

  /** `onReconnect` is called when the database was opened again after its thread ended. */
  async listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
      await this.send({ op: 'listen', channel });
    }
    listeners.add(onMessage);
    const reconnecting = onReconnect && { onReconnect };
    if (reconnecting) this.reconnected.add(reconnecting);
    return async () => {
      listeners.delete(onMessage);
      if (reconnecting) this.reconnected.delete(reconnecting);
      if (listeners.size > 0 || this.listeners.get(channel) !== listeners) return;
      this.listeners.delete(channel);
      // A thread being replaced listens afresh to the channels still wanted only.
      if (!this.exited) await this.send({ op: 'unlisten', channel });
    };
  }

  async close() {
    const open = !this.exited;
    this.closing = true;
    if (open) await this.send({ op: 'close' });
    await this.worker.terminate();
    // Closed in the middle of a reopening: refused from now on as closed, no longer as coming back.
    if (!open) this.exited = new Error(`${THREAD_ENDED}: the database was closed`);
  }
}
