import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MessagingProvider } from '../../providers/messaging/messaging.ts';
import type { PaymentProvider } from '../../providers/payments/payments.ts';
import type { PushProvider } from '../../providers/push/push.ts';
import type { OrderEvents } from '../notifications/events.ts';

/** What the payment services need; the routes build it once. */
export interface PaymentDeps {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  messaging: MessagingProvider;
  events?: OrderEvents;
  push?: PushProvider;
  log?: (error: unknown) => void;
}
