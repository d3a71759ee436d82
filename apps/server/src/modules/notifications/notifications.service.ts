import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationList } from '@arrival/contracts/notifications';
import { preparedStatement, type Db, type DbOrTx } from '../../db/client.ts';
import { notifications, pushSubscriptions, users } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MessagingProvider } from '../../providers/messaging/messaging.ts';
import type { PushProvider } from '../../providers/push/push.ts';
import { t, type Language } from '../../i18n/index.ts';

export interface Notice {
  id: number;
  userId: number;
  orderId: number | null;
  title: string;
  content: string;
}

type DeliveryDeps = { db: DbOrTx; messaging: MessagingProvider; push?: PushProvider; log?: (error: unknown) => void };

/** The user's language, for a notice recorded outside a query that reads it already. */
export async function languageOfUser(tx: DbOrTx, userId: number): Promise<Language> {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? 'en';
}

const insertNotice = preparedStatement((db) =>
  db
    .insert(notifications)
    .values({
      userId: sql.placeholder('userId'),
      orderId: sql.placeholder('orderId'),
      title: sql.placeholder('title'),
      content: sql.placeholder('content'),
    })
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      orderId: notifications.orderId,
      title: notifications.title,
      content: notifications.content,
    })
    .prepare('record_notice'),
);

/** Records the in-app notification inside the caller's transaction; delivery follows after commit. */
export async function recordNotice(tx: DbOrTx, notice: Omit<Notice, 'id'>): Promise<Notice> {
  const [row] = await insertNotice(tx).execute(notice);
  return row!;
}

/**
 * Sends recorded notices on WhatsApp and web push, each once: a notice is claimed (`sent_at`) before it
 * goes out, so the sweep and the caller never both send it. A failed send never undoes the change that
 * caused it.
 */
export async function deliverNotices(deps: DeliveryDeps, notices: Notice[]) {
  if (notices.length === 0) return;
  // Claimed together with each recipient's number and language, for the template.
  const claimed = await deps.db
    .update(notifications)
    .set({ sentAt: sql`now()` })
    .from(users)
    .where(
      and(
        inArray(
          notifications.id,
          notices.map((n) => n.id),
        ),
        isNull(notifications.sentAt),
        eq(users.id, notifications.userId),
      ),
    )
    .returning({ id: notifications.id, phone: users.phone, language: users.language });
  const recipients = new Map(claimed.map((c) => [c.id, c]));
  for (const notice of notices) {
    const user = recipients.get(notice.id);
    if (!user) continue;
    try {
      await deps.messaging.sendNotice({
        to: user.phone,
        text: t(user.language, 'notice.message', { title: notice.title, content: notice.content }),
        language: user.language,
      });
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

/** Notices older than this when found unsent are not sent any more: news of an hour ago is not news. */
const UNSENT_NOTICE_WINDOW_MS = 60 * 60_000;

/**
 * Sends notices committed but never sent, as when the process stopped between its commit and the send.
 * The notices job runs it; answers how many went out.
 */
export async function deliverUnsentNotices(deps: DeliveryDeps & { db: Db; clock: Clock }, batch = 100): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - UNSENT_NOTICE_WINDOW_MS);
  const unsent = await deps.db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      orderId: notifications.orderId,
      title: notifications.title,
      content: notifications.content,
    })
    .from(notifications)
    .where(and(isNull(notifications.sentAt), gte(notifications.createdAt, since)))
    .orderBy(notifications.id)
    .limit(batch);
  await deliverNotices(deps, unsent);
  return unsent.length;
}

/** The user's notifications, newest first (at most 200), with how many are unread. */
export async function listNotifications(db: Db, userId: number, filter: 'unread' | 'all'): Promise<NotificationList> {
  const mine = eq(notifications.userId, userId);
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(filter === 'unread' ? and(mine, isNull(notifications.readAt)) : mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(200),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return {
    notifications: rows.map((n) => ({
      id: n.id,
      title: n.title,
      content: n.content,
      time: n.createdAt.toISOString(),
      read: n.readAt !== null,
      orderId: n.orderId,
    })),
    unreadCount: unread?.n ?? 0,
  };
}

/** Marks one of the user's notifications read; another user's is not found. */
export async function markNotificationRead(deps: { db: Db; clock: Clock }, userId: number, notificationId: number) {
  const updated = await deps.db
    .update(notifications)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound('Notification');
}

export async function markAllNotificationsRead(deps: { db: Db; clock: Clock }, userId: number) {
  await deps.db
    .update(notifications)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
