import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '@arrival/contracts/common';
import type { Language } from '@arrival/contracts/language';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import { readThrough, type ReadCache } from '../../lib/read-cache.ts';
import type { AppCaches } from '../../app-caches.ts';

export interface AuthContext {
  userId: number;
  role: Role;
  sessionId: string;
  /** The caller's chosen pickup airport, read with the session: most calls need it. */
  pickupLocationId: number | null;
  /** The caller's language, for the error messages they read. */
  language: Language;
}

/** A checked session as the cache keeps it: who, and until when the token may be used. */
export interface CachedSession {
  auth: AuthContext;
  expiresAtMs: number;
}

export interface SessionDeps {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  sessionTtlHours: number;
  /** Checked sessions by token; the database's change notifications drop a user's entries. */
  cache?: ReadCache<CachedSession>;
}

/** The session settings out of the app's config. */
export function sessionDepsOf(deps: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'jwtSecret' | 'SESSION_TTL_HOURS'>;
  caches?: AppCaches;
}): SessionDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    jwtSecret: deps.config.jwtSecret,
    sessionTtlHours: deps.config.SESSION_TTL_HOURS,
    cache: deps.caches?.sessions,
  };
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

const unauthenticated = () => new AppError('UNAUTHENTICATED', msg('error.sessionEnded'));

/** Checks the signature, the expiry and that the session is still open; returns who is calling. */
export async function authenticateToken(deps: SessionDeps, token: string): Promise<AuthContext> {
  const session = await readThrough(deps.cache, token, () => checkSession(deps, token));
  if (session.expiresAtMs <= deps.clock.now().getTime()) {
    deps.cache?.deleteWhere((key) => key === token);
    throw unauthenticated();
  }
  return session.auth;
}

async function checkSession(deps: SessionDeps, token: string): Promise<CachedSession> {
  let sid: unknown;
  let exp: number | undefined;
  try {
    const { payload } = await jwtVerify(token, keyOf(deps.jwtSecret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: deps.clock.now(),
    });
    sid = payload.sid;
    exp = payload.exp;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw unauthenticated();
    throw error;
  }
  if (typeof sid !== 'string') throw unauthenticated();
  const [row] = await deps.db
    .select({
      userId: sessions.userId,
      role: users.role,
      pickupLocationId: users.pickupLocationId,
      language: users.language,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, deps.clock.now())))
    .limit(1);
  if (!row) throw unauthenticated();
  return {
    auth: {
      userId: row.userId,
      role: row.role,
      sessionId: sid,
      pickupLocationId: row.pickupLocationId,
      language: row.language,
    },
    expiresAtMs: Math.min(row.expiresAt.getTime(), exp === undefined ? Infinity : exp * 1000),
  };
}

export async function revokeSession(deps: Pick<SessionDeps, 'db' | 'clock' | 'cache'>, sessionId: string): Promise<void> {
  // At once here; other instances hear of it from the database.
  deps.cache?.deleteWhere((_token, session) => session.auth.sessionId === sessionId);
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
