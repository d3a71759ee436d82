// @ts-check
// The embedded database's own thread (decision 027). PGlite runs PostgreSQL compiled to WebAssembly on
// the thread that calls it: here its statements (a checkout, the periodic jobs, a catalogue reload) no
// longer hold the shop's event loop, which keeps answering from its caches. Plain JavaScript, so that
// the same file runs from the sources and beside the bundle without a loader; `pglite-in-worker.ts`
// holds the other side of each message.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */
/** @typedef {{ result: unknown } | { error: Record<string, unknown> & { message: string } }} Outcome */
/**
 * @typedef {{ id: number, op: string, tx?: number, sql?: string, params?: unknown[], rowMode?: 'array' | 'object',
 *   textTypes?: number[], channel?: string, commit?: boolean }} Request
 */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const client = new PGlite(workerData.dataDir, workerData.options);

/** @type {Map<number, { tx: Transaction, commit(): void, rollBack(reason: unknown): void, reply?: (outcome: Outcome) => void }>} */
const transactions = new Map();
let lastTransactionId = 0;
const rolledBack = Symbol('rolled back');

/** @type {Map<string, () => Promise<void>>} the unsubscribe of each channel listened to */
const listening = new Map();

/** The types the caller parses itself come back as PostgreSQL's text. */
const asText = (/** @type {number[] | undefined} */ types) =>
  types && Object.fromEntries(types.map((type) => [type, (/** @type {string} */ text) => text]));

/**
 * An error's message and its plain fields (PostgreSQL's code, constraint, detail…); the rest cannot cross threads.
 * @returns {Record<string, unknown> & { message: string }}
 */
function describe(/** @type {unknown} */ error) {
  /** @type {Record<string, unknown> & { message: string }} */
  const fields = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [name, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[name] = value;
    }
  }
  return fields;
}

/**
 * Opens a transaction and holds it open until an `end` message commits or rolls it back; whoever sent
 * that message hears how the end went.
 * @returns {Promise<number>}
 */
function begin() {
  const id = ++lastTransactionId;
  const ended = (/** @type {Outcome} */ outcome) => {
    const open = transactions.get(id);
    transactions.delete(id);
    open?.reply?.(outcome);
  };
  return new Promise((began, failed) => {
    client
      .transaction(
        (tx) =>
          new Promise((commit, rollBack) => {
            transactions.set(id, { tx, commit: () => commit(undefined), rollBack });
            began(id);
          }),
      )
      .then(
        () => ended({ result: null }),
        (error) => {
          if (!transactions.has(id)) failed(error);
          else ended(error === rolledBack ? { result: null } : { error: describe(error) });
        },
      );
  });
}

/**
 * @param {Request} request
 * @param {(outcome: Outcome) => void} reply
 * @returns {Promise<Outcome | undefined>} undefined when the reply comes later
 */
async function answer(request, reply) {
  const on = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
  if (!on) throw new Error(`no open transaction ${request.tx}`);
  switch (request.op) {
    case 'ready':
      await client.waitReady;
      return { result: null };
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: asText(request.textTypes) };
      return { result: await on.query(String(request.sql), request.params, options) };
    }
    case 'exec':
      return { result: await on.exec(String(request.sql)) };
    case 'begin':
      return { result: await begin() };
    case 'end': {
      const open = transactions.get(Number(request.tx));
      if (!open) throw new Error(`no open transaction ${request.tx}`);
      open.reply = reply;
      if (request.commit) open.commit();
      else open.rollBack(rolledBack);
      return undefined;
    }
    case 'listen': {
      const channel = String(request.channel);
      listening.set(channel, await client.listen(channel, (payload) => port.postMessage({ channel, payload })));
      return { result: null };
    }
    case 'unlisten':
      await listening.get(String(request.channel))?.();
      listening.delete(String(request.channel));
      return { result: null };
    case 'close':
      await client.close();
      return { result: null };
    default:
      throw new Error(`unknown operation ${request.op}`);
  }
}

/**
 * A trap of PostgreSQL's WebAssembly (an abort, a memory access out of bounds) or its exit leaves PGlite
 * unusable: rather than fail every statement from then on, the thread ends, and the shop opens the
 * database again on a new one (`pglite-in-worker.ts`).
 */
const leavesPgliteBroken = (/** @type {unknown} */ error) =>
  error instanceof WebAssembly.RuntimeError || (error instanceof Error && error.name === 'ExitStatus');

port.on('message', (/** @type {Request} */ request) => {
  const reply = (/** @type {Outcome} */ outcome) => port.postMessage({ id: request.id, ...outcome });
  answer(request, reply).then(
    (outcome) => outcome && reply(outcome),
    (error) => {
      reply({ error: describe(error) });
      if (leavesPgliteBroken(error)) process.exit(1);
    },
  );
});
