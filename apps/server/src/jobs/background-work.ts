import type { AppDeps } from '../app-deps.ts';
import { followFlights } from '../modules/arrivals/flights.service.ts';
import { sendArrivalReminders } from '../modules/arrivals/reminders.service.ts';
import { handleUncollectedOrders } from '../modules/arrivals/uncollected.service.ts';
import { expireHolds } from '../modules/payments/holds.service.ts';
import { reconcilePayments } from '../modules/payments/reconciliation.service.ts';
import { deliverUnsentNotices } from '../modules/notifications/notifications.service.ts';
import { runDueRefunds } from '../modules/refunds/refunds.service.ts';
import { purgeExpired } from '../modules/retention/retention.service.ts';
import type { JobQueue } from './queue.ts';

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
  await jobs.send('payments.reconcile', {}, 'payments.reconcile:start');
  await jobs.every('refunds.run', REFUND_RUN_SECONDS);
  await jobs.every('notices.send', 30);
  await jobs.every('flights.follow', deps.config.FLIGHT_FOLLOW_INTERVAL_SECONDS);
  await jobs.every('arrivals.remind', 300);
  await jobs.every('orders.uncollected', 900);
  await jobs.every('retention.purge', 3600);
}
