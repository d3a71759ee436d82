import type { Redis } from 'ioredis';
import type { AppCaches } from './app-caches.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { OrderEvents } from './modules/notifications/events.ts';
import type { StreamRegistry } from './modules/notifications/live-streams.ts';
import type { FlightStatusProvider } from './providers/flights/flights.ts';
import type { MessagingProvider } from './providers/messaging/messaging.ts';
import type { PaymentProvider } from './providers/payments/payments.ts';
import type { PushProvider } from './providers/push/push.ts';
import type { StorageProvider } from './providers/storage/storage.ts';

/** Everything a route or service may use; tests pass fakes for the outside world. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  messaging: MessagingProvider;
  payments: PaymentProvider;
  flights: FlightStatusProvider;
  events: OrderEvents;
  push: PushProvider;
  storage: StorageProvider;
  redis?: Redis;
  /** In-memory read caches kept exact by the database's change notifications; without them every read queries. */
  caches?: AppCaches;
  /** This instance's open event streams; buildApp makes one when absent. */
  streams?: StreamRegistry;
  /** Where request logs go; standard output when absent. */
  logStream?: NodeJS.WritableStream;
}
