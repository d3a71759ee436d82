import { describe, expect, it } from 'vitest';
import { ARRIVAL_REQUIRED_MESSAGE, ARRIVAL_TOO_SOON_MESSAGE } from '@arrival/contracts/user';
import { i18n } from '../../lib/i18n/i18n';
import { buildUser } from '../../test/factories';
import { buildCart, buildCartItem } from '../../test/shop-factories';
import { payBlocker, readSavedPickup, UNAVAILABLE_ITEMS_MESSAGE, UNSAVED_PICKUP_MESSAGE } from './checkout-rules';

const now = new Date('2030-06-01T06:30:00Z');

describe('readSavedPickup', () => {
  it('gives the profile airport and arrival when the arrival is at least 24 hours away', () => {
    const user = buildUser({ pickUpLocation: 2, arrivalDate: '2030-06-02T06:30:00.000Z' });
    expect(readSavedPickup(user, now)).toEqual({
      pickup: { locationId: 2, arrivalTime: '2030-06-02T06:30:00.000Z' },
      problem: null,
    });
  });

  it('refuses an arrival that has come closer than 24 hours since it was saved', () => {
    const user = buildUser({ pickUpLocation: 2, arrivalDate: '2030-06-02T06:29:00.000Z' });
    expect(readSavedPickup(user, now)).toEqual({ pickup: null, problem: ARRIVAL_TOO_SOON_MESSAGE });
  });

  it('needs both the airport and the arrival', () => {
    expect(readSavedPickup(buildUser({ arrivalDate: '2030-06-05T00:00:00Z' }), now).problem).toBe(ARRIVAL_REQUIRED_MESSAGE);
    expect(readSavedPickup(buildUser({ pickUpLocation: 1 }), now).problem).toBe(ARRIVAL_REQUIRED_MESSAGE);
  });
});

describe('payBlocker: when Pay may be pressed', () => {
  const ready = { cart: buildCart([buildCartItem()]), pickupProblem: null, hasUnsavedPickup: false };

  it('lets a ready checkout pay', () => {
    expect(payBlocker(ready)).toBeNull();
  });

  it("needs a non-empty cart ('Cart is empty')", () => {
    expect(payBlocker({ ...ready, cart: buildCart([]) })).toBe('Cart is empty');
  });

  it('waits for a changed pickup to be saved', () => {
    expect(payBlocker({ ...ready, hasUnsavedPickup: true })).toBe(i18n._(UNSAVED_PICKUP_MESSAGE));
  });

  it('passes on the saved pickup’s problem', () => {
    expect(payBlocker({ ...ready, pickupProblem: ARRIVAL_TOO_SOON_MESSAGE })).toBe(ARRIVAL_TOO_SOON_MESSAGE);
  });

  it('refuses lines the airport cannot supply', () => {
    expect(
      payBlocker({
        ...ready,
        cart: buildCart([buildCartItem(), buildCartItem({ id: 12, available: false, problem: 'Only 3 left at COK' })]),
      }),
    ).toBe(i18n._(UNAVAILABLE_ITEMS_MESSAGE));
  });
});
