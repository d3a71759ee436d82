import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_FIRST_COUNTDOWN_SECONDS, OTP_TTL_SECONDS } from '@arrival/contracts/auth';
import type { Db, Tx } from '../../db/client.ts';
import { loginTickets, otpChallenges, otpPhoneStates, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { msg, waitMessage } from '../../i18n/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { hmacHex, randomDigits, randomToken, safeEqualHex, sha256Hex } from '../../lib/crypto.ts';
import type { MessagingProvider } from '../../providers/messaging/messaging.ts';
import type { Language } from '@arrival/contracts/language';

/**
 * The OTP policy (OWASP ASVS 2.7, NIST 800-63B 5.2.2); one table so the tests and the docs read the
 * same numbers. Nothing here may keep the phone's owner from a new code for more than 15 minutes:
 * no window is longer and a lock never grows, so a stranger guessing wrong cannot lock a traveller out.
 */
export const otpPolicy = {
  codeTtlSeconds: OTP_TTL_SECONDS,
  maxAttemptsPerCode: 5,
  failuresBeforeLock: 10,
  lockMinutes: 15,
  ticketTtlSeconds: 300,
  sendLimits: [
    { windowSeconds: OTP_FIRST_COUNTDOWN_SECONDS, max: 1 },
    { windowSeconds: 15 * 60, max: 4 },
  ],
} as const;

export interface OtpDeps {
  db: Db;
  clock: Clock;
  messaging: MessagingProvider;
  otpPepper: string;
  ipSendsPerHour: number;
}

const codeHash = (pepper: string, challengeId: string, code: string) => hmacHex(pepper, `${challengeId}:${code}`);
const secondsBetween = (later: Date, earlier: Date) => Math.max(1, Math.ceil((later.getTime() - earlier.getTime()) / 1000));

function lockedError(lockedUntil: Date, now: Date) {
  const wait = secondsBetween(lockedUntil, now);
  return new AppError('RATE_LIMITED', msg('otp.tooManyWrong', { wait: waitMessage(wait) }), {
    retryAfterSeconds: wait,
    details: { codeDead: true },
  });
}

/** Creates the phone's failure row if needed and locks it for the rest of the transaction. */
async function lockPhoneState(tx: Tx, phone: string) {
  await tx.insert(otpPhoneStates).values({ phone }).onConflictDoNothing();
  const [state] = await tx.select().from(otpPhoneStates).where(eq(otpPhoneStates.phone, phone)).for('update');
  if (!state) throw new Error('phone state row missing after upsert');
  return state;
}

async function enforceSendLimits(tx: Tx, deps: OtpDeps, phone: string, ip: string, now: Date) {
  for (const limit of otpPolicy.sendLimits) {
    const since = new Date(now.getTime() - limit.windowSeconds * 1000);
    const recent = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone, phone), gte(otpChallenges.createdAt, since)))
      .orderBy(otpChallenges.createdAt);
    if (recent.length >= limit.max) {
      const oldest = recent[recent.length - limit.max]!.createdAt;
      const wait = secondsBetween(new Date(oldest.getTime() + limit.windowSeconds * 1000), now);
      throw new AppError('RATE_LIMITED', msg('otp.tooManySent', { wait: waitMessage(wait) }), {
        retryAfterSeconds: wait,
      });
    }
  }
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [fromIp] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.ip, ip), gte(otpChallenges.createdAt, hourAgo)));
  if ((fromIp?.count ?? 0) >= deps.ipSendsPerHour) {
    throw new AppError('RATE_LIMITED', msg('otp.tooManyFromNetwork'), {
      retryAfterSeconds: 3600,
    });
  }
}

/**
 * Issues a fresh code for the phone (the previous one dies) and sends it.
 * The answer is the same whether or not the number belongs to an account.
 */
export async function generateOtp(deps: OtpDeps, input: { phone: string; ip: string; language?: Language }) {
  const now = deps.clock.now();
  const challengeId = randomUUID();
  const code = randomDigits(OTP_LENGTH);
  const language = await deps.db.transaction(async (tx) => {
    const state = await lockPhoneState(tx, input.phone);
    if (state.lockedUntil && state.lockedUntil > now) throw lockedError(state.lockedUntil, now);
    await enforceSendLimits(tx, deps, input.phone, input.ip, now);
    await tx
      .update(otpChallenges)
      .set({ status: 'DEAD' })
      .where(and(eq(otpChallenges.phone, input.phone), eq(otpChallenges.status, 'PENDING')));
    await tx.insert(otpChallenges).values({
      id: challengeId,
      phone: input.phone,
      codeHash: codeHash(deps.otpPepper, challengeId, code),
      ip: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + otpPolicy.codeTtlSeconds * 1000),
    });
    // A traveller gets the code in the language they chose; a number new to us, in the one its device asks for.
    const [user] = await tx.select({ language: users.language }).from(users).where(eq(users.phone, input.phone)).limit(1);
    return user?.language ?? input.language ?? 'en';
  });
  try {
    await deps.messaging.sendOtp({ to: input.phone, code, ttlSeconds: otpPolicy.codeTtlSeconds, language });
  } catch {
    await deps.db.update(otpChallenges).set({ status: 'DEAD' }).where(eq(otpChallenges.id, challengeId));
    throw new AppError('INTERNAL', msg('otp.sendFailed'), { statusCode: 503 });
  }
  return {
    status: true,
    message: 'OTP sent to your WhatsApp',
    resendAfterSeconds: otpPolicy.sendLimits[0].windowSeconds,
    expiresInSeconds: otpPolicy.codeTtlSeconds,
  };
}

type VerifyOutcome = { ok: true; uniqueIdentifier: string } | { ok: false; error: AppError };

/** Checks a code; failures are counted (and committed) before the error is raised. */
export async function verifyOtp(deps: OtpDeps, input: { phone: string; otp: string }) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const state = await lockPhoneState(tx, input.phone);
    if (state.lockedUntil && state.lockedUntil > now) return { ok: false, error: lockedError(state.lockedUntil, now) };

    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone, input.phone), eq(otpChallenges.status, 'PENDING')))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1)
      .for('update');
    if (!challenge || challenge.expiresAt <= now) {
      if (challenge) await tx.update(otpChallenges).set({ status: 'DEAD' }).where(eq(otpChallenges.id, challenge.id));
      return {
        ok: false,
        error: new AppError('OTP_INVALID', msg('otp.expired'), { details: { codeDead: true } }),
      };
    }

    if (!safeEqualHex(codeHash(deps.otpPepper, challenge.id, input.otp), challenge.codeHash)) {
      const attempts = challenge.attempts + 1;
      const codeDead = attempts >= otpPolicy.maxAttemptsPerCode;
      await tx
        .update(otpChallenges)
        .set({ attempts, status: codeDead ? 'DEAD' : 'PENDING' })
        .where(eq(otpChallenges.id, challenge.id));

      const failures = state.consecutiveFailures + 1;
      if (failures >= otpPolicy.failuresBeforeLock) {
        const lockedUntil = new Date(now.getTime() + otpPolicy.lockMinutes * 60_000);
        await tx
          .update(otpPhoneStates)
          .set({ consecutiveFailures: 0, lockCount: state.lockCount + 1, lockedUntil })
          .where(eq(otpPhoneStates.phone, input.phone));
        await tx.update(otpChallenges).set({ status: 'DEAD' }).where(eq(otpChallenges.id, challenge.id));
        return { ok: false, error: lockedError(lockedUntil, now) };
      }
      await tx.update(otpPhoneStates).set({ consecutiveFailures: failures }).where(eq(otpPhoneStates.phone, input.phone));
      const left = otpPolicy.maxAttemptsPerCode - attempts;
      return {
        ok: false,
        error: codeDead
          ? new AppError('OTP_INVALID', msg('otp.tooManyAttempts'), {
              details: { codeDead: true },
            })
          : new AppError('OTP_INVALID', msg(left === 1 ? 'otp.incorrectOne' : 'otp.incorrectMany', { left }), {
              details: { codeDead: false, attemptsLeft: left },
            }),
      };
    }

    const [verified] = await tx
      .update(otpChallenges)
      .set({ status: 'VERIFIED' })
      .where(and(eq(otpChallenges.id, challenge.id), eq(otpChallenges.status, 'PENDING')))
      .returning({ id: otpChallenges.id });
    if (!verified) {
      return {
        ok: false,
        error: new AppError('OTP_INVALID', msg('otp.used'), {
          details: { codeDead: true },
        }),
      };
    }
    await tx
      .update(otpPhoneStates)
      .set({ consecutiveFailures: 0, lockCount: 0, lockedUntil: null })
      .where(eq(otpPhoneStates.phone, input.phone));
    const uniqueIdentifier = randomToken(32);
    await tx.insert(loginTickets).values({
      idHash: sha256Hex(uniqueIdentifier),
      phone: input.phone,
      challengeId: challenge.id,
      expiresAt: new Date(now.getTime() + otpPolicy.ticketTtlSeconds * 1000),
    });
    return { ok: true, uniqueIdentifier };
  });
  if (!outcome.ok) throw outcome.error;
  return { status: true, message: 'OTP verified', uniqueIdentifier: outcome.uniqueIdentifier };
}

/** Spends a login ticket: single use, bound to its phone, short-lived. Returns false when it cannot be spent. */
export async function redeemLoginTicket(deps: Pick<OtpDeps, 'db' | 'clock'>, input: { phone: string; uniqueIdentifier: string }) {
  const now = deps.clock.now();
  const [ticket] = await deps.db
    .update(loginTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginTickets.idHash, sha256Hex(input.uniqueIdentifier)),
        eq(loginTickets.phone, input.phone),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .returning({ phone: loginTickets.phone });
  return Boolean(ticket);
}
