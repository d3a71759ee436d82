import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@arrival/contracts/notifications';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import type { Clock } from '../../lib/clock.ts';

/** Browsers a traveller keeps subscribed at once; the oldest beyond it is dropped. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** True for an https endpoint on one of the push services' hosts (`*.example.com` covers subdomains). */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed));
}

/** Saves or refreshes a browser's push subscription for the user. */
export async function savePushSubscription(
  deps: { db: Db; clock: Clock; config: { PUSH_ENDPOINT_HOSTS: string[] } },
  userId: number,
  subscription: PushSubscriptionBody,
) {
  const { endpoint, keys } = subscription;
  if (!isAllowedPushEndpoint(endpoint, deps.config.PUSH_ENDPOINT_HOSTS)) {
    throw new AppError('VALIDATION_FAILED', msg('push.unsupported'), {
      fields: { endpoint: msg('push.unknownService') },
    });
  }
  const now = deps.clock.now();
  // An endpoint belongs to one browser; whoever last signed in there receives its pushes.
  await deps.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, lastSeenAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: keys.p256dh, auth: keys.auth, lastSeenAt: now },
    });
  const kept = deps.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.lastSeenAt), desc(pushSubscriptions.id))
    .limit(PUSH_SUBSCRIPTIONS_PER_USER);
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
}

/** Drops the user's subscription for that endpoint; another user's stays. */
export async function removePushSubscription(db: Db, userId: number, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
