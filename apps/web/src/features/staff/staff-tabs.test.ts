import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@arrival/contracts/orders';
import { i18n } from '../../lib/i18n/i18n';
import { canMarkUnavailable, staffActionFor, staffTabs } from './staff-tabs';

describe('staff tabs (SPEC §2, §4)', () => {
  it('maps each tab to its pipeline status, in order', () => {
    expect(staffTabs.map(({ status, label }) => ({ status, label: i18n._(label) }))).toEqual([
      { status: 'CONFIRMED', label: 'New Orders' },
      { status: 'ACCEPTED', label: 'Accepted Orders' },
      { status: 'PACKED', label: 'Packed Orders' },
      { status: 'DELIVERED', label: 'Delivered Orders' },
    ]);
  });

  it('offers one move per status and none after hand-over or before payment', () => {
    expect(staffActionFor('CONFIRMED')).toEqual({ to: 'ACCEPTED', action: 'Accept' });
    expect(staffActionFor('ACCEPTED')).toEqual({ to: 'PACKED', action: 'Pack' });
    expect(staffActionFor('PACKED')).toEqual({ to: 'DELIVERED', action: 'Deliver' });
    expect(staffActionFor('DELIVERED')).toBeNull();
    expect(staffActionFor('PAYMENT_PENDING')).toBeNull();
  });

  it('lets lines be refunded as unavailable only before packing', () => {
    const statuses: OrderStatus[] = ['CONFIRMED', 'ACCEPTED', 'PACKED', 'DELIVERED'];
    expect(statuses.map(canMarkUnavailable)).toEqual([true, true, false, false]);
  });
});
