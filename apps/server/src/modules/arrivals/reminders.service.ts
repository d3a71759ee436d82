import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { describeWeek, istDayOf, type Counter } from '@arrival/contracts/counters';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { formatIstIn, t, type Language } from '../../i18n/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MessagingProvider } from '../../providers/messaging/messaging.ts';
import type { PushProvider } from '../../providers/push/push.ts';
import { listCounters } from '../counters/counters.service.ts';
import { deliverNotices, recordNotice, type Notice } from '../notifications/notifications.service.ts';
import { openOrdersWithLanguage } from './open-orders.ts';

export interface ReminderDeps {
  db: Db;
  clock: Clock;
  messaging: MessagingProvider;
  push?: PushProvider;
  log?: (error: unknown) => void;
}

type ReminderOrder = typeof orders.$inferSelect & { language: Language };
const HOUR_MS = 3_600_000;

/** The day before: from 24 h ahead. Landing day: 3 h ahead, but not before that day begins in IST. */
const dayBeforeDue = (arrival: Date) => new Date(arrival.getTime() - 24 * HOUR_MS);
const landingDayDue = (arrival: Date) =>
  new Date(Math.max(arrival.getTime() - 3 * HOUR_MS, istDayOf(arrival).startsAt.getTime()));

/** The counter's hours on the traveller's arrival day, as the reminder names them. */
const hoursOnArrivalDay = (language: Language, counter: Counter, arrival: Date) => {
  const day = describeWeek(counter.hours)[istDayOf(arrival).weekday]!;
  return day.hours === 'Closed'
    ? t(language, 'notice.reminder.closed')
    : day.hours === 'Open 24 hours'
      ? t(language, 'notice.reminder.allDay')
      : t(language, 'notice.reminder.open', { hours: day.hours });
};

function reminderText(order: ReminderOrder, counter: Counter, when: 'tomorrow' | 'today'): Pick<Notice, 'title' | 'content'> {
  const { language } = order;
  return {
    title: t(language, when === 'today' ? 'notice.reminder.titleToday' : 'notice.reminder.titleTomorrow', {
      orderId: order.id,
    }),
    content: t(language, 'notice.reminder.content', {
      landing: formatIstIn(language, order.arrivalAt),
      flight: order.flightNumber ? t(language, 'notice.reminder.flight', { flightNumber: order.flightNumber }) : '',
      pickupCode: order.deliveryOtp ?? '',
      airport: counter.locationName,
      place: counter.place,
      hours: hoursOnArrivalDay(language, counter, order.arrivalAt),
    }),
  };
}

/**
 * Sends each open order's two reminders once: the day before arrival and on landing day, with the pickup
 * code and the counter's place and hours. Each is claimed by a conditional update in the transaction that
 * records its notice, so two instances never both send one. A reminder whose moment has passed together
 * with the next one's is not sent: only the latest goes out. Answers how many were sent.
 */
export async function sendArrivalReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.clock.now();
  const candidates = await openOrdersWithLanguage(
    deps.db,
    gt(orders.arrivalAt, now),
    lte(orders.arrivalAt, new Date(now.getTime() + 24 * HOUR_MS)),
    or(isNull(orders.dayBeforeRemindedAt), isNull(orders.landingDayRemindedAt)),
  ).limit(500);
  if (candidates.length === 0) return 0;
  const counters = new Map((await listCounters(deps.db)).map((c) => [c.locationId, c]));

  const notices: Notice[] = [];
  for (const order of candidates) {
    const counter = counters.get(order.locationId)!;
    const landingDay = !order.landingDayRemindedAt && landingDayDue(order.arrivalAt) <= now;
    const dayBefore = !landingDay && !order.dayBeforeRemindedAt && dayBeforeDue(order.arrivalAt) <= now;
    if (!landingDay && !dayBefore) continue;
    const claim = landingDay
      ? {
          column: orders.landingDayRemindedAt,
          set: { landingDayRemindedAt: now, dayBeforeRemindedAt: order.dayBeforeRemindedAt ?? now },
        }
      : { column: orders.dayBeforeRemindedAt, set: { dayBeforeRemindedAt: now } };
    const notice = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(orders)
        .set(claim.set)
        .where(and(eq(orders.id, order.id), isNull(claim.column)))
        .returning({ id: orders.id });
      if (!claimed) return null;
      return recordNotice(tx, {
        userId: order.userId,
        orderId: order.id,
        ...reminderText(order, counter, landingDay ? 'today' : 'tomorrow'),
      });
    });
    if (notice) notices.push(notice);
  }
  await deliverNotices(deps, notices);
  return notices.length;
}
