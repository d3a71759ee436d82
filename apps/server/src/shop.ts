import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { OpeningDatabase } from './db/client.ts';
import { connectRedis } from './db/redis.ts';
import { createAppCaches } from './app-caches.ts';
import type { AppDeps } from './app-deps.ts';
import { changeFeedOf } from './db/change-feed.ts';
import { startBackgroundWork } from './jobs/background-work.ts';
import { fileOffsetClock, systemClock } from './lib/clock.ts';
import { createFlights } from './providers/flights/factory.ts';
import { createMessaging } from './providers/messaging/factory.ts';
import { createStorage } from './providers/storage/factory.ts';
import { createPayments } from './providers/payments/factory.ts';
import { orderEventsOf } from './modules/notifications/events.ts';
import { createPush } from './providers/push/factory.ts';
import { seedDemoData } from './seed/demo.ts';

/**
 * Everything after the configuration and the database's start: the shop built on the database, its work
 * started, and its port opened. The app is built while the embedded database still opens (its `early`
 * handle holds statements until then); nothing is served before the database is migrated and listened to.
 */
export async function runShop(config: Config, starting: OpeningDatabase) {
  const database = starting.early ?? (await starting.opened);
  const storage = createStorage(config);
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, console) : undefined;
  const clock = config.CLOCK_OFFSET_FILE ? fileOffsetClock(config.CLOCK_OFFSET_FILE) : systemClock;
  const events = orderEventsOf(database);
  const changes = changeFeedOf(database);
  const deps: AppDeps = {
    config,
    db: database.db,
    clock,
    messaging: createMessaging(config),
    payments: createPayments(config, database.db),
    flights: createFlights(config, clock),
    events,
    push: createPush(config),
    storage,
    redis,
    caches: createAppCaches(changes),
  };
  const app = await buildApp(deps);
  await Promise.all([starting.opened, events.listening, changes.listening]);

  if (config.SEED_DEMO_DATA) {
    const { seeded } = await seedDemoData({ db: database.db, storage });
    if (seeded)
      console.log('Demo data created: 4 airports, the catalogue, and the demo admin (910000000001) and staff (910000000002).');
  }

  // Background work runs as jobs in the database: once across instances, and kept across restarts. It
  // starts a second from now, once the shop answers.
  const backgroundWork = startBackgroundWork(database, deps, app.log);
  backgroundWork.started.catch((error: unknown) => {
    console.error('Arrival Shop could not start its background work:', error);
    process.exit(1);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, 4_500);
    force.unref();
    // Event streams end first (preClose), then requests in flight drain, then jobs and the stores close.
    await app.close();
    await backgroundWork.stop();
    await redis?.quit().catch(() => undefined);
    await events.close();
    await changes.close();
    await database.close();
    console.log('Arrival Shop stopped: database closed.');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`Arrival Shop is running at http://localhost:${port} (database: ${database.kind}, data: ${config.dataDir})`);
}
