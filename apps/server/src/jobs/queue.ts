import type PgBoss from 'pg-boss';
import { isDatabaseUnavailable, type Database } from '../db/client.ts';

export interface JobOptions {
  /** Attempts after the first failure; each waits about twice as long as the one before. */
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelaySeconds?: number;
}

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Background work that outlives the request and the process: jobs are rows in the database, so they
 * survive restarts, each is taken by one instance, and a failure is retried with backoff.
 */
export interface JobQueue {
  /** Declares a kind of job and who runs it. */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): Promise<void>;
  /**
   * Queues one job for `key` (say, a refund's id). While a job for that key is waiting, another send
   * for it is dropped, so a job may be asked for as often as is convenient.
   */
  send<T extends object>(name: string, data: T, key: string): Promise<void>;
  /** Runs a defined job now and every `seconds`, on one instance at a time across all of them. */
  every(name: string, seconds: number): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueLog {
  error(details: object, message: string): void;
}

/** The gap between the ticks of two periodic jobs (see `every`). */
const PERIODIC_STAGGER_MS = 2_000;

/**
 * pg-boss on the shop's own connection: the pool on PostgreSQL, the one embedded connection on PGlite.
 *
 * Workers poll seldom: a periodic job queued by this instance wakes its worker at once, so the poll only
 * finds retries and jobs queued by `send` or by another instance. On the embedded database every query
 * runs on the thread that answers requests, and eight queues each polled every second held requests up.
 */
export interface QueueOptions {
  /** Seconds between a worker's polls. */
  pollingSeconds?: number;
  /**
   * This process is the database's only one (the embedded database, whose folder one process holds), so a
   * job still active at start was left by a process that died running it: it is failed, to be retried at
   * once. pg-boss would otherwise wait for it to expire (15 minutes), and under the `stately` policy no
   * later job of its key, such as the next hold expiry, could run meanwhile.
   */
  soleProcess?: boolean;
}

export async function startJobQueue(
  database: Database,
  log: QueueLog,
  { pollingSeconds = 10, soleProcess = false }: QueueOptions = {},
): Promise<JobQueue> {
  // Loaded with the queue, which starts once the shop answers, so pg-boss (and the pg driver it brings) is
  // not evaluated on the way to the first request.
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.query(text, values) },
    // Periodic work is queued by `every` below, not by pg-boss's cron, which would poll for schedules.
    schedule: false,
    // Done jobs are kept a day for inspection, then removed by pg-boss's own maintenance.
    deleteAfterDays: 1,
    archiveCompletedAfterSeconds: 3600,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  // pg-boss 10 records a job's end (complete or fail) without awaiting it, so a database lost during a
  // job rejects where nothing catches it, and Node would end the process. The job stays active until it
  // expires and then runs again. Any other unhandled rejection still ends the process.
  const onUnhandledRejection = (reason: unknown) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log.error({ err: reason }, 'the job queue lost the database while recording a job');
  };
  process.on('unhandledRejection', onUnhandledRejection);
  try {
    await boss.start();
    if (soleProcess) await failJobsLeftActive(boss, database);
  } catch (error) {
    process.off('unhandledRejection', onUnhandledRejection);
    throw error;
  }

  const timers = new Set<NodeJS.Timeout>();
  let periodicJobs = 0;
  const definitions = new Map<string, JobOptions>();
  const workers = new Map<string, string>();
  /**
   * Queues a periodic job and, when it was taken (not dropped as another instance's), wakes this
   * instance's worker. Only for time-slot jobs: waking on a keyed `send` would start the job before a
   * second ask for the same key arrives, which would then queue a second run instead of being dropped.
   */
  const sendAndWake = async (name: string, data: object, options: PgBoss.SendOptions) => {
    const id = await boss.send(name, data, options);
    const worker = workers.get(name);
    if (id && worker) boss.notifyWorker(worker);
  };

  return {
    async define(name, handler, options = {}) {
      definitions.set(name, options);
      await boss.createQueue(name, {
        name,
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelaySeconds ?? 5,
        retryBackoff: true,
        // At most one waiting and one running job per key.
        policy: 'stately',
      });
      const worker = await boss.work<object>(name, { pollingIntervalSeconds: pollingSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as never);
          } catch (error) {
            log.error({ err: error, job: name }, 'job failed; it will be retried');
            throw error;
          }
        }
      });
      workers.set(name, worker);
    },
    async send(name, data, key) {
      await boss.send(name, data, { singletonKey: key });
    },
    async every(name, seconds) {
      if (!definitions.has(name)) throw new Error(`job ${name} is not defined`);
      // One job per time slot whichever instance asks first: the others' sends are ignored.
      const tick = () =>
        sendAndWake(name, {}, { singletonKey: name, singletonSeconds: seconds }).catch((error: unknown) =>
          log.error({ err: error, job: name }, 'could not queue a periodic job'),
        );
      await tick();
      // Each periodic job ticks a little after the one defined before it rather than at the same instant:
      // on the embedded database a job's statements run on the shop's own thread, and the half-minute and
      // minute jobs falling together held its answers up to 34 ms. Within the job's time slot, so no slot
      // is skipped.
      const offsetMs = Math.min(periodicJobs++ * PERIODIC_STAGGER_MS, seconds * 1000 - 1);
      const start = setTimeout(() => {
        void tick();
        const timer = setInterval(tick, seconds * 1000);
        timer.unref();
        timers.add(timer);
      }, offsetMs);
      start.unref();
      timers.add(start);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      // Lets a running job finish; what is left stays in the table for the next start.
      await boss.stop({ graceful: true, wait: true, timeout: 3_000, close: false });
      process.off('unhandledRejection', onUnhandledRejection);
    },
  };
}

/** Fails the jobs a dead process left active; each is retried as its queue allows (read from pg-boss 10's own table). */
async function failJobsLeftActive(boss: PgBoss, database: Database) {
  const { rows } = await database.query(`select name, id from pgboss.job where state = 'active'`);
  for (const { name, id } of rows as { name: string; id: string }[]) {
    await boss.fail(name, id, { message: 'the process running it stopped' });
  }
}
