import { z } from 'zod/mini';

/** SPEC §9: the push registration is sent again after 7 days (10080 minutes). */
export const PUSH_REFRESH_MINUTES = 10_080;

const STORAGE_KEY = 'push-subscription';

/** The subscription this browser last sent to the server: for whom, and when. */
const sentSubscriptionSchema = z.object({ endpoint: z.string(), userId: z.int(), sentAt: z.number() });
export type SentSubscription = z.infer<typeof sentSubscriptionSchema>;

export function readSentSubscription(): SentSubscription | null {
  try {
    const parsed = sentSubscriptionSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const writeSentSubscription = (record: SentSubscription) => localStorage.setItem(STORAGE_KEY, JSON.stringify(record));
export const clearSentSubscription = () => localStorage.removeItem(STORAGE_KEY);

/**
 * Whether the subscription must be (re)sent: never sent, sent for someone else who used this
 * browser, replaced by the browser since (a new endpoint), or sent 7 days ago or more.
 */
export function isSendDue(sent: SentSubscription | null, current: { endpoint: string; userId: number }, now: number) {
  if (!sent || sent.endpoint !== current.endpoint || sent.userId !== current.userId) return true;
  return now - sent.sentAt >= PUSH_REFRESH_MINUTES * 60_000;
}
