import { eq } from 'drizzle-orm';
import { arrivalProblem, EMAIL_REQUIRED_MESSAGE, NAME_REQUIRED_MESSAGE, type User } from '@arrival/contracts/user';
import type { Role } from '@arrival/contracts/common';
import type { Language } from '@arrival/contracts/language';
import type { Db } from '../../db/client.ts';
import { locations, users } from '../../db/schema.ts';
import { forgetUser, type AppCaches } from '../../app-caches.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import { assertCounterCanServe } from '../counters/counters.service.ts';
import type { Clock } from '../../lib/clock.ts';

type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    profileImage: row.profileImage,
    pickUpLocation: row.pickupLocationId,
    arrivalDate: row.arrivalAt?.toISOString() ?? null,
    flightNumber: row.flightNumber,
    arrivalTerminal: row.arrivalTerminal,
    language: row.language,
  };
}

/** The user with this phone, created as a USER on first login (in English unless a language is given). */
export async function findOrCreateUserByPhone(db: Db, phone: string, language?: Language): Promise<UserRow> {
  await db
    .insert(users)
    .values({ phone, ...(language ? { language } : {}) })
    .onConflictDoNothing({ target: users.phone });
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (!row) throw new Error('user row missing after upsert');
  return row;
}

export async function getUser(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('User');
  return row;
}

interface ArrivalInput {
  pickUpLocation: number;
  arrivalDate: string;
  flightNumber?: string | null;
  arrivalTerminal?: string | null;
  name?: string;
  email?: string;
  language?: Language;
}

/** Sets the pickup airport and arrival (at least 24 h ahead), and a name or e-mail the profile still lacks. */
export async function updateArrival(
  deps: { db: Db; clock: Clock; caches?: AppCaches },
  userId: number,
  input: ArrivalInput,
): Promise<UserRow> {
  const current = await getUser(deps.db, userId);
  const arrival = new Date(input.arrivalDate);
  const now = deps.clock.now();
  const [location] = await deps.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, input.pickUpLocation))
    .limit(1);
  if (!location) {
    throw new AppError('VALIDATION_FAILED', msg('arrival.unknownAirport'), {
      details: { fields: { pickUpLocation: 'Unknown airport' } },
    });
  }
  // The counter's own cut-off (never under 24 h), closures and hours; then the far limit.
  await assertCounterCanServe(deps.db, location.id, arrival, now);
  const problem = arrivalProblem(arrival, now);
  // The shared rule answers the English text; its catalogue entry gives the caller's language.
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { details: { fields: { arrivalDate: problem } } });
  const name = input.name ?? current.name;
  const email = input.email ?? current.email;
  if (!name)
    throw new AppError('VALIDATION_FAILED', msg('user.nameRequired'), { details: { fields: { name: NAME_REQUIRED_MESSAGE } } });
  if (!email) {
    throw new AppError('VALIDATION_FAILED', msg('user.emailRequired'), {
      details: { fields: { email: EMAIL_REQUIRED_MESSAGE } },
    });
  }

  const [row] = await deps.db
    .update(users)
    .set({
      pickupLocationId: location.id,
      arrivalAt: arrival,
      // A new arrival without a flight is typed by hand: an old flight no longer applies.
      flightNumber: input.flightNumber ?? null,
      arrivalTerminal: input.flightNumber ? (input.arrivalTerminal ?? null) : null,
      name,
      email,
      ...(input.language ? { language: input.language } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('User');
  // The traveller's next call must see the new airport; other instances hear of it from the database.
  forgetUser(deps.caches, userId);
  return row;
}

/** Sets the language of the traveller's messages, notices and errors. */
export async function setLanguage(
  deps: { db: Db; clock: Clock; caches?: AppCaches },
  userId: number,
  language: Language,
): Promise<UserRow> {
  const [row] = await deps.db
    .update(users)
    .set({ language, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('User');
  // The session cache holds the language the error handler answers in.
  forgetUser(deps.caches, userId);
  return row;
}

export async function grantRole(db: Db, phone: string, role: Role): Promise<UserRow> {
  const user = await findOrCreateUserByPhone(db, phone);
  const [row] = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  if (!row) throw notFound('User');
  return row;
}
