import { and, eq, gte, isNotNull, lte, ne, or, isNull } from 'drizzle-orm';
import { istDateOf } from '@arrival/contracts/counters';
import { expectedArrivalOf, type FlightLookup, type FlightStatus } from '@arrival/contracts/flights';
import type { Db } from '../../db/client.ts';
import { locations, orders } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { msg, t } from '../../i18n/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { FlightProviderUnavailable, type FlightStatusProvider } from '../../providers/flights/flights.ts';
import type { MessagingProvider } from '../../providers/messaging/messaging.ts';
import type { PushProvider } from '../../providers/push/push.ts';
import { publishOrderEvent } from '../notifications/events.ts';
import { deliverNotices, recordNotice, type Notice } from '../notifications/notifications.service.ts';
import { openOrdersWithLanguage } from './open-orders.ts';

const HOUR_MS = 3_600_000;

const istClock = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The flight a traveller typed, with the airport of ours it lands at, for them to confirm. */
export async function lookUpFlight(
  deps: { db: Db; flights: FlightStatusProvider },
  flightNumber: string,
  date: string,
): Promise<FlightLookup> {
  let flight: FlightStatus | null;
  try {
    flight = await deps.flights.lookup(flightNumber, date);
  } catch (error) {
    if (!(error instanceof FlightProviderUnavailable)) throw error;
    throw new AppError('INTERNAL', msg('flight.lookupUnavailable'), { statusCode: 503, retryAfterSeconds: 60 });
  }
  if (!flight) {
    throw new AppError('NOT_FOUND', msg('flight.notFound', { flightNumber }));
  }
  const [airport] = await deps.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.code, flight.destination))
    .limit(1);
  return { ...flight, locationId: airport?.id ?? null };
}

export interface FollowDeps {
  db: Db;
  clock: Clock;
  flights: FlightStatusProvider;
  messaging: MessagingProvider;
  push?: PushProvider;
  log?: (error: unknown) => void;
}

/** A changed arrival smaller than this is noise, not news. */
const MOVE_THRESHOLD_MS = 5 * 60_000;

/**
 * Follows the flights of open orders from 24 h before arrival until landing: a changed arrival moves
 * the order's pickup time, the counter's boards re-sort, and the traveller is told. One lookup per
 * flight and date, however many orders share it. Answers how many orders moved.
 */
export async function followFlights(deps: FollowDeps): Promise<number> {
  const now = deps.clock.now();
  const watched = await openOrdersWithLanguage(
    deps.db,
    isNotNull(orders.flightNumber),
    isNotNull(orders.scheduledArrivalAt),
    lte(orders.scheduledArrivalAt, new Date(now.getTime() + 24 * HOUR_MS)),
    gte(orders.arrivalAt, new Date(now.getTime() - 12 * HOUR_MS)),
    or(isNull(orders.flightStatus), and(ne(orders.flightStatus, 'LANDED'), ne(orders.flightStatus, 'CANCELLED'))),
  ).limit(500);
  const byFlight = new Map<string, typeof watched>();
  for (const order of watched) {
    const key = `${order.flightNumber}|${istDateOf(order.scheduledArrivalAt!)}`;
    byFlight.set(key, [...(byFlight.get(key) ?? []), order]);
  }

  let moved = 0;
  for (const [key, group] of byFlight) {
    const [flightNumber, date] = key.split('|') as [string, string];
    let flight: FlightStatus | null;
    try {
      flight = await deps.flights.lookup(flightNumber, date);
    } catch (error) {
      deps.log?.(error);
      continue;
    }
    if (!flight) continue;
    const expected = new Date(expectedArrivalOf(flight));
    const notices: Notice[] = [];
    for (const order of group) {
      const shift = Math.abs(expected.getTime() - order.arrivalAt.getTime());
      const notice = await deps.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(orders)
          .set({
            flightStatus: flight.status,
            flightCheckedAt: now,
            arrivalTerminal: flight.terminal ?? order.arrivalTerminal,
            ...(shift >= MOVE_THRESHOLD_MS ? { arrivalAt: expected, updatedAt: now } : {}),
          })
          // Only from the time we read: a concurrent follower that moved it already told the traveller.
          .where(and(eq(orders.id, order.id), eq(orders.arrivalAt, order.arrivalAt)))
          .returning({ id: orders.id });
        if (!updated || shift < MOVE_THRESHOLD_MS) return null;
        await publishOrderEvent(tx, order);
        return recordNotice(tx, {
          userId: order.userId,
          orderId: order.id,
          title: t(order.language, 'notice.newPickupTime.title', { orderId: order.id }),
          content: t(order.language, 'notice.newPickupTime.content', { flightNumber, time: istClock.format(expected) }),
        });
      });
      if (!notice) continue;
      notices.push(notice);
      moved++;
    }
    await deliverNotices(deps, notices);
  }
  return moved;
}
