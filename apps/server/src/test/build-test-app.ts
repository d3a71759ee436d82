import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { createAppCaches } from '../app-caches.ts';
import { createChangeFeed } from '../db/change-feed.ts';
import type { AppDeps } from '../app-deps.ts';
import { loadConfig } from '../config.ts';
import { createManualClock } from '../lib/clock.ts';
import { createMemoryMessaging } from './fakes/memory-messaging.ts';
import { createDiskStorage } from '../providers/storage/disk.ts';
import { createRazorpayProvider } from '../providers/payments/razorpay.ts';
import { createSandboxPayments } from '../providers/payments/sandbox.ts';
import { startFakeRazorpay } from './fakes/fake-razorpay-server.ts';
import { createTestDatabase } from './test-db.ts';
import { createOrderEvents } from '../modules/notifications/events.ts';
import { noPush } from '../providers/push/push.ts';
import { createTimetableFlights } from '../providers/flights/timetable.ts';

/**
 * The real app on a fresh database with in-memory messaging and a clock the test controls. Read caches
 * are off unless asked for: a test that writes rows directly then reads through the API would otherwise
 * race the change notification.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  extra: Partial<AppDeps> = {},
  options: { caches?: boolean } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arrival-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    OTP_PEPPER: 'test-pepper-that-is-long-enough-for-hmac-keys-0000',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const database = await createTestDatabase();
  const clock = createManualClock(new Date('2026-11-22T06:00:00Z'));
  const messaging = createMemoryMessaging();
  const flights = createTimetableFlights({ now: () => clock.now() });
  const events = await createOrderEvents(database);
  const changes = options.caches ? await createChangeFeed(database) : undefined;
  const deps: AppDeps = {
    config,
    db: database.db,
    clock,
    messaging: messaging.provider,
    payments: createSandboxPayments({
      keyId: 'rzp_test_sandbox',
      keySecret: 'sandbox-key-secret',
      webhookSecret: 'sandbox-webhook-secret',
      db: database.db,
    }),
    flights,
    storage: createDiskStorage(path.join(dataDir, 'uploads')),
    events,
    push: noPush,
    caches: changes ? createAppCaches(changes) : undefined,
    ...extra,
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    db: database.db,
    database,
    clock,
    messaging,
    /** The bundled timetable, on which a test can delay a flight. */
    flights,
    async close() {
      await app.close();
      await events.close();
      await changes?.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** The app in Razorpay mode, against a local fake Razorpay that answers as Razorpay documents. */
export async function buildRazorpayTestApp(keys: { keyId: string; keySecret: string; webhookSecret: string }) {
  const fake = await startFakeRazorpay(keys);
  const t = await buildTestApp({}, { payments: createRazorpayProvider({ ...keys, baseUrl: fake.url, timeoutMs: 2000 }) });
  return {
    t,
    fake,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
