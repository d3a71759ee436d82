import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderItem } from '../../test/checkout-factories';
// Activates the English catalogue, as the app does on start.
import '../../lib/i18n/i18n';
import { buildPickupCalendarEvent, pickupCalendarHref } from './pickup-calendar-event';

const now = new Date('2030-06-01T06:05:09.123Z');
const order = buildOrder({
  items: [
    buildOrderItem({ name: 'Oud; Royal, 50 ml', quantity: 1 }),
    buildOrderItem({ id: 102, name: 'Chocolate box', quantity: 2 }),
  ],
});

/** The content lines with folding undone, as a calendar reads them. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('buildPickupCalendarEvent', () => {
  it('is one VEVENT at the arrival time in UTC, lasting half an hour', () => {
    const lines = unfold(buildPickupCalendarEvent(order, now));
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Arrival Shop//Order pickup//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:order-42-pickup@arrival-shop');
    expect(lines).toContain('DTSTAMP:20300601T060509Z');
    expect(lines).toContain('DTSTART:20300602T090000Z');
    expect(lines).toContain('DTEND:20300602T093000Z');
    expect(lines).toContain('SUMMARY:Collect Arrival Shop order #42');
    expect(lines).toContain(
      'LOCATION:Arrival Shop counter\\, Arrivals hall\\, after customs\\, Cochin International Airport (COK)',
    );
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('puts the pickup code and every line in the description, escaped', () => {
    const description = unfold(buildPickupCalendarEvent(order, now)).find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toBe(
      'DESCRIPTION:Pickup code: 482913\\nShow it at the Arrival Shop counter (Arrivals hall\\, after customs).\\n' +
        'Order #42: Oud\\; Royal\\, 50 ml ×1\\, Chocolate box ×2',
    );
  });

  it('folds lines at 75 octets with CRLF and a space, never inside a character', () => {
    const ics = buildPickupCalendarEvent(order, now);
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
  });

  it('is a data link that decodes to the same file', () => {
    const href = pickupCalendarHref(order, now);
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(buildPickupCalendarEvent(order, now));
  });
});
