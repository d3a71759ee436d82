import { msg } from '@lingui/core/macro';
import type { CartResponse } from '@arrival/contracts/cart';
import { CART_EMPTY_MESSAGE } from '@arrival/contracts/payments';
import { ARRIVAL_REQUIRED_MESSAGE, arrivalProblem, type User } from '@arrival/contracts/user';
import { textOf } from '../../lib/api-client';
import { sharedText } from '../../lib/i18n/shared-messages';

export const UNSAVED_PICKUP_MESSAGE = msg`Save your new pickup before paying.`;
export const UNAVAILABLE_ITEMS_MESSAGE = msg`Some items cannot be bought at this airport as they stand. Change them in your cart or choose another airport.`;

/** The pickup the order will be stamped with: the profile's airport and arrival. */
export interface SavedPickup {
  locationId: number;
  arrivalTime: string;
}

/**
 * The profile's pickup if an order can carry it now, or the reason it cannot (the server checks the same),
 * in the language on screen.
 */
export function readSavedPickup(
  user: User,
  now: Date,
): { pickup: SavedPickup; problem: null } | { pickup: null; problem: string } {
  if (user.pickUpLocation === null || user.arrivalDate === null)
    return { pickup: null, problem: sharedText(ARRIVAL_REQUIRED_MESSAGE) };
  const problem = arrivalProblem(new Date(user.arrivalDate), now);
  if (problem) return { pickup: null, problem: sharedText(problem) };
  return { pickup: { locationId: user.pickUpLocation, arrivalTime: user.arrivalDate }, problem: null };
}

/** Why Pay is unavailable right now (in the language on screen), or null when it may be pressed. */
export function payBlocker({
  cart,
  pickupProblem,
  hasUnsavedPickup,
}: {
  cart: Pick<CartResponse, 'cart' | 'hasUnavailable'>;
  pickupProblem: string | null;
  hasUnsavedPickup: boolean;
}) {
  if (cart.cart.length === 0) return sharedText(CART_EMPTY_MESSAGE);
  if (hasUnsavedPickup) return textOf(UNSAVED_PICKUP_MESSAGE);
  if (pickupProblem) return pickupProblem;
  if (cart.hasUnavailable) return textOf(UNAVAILABLE_ITEMS_MESSAGE);
  return null;
}
