import { asc, eq } from 'drizzle-orm';
import {
  defaultCounterSettings,
  pickupProblemFacts,
  type Counter,
  type CounterSettings,
  type PickupProblemFacts,
} from '@arrival/contracts/counters';
import type { Db, DbOrTx } from '../../db/client.ts';
import { counters, locations } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { msg, type Message } from '../../i18n/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { writeAudit } from '../audit/audit.service.ts';

type CounterRow = typeof counters.$inferSelect;
type LocationRow = Pick<typeof locations.$inferSelect, 'id' | 'name' | 'code'>;

function toCounter(location: LocationRow, row: CounterRow | null): Counter {
  const settings: CounterSettings = row
    ? {
        place: row.place,
        mapUrl: row.mapUrl,
        hours: row.openingHours,
        closures: row.closures,
        cutoffHours: row.cutoffHours,
        uncollectedHours: row.uncollectedHours,
      }
    : defaultCounterSettings();
  return { locationId: location.id, locationName: location.name, locationCode: location.code, ...settings };
}

/** What a counter is read from: its airport joined with its row (`counters` left-joined on the airport). */
export const counterColumns = { location: { id: locations.id, name: locations.name, code: locations.code }, counter: counters };

/** The counter from a row read with `counterColumns`. */
export const counterOf = (row: { location: LocationRow; counter: CounterRow | null }): Counter =>
  toCounter(row.location, row.counter);

const counterQuery = (db: DbOrTx) =>
  db.select(counterColumns).from(locations).leftJoin(counters, eq(counters.locationId, locations.id));

/** Every airport's counter, described or with the defaults, in airport order. */
export async function listCounters(db: DbOrTx): Promise<Counter[]> {
  const rows = await counterQuery(db).orderBy(asc(locations.id));
  return rows.map((r) => toCounter(r.location, r.counter));
}

export async function getCounter(db: DbOrTx, locationId: number): Promise<Counter> {
  const [row] = await counterQuery(db).where(eq(locations.id, locationId)).limit(1);
  if (!row) throw notFound('Airport');
  return toCounter(row.location, row.counter);
}

/** Closures that ended are history; saving drops them so the list stays what is still to come. */
const stillToCome = (settings: CounterSettings, now: Date): CounterSettings => ({
  ...settings,
  closures: settings.closures.filter((c) => Date.parse(c.endsAt) > now.getTime()),
});

/** An admin describes an airport's counter; the change is audited. */
export async function updateCounter(
  deps: { db: Db; clock: Clock },
  actorUserId: number,
  locationId: number,
  input: CounterSettings,
): Promise<Counter> {
  const now = deps.clock.now();
  const settings = stillToCome(input, now);
  return deps.db.transaction(async (tx) => {
    const before = await getCounter(tx, locationId);
    const values = {
      place: settings.place,
      mapUrl: settings.mapUrl,
      openingHours: settings.hours,
      closures: settings.closures,
      cutoffHours: settings.cutoffHours,
      uncollectedHours: settings.uncollectedHours,
      updatedAt: now,
    };
    await tx
      .insert(counters)
      .values({ locationId, ...values })
      .onConflictDoUpdate({ target: counters.locationId, set: values });
    const after = await getCounter(tx, locationId);
    await writeAudit(tx, {
      actorUserId,
      action: 'counter.update',
      entity: 'counter',
      entityId: locationId,
      before,
      after,
    });
    return after;
  });
}

/**
 * Why the counter cannot serve an arrival, as a catalogued message; its English is `pickupProblem`'s
 * of the contracts, word for word.
 */
export function pickupProblemMessage({ reason, next }: PickupProblemFacts): Message {
  const then = next ? msg('counter.nextPossible', { time: next }) : msg('counter.noOrders');
  switch (reason.kind) {
    case 'tooSoon':
      return msg('counter.ruleThen', { rule: msg('arrival.tooSoon'), next: then });
    case 'cutoff':
      return msg('counter.ruleThen', {
        rule: msg('counter.cutoff', { airport: reason.airport, hours: reason.hours }),
        next: then,
      });
    case 'closure':
      return msg('counter.whyThen', {
        why: reason.reason
          ? msg('counter.closedFor', { airport: reason.airport, reason: reason.reason })
          : msg('counter.closedThen', { airport: reason.airport }),
        next: then,
      });
    case 'closedAt':
      return msg('counter.whyThen', { why: msg('counter.closedAt', { airport: reason.airport, time: reason.at }), next: then });
  }
}

/**
 * Refuses an arrival the airport's counter cannot serve (inside its cut-off, a closure, outside its
 * hours), naming the next possible time in the message and in `details.nextPossible`; the message
 * follows the caller's language.
 */
export async function assertCounterCanServe(db: DbOrTx, locationId: number, arrival: Date, now: Date): Promise<void> {
  assertCounterServes(await getCounter(db, locationId), arrival, now);
}

/** The same check on a counter already read. */
export function assertCounterServes(counter: Counter, arrival: Date, now: Date): void {
  const problem = pickupProblemFacts(counter, arrival, now);
  if (!problem) return;
  const message = pickupProblemMessage(problem);
  throw new AppError('VALIDATION_FAILED', message, {
    fields: { arrivalDate: message },
    details: { nextPossible: problem.next?.toISOString() ?? null },
  });
}
