import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { startJobQueue, type JobQueue } from './queue.ts';

let database: Database;
const started: JobQueue[] = [];
const failures: unknown[] = [];
const log = { error: (details: object) => failures.push(details) };

async function start(pollingSeconds = 0.5, soleProcess = false): Promise<JobQueue> {
  const queue = await startJobQueue(database, log, { pollingSeconds, soleProcess });
  started.push(queue);
  return queue;
}

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  for (const queue of started) await queue.stop();
  await database.close();
});

describe('the job queue', () => {
  it('retries a failing job with the same data until it succeeds', async () => {
    const queue = await start();
    const seen: { at: number; data: unknown }[] = [];
    await queue.define<{ refundId: number }>(
      'flaky',
      async (data) => {
        seen.push({ at: Date.now(), data });
        if (seen.length < 3) throw new Error('provider answered 500');
      },
      { retryLimit: 4, retryDelaySeconds: 1 },
    );
    await queue.send('flaky', { refundId: 7 }, 'refund-7');
    await vi.waitFor(() => expect(seen).toHaveLength(3), { timeout: 20_000, interval: 200 });
    expect(seen.every((s) => (s.data as { refundId: number }).refundId === 7)).toBe(true);
    // Backoff: the second wait is longer than the first.
    expect(seen[2]!.at - seen[1]!.at).toBeGreaterThan(seen[1]!.at - seen[0]!.at);
    expect(failures.length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('keeps one job waiting per key, beside the one running', async () => {
    const queue = await start();
    let runs = 0;
    let endFirstRun!: () => void;
    const firstRunHeld = new Promise<void>((resolve) => (endFirstRun = resolve));
    await queue.define('once-per-key', async () => {
      runs += 1;
      if (runs === 1) await firstRunHeld;
    });
    await queue.send('once-per-key', {}, 'k');
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000 });
    // The worker is busy with the first job, so none of these is fetched while they are sent.
    await Promise.all([1, 2, 3].map(() => queue.send('once-per-key', {}, 'k')));
    endFirstRun();
    await vi.waitFor(() => expect(runs).toBe(2), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toBe(2);
  }, 30_000);

  it('keeps queued jobs across a restart', async () => {
    const first = await start();
    await first.define(
      'survivor',
      async () => {
        throw new Error('the process dies before this job can succeed');
      },
      { retryLimit: 3, retryDelaySeconds: 1 },
    );
    await first.send('survivor', { orderId: 42 }, 'order-42');
    await first.stop();
    started.splice(started.indexOf(first), 1);

    const second = await start();
    const ran: unknown[] = [];
    await second.define('survivor', async (data) => {
      ran.push(data);
    });
    await vi.waitFor(() => expect(ran).toEqual([{ orderId: 42 }]), { timeout: 15_000, interval: 200 });
  }, 30_000);

  it("runs again at once a job a dead process left running, when it is the database's sole process", async () => {
    // The process that dies: its job never ends, and nothing stops its queue.
    const dead = await start();
    let runs = 0;
    let endHangingRun!: () => void;
    const hanging = new Promise<void>((resolve) => (endHangingRun = resolve));
    const hang = async () => {
      runs += 1;
      await hanging;
    };
    await dead.define('left-running', hang, { retryDelaySeconds: 0 });
    await dead.send('left-running', { holdId: 7 }, 'hold-7');
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000, interval: 100 });

    // pg-boss alone would leave the job active until it expires, 15 minutes on.
    const next = await start(0.5, true);
    const ranAgain: unknown[] = [];
    await next.define(
      'left-running',
      async (data) => {
        ranAgain.push(data);
      },
      { retryDelaySeconds: 0 },
    );
    await vi.waitFor(() => expect(ranAgain).toEqual([{ holdId: 7 }]), { timeout: 10_000, interval: 100 });
    endHangingRun();
  }, 30_000);

  it('runs a periodic job once per period across instances', async () => {
    const a = await start();
    const b = await start();
    let runs = 0;
    const tick = async () => {
      runs += 1;
    };
    await a.define('tick', tick);
    await b.define('tick', tick);
    await a.every('tick', 60);
    await b.every('tick', 60);
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(runs).toBe(1);
  }, 20_000);

  it('ticks each periodic job apart from the one defined before it, so their statements do not fall together', async () => {
    const queue = await start();
    const runs = { first: [] as number[], second: [] as number[] };
    await queue.define('first', async () => void runs.first.push(Date.now()));
    await queue.define('second', async () => void runs.second.push(Date.now()));
    const startedAt = Date.now();
    await queue.every('first', 4);
    await queue.every('second', 4);
    await vi.waitFor(() => expect(Math.min(runs.first.length, runs.second.length)).toBeGreaterThanOrEqual(3), {
      timeout: 20_000,
      interval: 100,
    });
    // Both run once as the queue starts; every later run of one is about 2 s from the other's.
    const later = (times: number[]) => times.filter((at) => at - startedAt > 1_000);
    for (const at of later(runs.second)) {
      const nearest = Math.min(...later(runs.first).map((other) => Math.abs(other - at)));
      expect(nearest).toBeGreaterThan(1_200);
    }
  }, 30_000);

  it('runs a periodic job at once on the instance that queued it, without waiting for the next poll', async () => {
    const queue = await start(60);
    let runs = 0;
    await queue.define('prompt', async () => {
      runs += 1;
    });
    // The worker's first poll has found nothing; the next one is a minute away.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await queue.every('prompt', 3600);
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000, interval: 50 });
  }, 20_000);
});
