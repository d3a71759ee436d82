import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../app-deps.ts';
import { followFlights } from '../modules/arrivals/flights.service.ts';
import { sendArrivalReminders } from '../modules/arrivals/reminders.service.ts';
import { handleUncollectedOrders } from '../modules/arrivals/uncollected.service.ts';
import { expireHolds } from '../modules/payments/holds.service.ts';
import { reconcilePayments } from '../modules/payments/reconciliation.service.ts';
import { deliverUnsentNotices } from '../modules/notifications/notifications.service.ts';
import { runDueRefunds } from '../modules/refunds/refunds.service.ts';
import { purgeExpired } from '../modules/retention/retention.service.ts';
import { isDatabaseUnavailable, type Database } from '../db/client.ts';
import { startJobQueue, type JobQueue, type QueueLog } from './queue.ts';

/** How often due refunds are asked of the provider; each refund keeps its own backoff. */
const REFUND_RUN_SECONDS = 15;

/**
 * The shop's periodic work, each as a job taken by one instance at a time: holds lapse, payments the
 * provider took without our hearing are found, refunds are asked until the provider settles them,
 * notices a crash kept from going out are sent, and old personal data goes. Flights of open orders are
 * followed, travellers are reminded before they land, and orders nobody collected are cancelled and refunded.
 */
export async function scheduleBackgroundWork(jobs: JobQueue, deps: AppDeps, log: (error: unknown) => void) {
  const work = { ...deps, log };
  await jobs.define('holds.expire', async () => {
    await expireHolds(work);
  });
  await jobs.define('payments.reconcile', async () => {
    await reconcilePayments(work);
  });
  await jobs.define('refunds.run', async () => {
    await runDueRefunds(work);
  });
  await jobs.define('notices.send', async () => {
    await deliverUnsentNotices(work);
  });
  await jobs.define('flights.follow', async () => {
    await followFlights(work);
  });
  await jobs.define('arrivals.remind', async () => {
    await sendArrivalReminders(work);
  });
  await jobs.define('orders.uncollected', async () => {
    await handleUncollectedOrders(work);
  });
  await jobs.define('retention.purge', async () => {
    await purgeExpired(deps.db, deps.clock.now());
  });
  await jobs.every('holds.expire', 30);
  await jobs.every('payments.reconcile', deps.config.RECONCILE_INTERVAL_SECONDS);
  // Also at every start, even within the period another instance (or this one before a crash) ran in.
  // The key is this start's own: a shared one would wait behind a start-time job that an instance killed
  // while running it left active until the job expires.
  await jobs.send('payments.reconcile', {}, `payments.reconcile:start:${randomUUID()}`);
  await jobs.every('refunds.run', REFUND_RUN_SECONDS);
  await jobs.every('notices.send', 30);
  await jobs.every('flights.follow', deps.config.FLIGHT_FOLLOW_INTERVAL_SECONDS);
  await jobs.every('arrivals.remind', 300);
  await jobs.every('orders.uncollected', 900);
  await jobs.every('retention.purge', 3600);
}

export interface BackgroundWork {
  /** Settles once the queue runs, or with nothing when a stop came first. */
  started: Promise<JobQueue | undefined>;
  /** Waits for a start under way, so no job is left running on a database about to close, then stops the queue. */
  stop(): Promise<void>;
}

/**
 * Starts the job queue and the periodic work a moment after the shop answers: none of the work is due
 * the moment a shop starts, and the first requests after a restart are then not queued behind the
 * queue's own start-up statements (on the embedded database every statement runs in turn). A database
 * unavailable then is waited for, as requests wait for it, rather than ending a shop that serves; any
 * other failure rejects `started`.
 */
export function startBackgroundWork(
  database: Database,
  deps: AppDeps,
  log: QueueLog & { warn(details: object, message: string): void },
  /** Seconds after the shop answers before the queue starts, and between attempts while the database is away. */
  { delaySeconds = 1, retrySeconds = 1 } = {},
): BackgroundWork {
  let stopping = false;
  let endWait: (() => void) | undefined;
  /** A pause that a stop ends at once. */
  const pause = (seconds: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, seconds * 1000);
      endWait = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const started = (async () => {
    await pause(delaySeconds);
    while (!stopping) {
      let jobs: JobQueue | undefined;
      try {
        // The embedded database's folder is held by this process alone (db/open.ts).
        jobs = await startJobQueue(database, log, { soleProcess: database.kind === 'pglite' });
        await scheduleBackgroundWork(jobs, deps, (error) => log.error({ err: error }, 'background work failed'));
        return jobs;
      } catch (error) {
        await jobs?.stop().catch(() => undefined);
        if (!isDatabaseUnavailable(error)) throw error;
        if (stopping) break;
        log.warn({ err: error }, 'background work waits for the database');
        await pause(retrySeconds);
      }
    }
    return undefined;
  })();
  return {
    started,
    async stop() {
      stopping = true;
      endWait?.();
      const jobs = await started.catch(() => undefined);
      await jobs?.stop();
    },
  };
}
