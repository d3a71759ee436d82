import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, pushSubscriptions, users } from '../../db/schema.ts';
import type { MessagingProvider } from '../../providers/messaging/messaging.ts';
import type { PushProvider } from '../../providers/push/push.ts';

export interface Notice {
  userId: number;
  orderId: number | null;
  title: string;
  content: string;
}

/** Records the in-app notification inside the caller's transaction; delivery follows after commit. */
export async function recordNotice(tx: DbOrTx, notice: Notice): Promise<Notice> {
  await tx.insert(notifications).values(notice);
  return notice;
}

/** Sends recorded notices on WhatsApp and web push; a failed send never undoes the change that caused it. */
export async function deliverNotices(
  deps: { db: DbOrTx; messaging: MessagingProvider; push?: PushProvider; log?: (error: unknown) => void },
  notices: Notice[],
) {
  for (const notice of notices) {
    try {
      const [user] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, notice.userId)).limit(1);
      if (user) await deps.messaging.sendNotice({ to: user.phone, text: `${notice.title}: ${notice.content}` });
    } catch (error) {
      deps.log?.(error);
    }
    if (deps.push?.enabled) await pushNotice(deps as { db: DbOrTx; push: PushProvider; log?: (error: unknown) => void }, notice);
  }
}

async function pushNotice(deps: { db: DbOrTx; push: PushProvider; log?: (error: unknown) => void }, notice: Notice) {
  const targets = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, notice.userId));
  const message = {
    title: notice.title,
    body: notice.content,
    url: notice.orderId ? `/track-order/${notice.orderId}` : '/user/notifications',
    tag: notice.orderId ? `order-${notice.orderId}` : 'notice',
  };
  const gone: number[] = [];
  for (const target of targets) {
    try {
      if ((await deps.push.send(target, message, { urgency: 'high' })) === 'gone') gone.push(target.id);
    } catch (error) {
      deps.log?.(error);
    }
  }
  // Expired or unsubscribed endpoints (404/410) are dropped so they are not tried again.
  if (gone.length > 0) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
}
