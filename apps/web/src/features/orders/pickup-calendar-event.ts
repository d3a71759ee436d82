import { t } from '@lingui/core/macro';
import type { Order } from '@arrival/contracts/orders';

/** How long the pickup is blocked out in the traveller's calendar. */
const PICKUP_MINUTES = 30;
/** RFC 5545 §3.1: content lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

const encoder = new TextEncoder();

/** RFC 5545 UTC date-time: 20300602T090000Z. */
function formatIcsUtc(instant: Date) {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
function escapeIcsText(text: string) {
  return text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (counting UTF-8 bytes, never splitting a character). */
function foldIcsLine(line: string) {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * An iCalendar file (RFC 5545) with one event at the order's arrival time, so the pickup and its
 * code are in the traveller's calendar when they land.
 */
export function buildPickupCalendarEvent(order: Order, now: Date) {
  const start = new Date(order.arrivalDateTime);
  const end = new Date(start.getTime() + PICKUP_MINUTES * 60_000);
  const lines = order.items.map((item) => `${item.name} ×${item.quantity}`).join(', ');
  // The words are the traveller's, in the language on screen when the file is made; the rest is RFC 5545 syntax.
  const orderId = order.id;
  const pickupCode = order.deliveryOtp;
  const counterPlace = order.counter.place;
  const airportName = order.location.name;
  const description = [
    pickupCode === null ? t`Pickup code: shown in My Orders once the payment is confirmed` : t`Pickup code: ${pickupCode}`,
    t`Show it at the Arrival Shop counter (${counterPlace}).`,
    t`Order #${orderId}: ${lines}`,
  ].join('\n');
  const summary = t`Collect Arrival Shop order #${orderId}`;
  const location = t`Arrival Shop counter, ${counterPlace}, ${airportName}`;

  /* eslint-disable lingui/no-unlocalized-strings -- iCalendar property names and values are file syntax, not text */
  const content = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Arrival Shop//Order pickup//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:order-${order.id}-pickup@arrival-shop`,
    `DTSTAMP:${formatIcsUtc(now)}`,
    `DTSTART:${formatIcsUtc(start)}`,
    `DTEND:${formatIcsUtc(end)}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    `LOCATION:${escapeIcsText(location)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  /* eslint-enable lingui/no-unlocalized-strings */
  return `${content.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The event as a link target, so a plain download link saves it without any script. */
export function pickupCalendarHref(order: Order, now: Date) {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(buildPickupCalendarEvent(order, now))}`;
}
