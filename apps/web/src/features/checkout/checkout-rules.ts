import type { CartResponse } from '@arrival/contracts/cart';
import { CART_EMPTY_MESSAGE } from '@arrival/contracts/payments';
import { ARRIVAL_REQUIRED_MESSAGE, arrivalProblem, type User } from '@arrival/contracts/user';

export const UNSAVED_PICKUP_MESSAGE = 'Save your new pickup before paying.';
export const UNAVAILABLE_ITEMS_MESSAGE =
  'Some items cannot be bought at this airport as they stand. Change them in your cart or choose another airport.';

/** The pickup the order will be stamped with: the profile's airport and arrival. */
export interface SavedPickup {
  locationId: number;
  arrivalTime: string;
}

/** The profile's pickup if an order can carry it now, or the reason it cannot (the server checks the same). */
export function readSavedPickup(
  user: User,
  now: Date,
): { pickup: SavedPickup; problem: null } | { pickup: null; problem: string } {
  if (user.pickUpLocation === null || user.arrivalDate === null) return { pickup: null, problem: ARRIVAL_REQUIRED_MESSAGE };
  const problem = arrivalProblem(new Date(user.arrivalDate), now);
  if (problem) return { pickup: null, problem };
  return { pickup: { locationId: user.pickUpLocation, arrivalTime: user.arrivalDate }, problem: null };
}

/** Why Pay is unavailable right now, or null when it may be pressed. */
export function payBlocker({
  cart,
  pickupProblem,
  hasUnsavedPickup,
}: {
  cart: Pick<CartResponse, 'cart' | 'hasUnavailable'>;
  pickupProblem: string | null;
  hasUnsavedPickup: boolean;
}) {
  if (cart.cart.length === 0) return CART_EMPTY_MESSAGE;
  if (hasUnsavedPickup) return UNSAVED_PICKUP_MESSAGE;
  if (pickupProblem) return pickupProblem;
  if (cart.hasUnavailable) return UNAVAILABLE_ITEMS_MESSAGE;
  return null;
}
