import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { systemClock } from './lib/clock.ts';
import { createMessaging } from './providers/messaging/factory.ts';
import { createStorage } from './providers/storage/factory.ts';
import { createPayments } from './providers/payments/factory.ts';
import { expireHolds } from './modules/payments/holds.service.ts';
import { createOrderEvents } from './modules/notifications/events.ts';
import { createPush } from './providers/push/factory.ts';
import { seedDemoData } from './seed/demo.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const storage = createStorage(config);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;

  if (config.SEED_DEMO_DATA) {
    const { seeded } = await seedDemoData({ db: database.db, storage });
    if (seeded)
      console.log('Demo data created: 4 airports, the catalogue, and the demo admin (919000000001) and staff (919000000002).');
  }

  const events = await createOrderEvents(database);
  const app = await buildApp({
    config,
    db: database.db,
    clock: systemClock,
    messaging: createMessaging(config),
    payments: createPayments(config),
    events,
    push: createPush(config),
    storage,
    redis,
  });

  // Holds whose 15 minutes are up give their stock back; skip-locked rows keep instances apart.
  const sweep = setInterval(() => {
    expireHolds({ db: database.db, clock: systemClock }).catch((error: unknown) =>
      app.log.error({ err: error }, 'hold sweep failed'),
    );
  }, 30_000);
  sweep.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let the ones in flight finish, then close the stores.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(sweep);
    await app.close();
    await redis?.quit().catch(() => undefined);
    await events.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`Arrival Shop is running at http://localhost:${port} (database: ${database.kind}, data: ${config.dataDir})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Arrival Shop failed to start:', error);
  }
  process.exit(1);
});
