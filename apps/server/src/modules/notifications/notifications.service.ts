import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import type { MessagingProvider } from '../../providers/messaging/messaging.ts';

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

/** Sends recorded notices on WhatsApp; a failed send never undoes the change that caused it. */
export async function deliverNotices(
  deps: { db: DbOrTx; messaging: MessagingProvider; log?: (error: unknown) => void },
  notices: Notice[],
) {
  for (const notice of notices) {
    try {
      const [user] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, notice.userId)).limit(1);
      if (user) await deps.messaging.sendNotice({ to: user.phone, text: `${notice.title}: ${notice.content}` });
    } catch (error) {
      deps.log?.(error);
    }
  }
}
