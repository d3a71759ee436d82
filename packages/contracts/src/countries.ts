/**
 * Every country with its calling code, and the check of a full number against them. Apart from phone.ts
 * because the list is some 5 KB of gzip the login screen loads only when the country picker opens.
 */
import { z } from 'zod/mini';
import countryCodes from 'country-codes-list';
import { PHONE_MAX_DIGITS, PHONE_MESSAGE, PHONE_MIN_DIGITS, type Country } from './phone.ts';

// One collator for the whole sort: `localeCompare` sets one up per comparison, which cost some 40 ms in
// Chromium for 250 names.
const byName = new Intl.Collator('en').compare;

export const countries: Country[] = countryCodes
  .all()
  .map((c) => ({ code: c.countryCode, name: c.countryNameEn, callingCode: c.countryCallingCode, flag: c.flag }))
  .sort((a, b) => byName(a.name, b.name));

const callingCodes = new Set(countries.map((c) => c.callingCode));

/** True when the number is a known calling code followed by 6 to 14 digits. */
export function isValidFullPhone(mobile: string): boolean {
  if (!/^\d+$/.test(mobile)) return false;
  for (let len = 1; len <= 3; len++) {
    const rest = mobile.length - len;
    if (callingCodes.has(mobile.slice(0, len)) && rest >= PHONE_MIN_DIGITS && rest <= PHONE_MAX_DIGITS) return true;
  }
  return false;
}

/** The full number as sent to the server: calling code without a plus, then the digits. */
export const fullPhoneSchema = z.string().check(z.refine(isValidFullPhone, PHONE_MESSAGE));
