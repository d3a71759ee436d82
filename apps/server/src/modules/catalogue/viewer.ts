import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CURRENCY_HEADER } from '@arrival/contracts/currency';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { callerOf } from '../../plugins/auth.ts';
import { resolveCurrency } from '../currency/currency.service.ts';
import type { Viewer } from './product-view.ts';

/** The caller as a catalogue viewer: role, pickup airport from the profile, currency from the header. */
export async function viewerOf(db: Db, request: FastifyRequest): Promise<Viewer & { userId: number }> {
  const caller = callerOf(request);
  const [user] = await db.select({ locationId: users.pickupLocationId }).from(users).where(eq(users.id, caller.userId)).limit(1);
  const header = request.headers[CURRENCY_HEADER];
  return {
    userId: caller.userId,
    isAdmin: caller.role === 'ADMIN',
    locationId: user?.locationId ?? null,
    currency: resolveCurrency(typeof header === 'string' ? header : undefined),
  };
}
