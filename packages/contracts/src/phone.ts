import { z } from 'zod/mini';

export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 14;
export const DEFAULT_CALLING_CODE = '91';
export const PHONE_MESSAGE = `Please enter a valid phone number (${PHONE_MIN_DIGITS}-${PHONE_MAX_DIGITS} digits)`;

export interface Country {
  code: string;
  name: string;
  callingCode: string;
  flag: string;
}

/**
 * India, as the country list (countries.ts) has it: the default calling code (SPEC §9) and where nearly
 * every traveller's phone is from. Written out so the phone field can show it before the list loads.
 */
export const DEFAULT_COUNTRY: Country = { code: 'IN', name: 'India', callingCode: DEFAULT_CALLING_CODE, flag: '🇮🇳' };

/** Strips everything that is not a digit, as the phone input does while typing. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

export const localPhoneSchema = z
  .string()
  .check(
    z.regex(/^\d+$/, PHONE_MESSAGE),
    z.minLength(PHONE_MIN_DIGITS, PHONE_MESSAGE),
    z.maxLength(PHONE_MAX_DIGITS, PHONE_MESSAGE),
  );

export const toFullPhone = (callingCode: string, local: string) => `${callingCode}${digitsOnly(local)}`;
