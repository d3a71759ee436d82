import type { User } from '@arrival/contracts/user';

/** localStorage keys fixed by SPEC §3 "Browser storage". */
const AIRPORT_KEY = 'airport';
const ARRIVAL_TIME_KEY = 'arrivalTime';
const INFO_SET_KEY = 'isUserInfoSet';

export function saveArrivalSelection(airportId: number, arrivalIso: string) {
  localStorage.setItem(AIRPORT_KEY, String(airportId));
  localStorage.setItem(ARRIVAL_TIME_KEY, arrivalIso);
  localStorage.setItem(INFO_SET_KEY, 'true');
}

export function clearArrivalSelection() {
  for (const key of [AIRPORT_KEY, ARRIVAL_TIME_KEY, INFO_SET_KEY]) localStorage.removeItem(key);
}

function hasSavedSelection() {
  return (
    localStorage.getItem(INFO_SET_KEY) === 'true' &&
    Boolean(localStorage.getItem(AIRPORT_KEY)) &&
    Boolean(localStorage.getItem(ARRIVAL_TIME_KEY))
  );
}

/** A profile that needs nothing more: returning travellers are not asked again. */
export function isProfileComplete(user: User, now: Date) {
  return (
    user.pickUpLocation !== null &&
    user.arrivalDate !== null &&
    new Date(user.arrivalDate).getTime() > now.getTime() &&
    Boolean(user.name?.trim()) &&
    Boolean(user.email?.trim())
  );
}

/** Whether the arrival-setup gate under /user lets the shopper through. */
export function isArrivalSetupDone(user: User, now: Date) {
  return hasSavedSelection() || isProfileComplete(user, now);
}
