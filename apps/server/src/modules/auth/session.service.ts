import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '@arrival/contracts/common';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';

export interface AuthContext {
  userId: number;
  role: Role;
  sessionId: string;
}

export interface SessionDeps {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  sessionTtlHours: number;
}

/** The session settings out of the app's config. */
export function sessionDepsOf(deps: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'jwtSecret' | 'SESSION_TTL_HOURS'>;
}): SessionDeps {
  return { db: deps.db, clock: deps.clock, jwtSecret: deps.config.jwtSecret, sessionTtlHours: deps.config.SESSION_TTL_HOURS };
}

const ISSUER = 'arrival-shop';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Opens a session row and signs a token naming it; revoking the row ends the token. */
export async function createSession(deps: SessionDeps, userId: number): Promise<string> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.sessionTtlHours * 3_600_000);
  const id = randomUUID();
  await deps.db.insert(sessions).values({ id, userId, createdAt: now, expiresAt });
  return new SignJWT({ sid: id })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(String(userId))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(deps.jwtSecret));
}

const unauthenticated = (message = 'Your session has ended. Please log in again.') => new AppError('UNAUTHENTICATED', message);

/** Checks the signature, the expiry and that the session is still open; returns who is calling. */
export async function authenticateToken(deps: SessionDeps, token: string): Promise<AuthContext> {
  let sid: unknown;
  try {
    const { payload } = await jwtVerify(token, keyOf(deps.jwtSecret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: deps.clock.now(),
    });
    sid = payload.sid;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw unauthenticated();
    throw error;
  }
  if (typeof sid !== 'string') throw unauthenticated();
  const [row] = await deps.db
    .select({ userId: sessions.userId, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, deps.clock.now())))
    .limit(1);
  if (!row) throw unauthenticated();
  return { userId: row.userId, role: row.role, sessionId: sid };
}

export async function revokeSession(deps: Pick<SessionDeps, 'db' | 'clock'>, sessionId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
