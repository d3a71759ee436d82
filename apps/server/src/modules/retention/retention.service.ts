import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginTickets, otpChallenges, sessions, webhookEvents } from '../../db/schema.ts';

/** How long rows that only serve security or replay protection are kept once they are spent. */
export const retention = {
  /** Expired or revoked sessions: a day, so a just-revoked token still reads as revoked in the logs. */
  sessionDays: 1,
  /** Login codes: the longest send-limit window is 15 minutes; a day covers it with room to spare. */
  challengeDays: 1,
  /** Processed provider events: Razorpay retries for up to 24 hours; 30 days answers any support question. */
  webhookEventDays: 30,
};

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Deletes what has served its purpose; safe to run on any instance at any time. */
export async function purgeExpired(db: Db, now: Date) {
  const sessionCutoff = daysBefore(now, retention.sessionDays);
  const challengeCutoff = daysBefore(now, retention.challengeDays);
  const deletedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sessionCutoff), lt(sessions.revokedAt, sessionCutoff)))
    .returning({ id: sessions.id });
  // Tickets go with their challenge (on delete cascade); unused expired ones go too.
  await db.delete(loginTickets).where(lt(loginTickets.expiresAt, challengeCutoff));
  const deletedChallenges = await db
    .delete(otpChallenges)
    .where(lt(otpChallenges.createdAt, challengeCutoff))
    .returning({ id: otpChallenges.id });
  // An event never processed is kept: it is still owed its effect.
  const deletedEvents = await db
    .delete(webhookEvents)
    .where(and(isNotNull(webhookEvents.processedAt), lt(webhookEvents.receivedAt, daysBefore(now, retention.webhookEventDays))))
    .returning({ id: webhookEvents.id });
  return {
    sessions: deletedSessions.length,
    challenges: deletedChallenges.length,
    webhookEvents: deletedEvents.length,
  };
}
