import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@arrival/contracts/notifications';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

/** Saves or refreshes a browser's push subscription for the user. */
export async function savePushSubscription(deps: { db: Db; clock: Clock }, userId: number, subscription: PushSubscriptionBody) {
  const { endpoint, keys } = subscription;
  const now = deps.clock.now();
  // An endpoint belongs to one browser; whoever last signed in there receives its pushes.
  await deps.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, lastSeenAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: keys.p256dh, auth: keys.auth, lastSeenAt: now },
    });
}

/** Drops the user's subscription for that endpoint; another user's stays. */
export async function removePushSubscription(db: Db, userId: number, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
