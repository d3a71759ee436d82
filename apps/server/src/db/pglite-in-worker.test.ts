import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './client.ts';
import { PgliteInWorker } from './pglite-in-worker.ts';

describe('PGlite on a thread of its own', () => {
  let client: PgliteInWorker;
  beforeAll(async () => {
    client = await PgliteInWorker.open(undefined, {});
    await client.exec('create table items (id serial primary key, name text unique not null, at timestamptz)');
  });
  afterAll(() => client.close());

  it("keeps the caller's event loop free while a statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    // Some hundreds of milliseconds of work inside PostgreSQL, which in-process would hold every timer.
    const { rows } = await client.query('select count(*)::int as n from generate_series(1, 3000000)');
    const took = performance.now() - started;
    clearInterval(timer);
    expect(rows).toEqual([{ n: 3_000_000 }]);
    expect(took).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 5 / 4));
  });

  it('returns rows as objects or arrays, and leaves the types a caller parses itself to its parsers', async () => {
    await client.query(`insert into items (name, at) values ('tea', '2026-11-29T10:00:00Z')`);
    const asDates = await client.query('select name, at from items');
    expect(asDates.rows).toEqual([{ name: 'tea', at: new Date('2026-11-29T10:00:00Z') }]);
    const parsed = await client.query('select name, at from items', [], {
      rowMode: 'array',
      parsers: { 1184: (text) => `parsed ${text}` },
    });
    expect(parsed.rows).toEqual([['tea', 'parsed 2026-11-29 10:00:00+00']]);
    expect(parsed.fields.map((field) => field.name)).toEqual(['name', 'at']);
  });

  it("reports PostgreSQL's error fields, as the shop's checks read them", async () => {
    const error = await client.query(`insert into items (name) values ('tea')`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key' });
    expect((error as Error).message).toMatch(/duplicate key/);
  });

  it('commits a transaction that resolves and rolls back one that throws, with other statements waiting their turn', async () => {
    let outside: Promise<{ rows: unknown[] }> | undefined;
    await client.transaction(async (tx) => {
      await tx.query(`insert into items (name) values ('coffee')`);
      // Outside the transaction: it waits for the commit, as PGlite runs one at a time.
      outside = client.query(`select count(*)::int as n from items`);
      await tx.query(`insert into items (name) values ('cocoa')`);
    });
    expect((await outside!).rows).toEqual([{ n: 3 }]);
    await expect(
      client.transaction(async (tx) => {
        await tx.query(`insert into items (name) values ('dates')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      client.transaction(async (tx) => {
        await tx.query(`insert into items (name) values ('figs')`);
        await tx.query(`insert into items (name) values ('tea')`);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await client.query('select name from items order by id');
    expect(rows).toEqual([{ name: 'tea' }, { name: 'coffee' }, { name: 'cocoa' }]);
  });

  it('runs several statements in one exec, and hears NOTIFY until it stops listening', async () => {
    const heard: string[] = [];
    const stop = await client.listen('changes', (payload) => heard.push(payload));
    const results = await client.exec(`notify changes, 'one'; select 2 as two`);
    expect(results.at(-1)?.rows).toEqual([{ two: 2 }]);
    await stop();
    await client.exec(`notify changes, 'two'`);
    await client.query('select 1');
    expect(heard).toEqual(['one']);
  });

  it('refuses statements once closed', async () => {
    const closed = await PgliteInWorker.open(undefined, {});
    await closed.close();
    await expect(closed.query('select 1')).rejects.toThrow(/thread ended/);
  });
});

describe('PGlite in a folder, when its thread ends', () => {
  let dataDir: string;
  let client: PgliteInWorker;
  const logged: string[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'arrival-pglite-thread-'));
    client = await PgliteInWorker.open(dataDir, {}, { log: (message) => logged.push(message) });
    await client.exec(`create table kept (n int); insert into kept values (1)`);
  });
  afterAll(async () => {
    await client.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Ends the thread as a WebAssembly abort would: no goodbye, whatever it was doing. */
  const endThread = () => (client as unknown as { worker: Worker }).worker.terminate();

  it('fails the statement in flight as unavailable and refuses new ones meanwhile, then serves the folder again with what was committed', async () => {
    const reloads: string[] = [];
    const heard: string[] = [];
    await client.listen(
      'changes',
      (payload) => heard.push(payload),
      () => reloads.push('reload'),
    );
    const stopOther = await client.listen(
      'other',
      (payload) => heard.push(payload),
      () => reloads.push('other'),
    );

    let resume = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const interrupted = client.transaction(async (tx) => {
      await tx.query('insert into kept values (2)');
      await paused;
      // The thread this transaction began on is gone: its statements must not reach the new one.
      await tx.query('insert into kept values (3)');
    });
    // A statement the thread is busy with when it ends.
    const running = client.query('select count(*) from generate_series(1, 30000000)').then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await endThread();
    const cut = await running;
    expect(String(cut)).toMatch(/thread ended/);
    expect(isDatabaseUnavailable(cut)).toBe(true);

    const refused = await client.query('select 1').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // Stopping a listener meanwhile (as a shutdown does) is not refused, and its channel is not listened to again.
    await stopOther();

    await expect
      .poll(
        () =>
          client.query('select 1').then(
            () => true,
            () => false,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    // A transaction begun on the new thread takes the number the interrupted one had there.
    await client.transaction(async (tx) => {
      resume();
      await expect(interrupted).rejects.toThrow(/thread ended/);
      await tx.query('insert into kept values (4)');
    });
    expect((await client.query('select n from kept order by n')).rows).toEqual([{ n: 1 }, { n: 4 }]);

    expect(reloads).toEqual(['reload']);
    await client.exec(`notify other, 'unheard'; notify changes, 'after'`);
    await expect.poll(() => heard).toEqual(['after']);
    expect(logged).toEqual([
      "the embedded database's thread ended; opening the database again",
      'the embedded database is open again',
    ]);
  });
});

describe('PGlite in a folder, closed while its thread is being replaced', () => {
  it('stays closed', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arrival-pglite-closing-'));
    const logged: string[] = [];
    const client = await PgliteInWorker.open(dataDir, {}, { log: (message) => logged.push(message) });
    try {
      await (client as unknown as { worker: Worker }).worker.terminate();
      await client.close();
      // Long enough for a reopening that went on regardless to have opened the folder.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await expect(client.query('select 1')).rejects.toThrow(/the database was closed/);
      expect(logged).toEqual(["the embedded database's thread ended; opening the database again"]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
