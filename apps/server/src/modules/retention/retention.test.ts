import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTickets, otpChallenges, sessions, users, webhookEvents } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { purgeExpired } from './retention.service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const now = new Date('2026-11-23T06:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('purgeExpired', () => {
  it('removes spent sessions, codes, tickets and old processed events, and keeps everything still in use', async () => {
    const { db } = database;
    const [user] = await db.insert(users).values({ phone: '919812300001' }).returning();
    const live = randomUUID();
    const expired = randomUUID();
    const revoked = randomUUID();
    const justRevoked = randomUUID();
    await db.insert(sessions).values([
      { id: live, userId: user!.id, expiresAt: new Date(now.getTime() + 3_600_000) },
      { id: expired, userId: user!.id, expiresAt: ago(48) },
      { id: revoked, userId: user!.id, expiresAt: new Date(now.getTime() + 3_600_000), revokedAt: ago(30) },
      { id: justRevoked, userId: user!.id, expiresAt: new Date(now.getTime() + 3_600_000), revokedAt: ago(1) },
    ]);
    const oldChallenge = randomUUID();
    const freshChallenge = randomUUID();
    await db.insert(otpChallenges).values([
      { id: oldChallenge, phone: '919812300001', codeHash: 'x', createdAt: ago(30), expiresAt: ago(29.9) },
      {
        id: freshChallenge,
        phone: '919812300001',
        codeHash: 'y',
        createdAt: ago(0.1),
        expiresAt: new Date(now.getTime() + 60_000),
      },
    ]);
    await db.insert(loginTickets).values([
      { idHash: 'old', phone: '919812300001', challengeId: oldChallenge, expiresAt: ago(29.8) },
      { idHash: 'fresh', phone: '919812300001', challengeId: freshChallenge, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await db.insert(webhookEvents).values([
      { id: 'evt_old_done', type: 'order.paid', payload: {}, receivedAt: ago(24 * 40), processedAt: ago(24 * 40) },
      { id: 'evt_old_pending', type: 'order.paid', payload: {}, receivedAt: ago(24 * 40) },
      { id: 'evt_recent', type: 'order.paid', payload: {}, receivedAt: ago(2), processedAt: ago(2) },
    ]);

    expect(await purgeExpired(db, now)).toEqual({ sessions: 2, challenges: 1, webhookEvents: 1 });
    expect((await db.select().from(sessions)).map((s) => s.id).sort()).toEqual([live, justRevoked].sort());
    expect((await db.select().from(otpChallenges)).map((c) => c.id)).toEqual([freshChallenge]);
    expect((await db.select().from(loginTickets)).map((t) => t.idHash)).toEqual(['fresh']);
    expect((await db.select().from(webhookEvents)).map((e) => e.id).sort()).toEqual(['evt_old_pending', 'evt_recent']);
    // Nothing left to purge: a second run is a no-op.
    expect(await purgeExpired(db, now)).toEqual({ sessions: 0, challenges: 0, webhookEvents: 0 });
  });
});
