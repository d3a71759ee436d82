import { z } from 'zod/mini';
import { roleSchema } from './common.ts';
import { flightNumberSchema } from './flights.ts';
import { languageSchema } from './language.ts';

export const MIN_ARRIVAL_LEAD_HOURS = 24;
export const MAX_ARRIVAL_AHEAD_DAYS = 365;
export const ARRIVAL_TOO_SOON_MESSAGE = 'Please select a time at least 24 hours from now';
export const ARRIVAL_TOO_FAR_MESSAGE = `Please select a time within ${MAX_ARRIVAL_AHEAD_DAYS} days`;
export const ARRIVAL_REQUIRED_MESSAGE = 'Please select both airport and arrival time';
export const NAME_REQUIRED_MESSAGE = 'Please enter your name';
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email';

export const userSchema = z.object({
  id: z.int(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.string(),
  role: roleSchema,
  profileImage: z.nullable(z.string()),
  pickUpLocation: z.nullable(z.int()),
  arrivalDate: z.nullable(z.iso.datetime()),
  /** The flight the traveller arrives on ("EK 532"), when they gave one. */
  flightNumber: z.nullable(z.string()),
  arrivalTerminal: z.nullable(z.string()),
  /** The language of the traveller's messages, notices and errors. */
  language: languageSchema,
});
export type User = z.infer<typeof userSchema>;

/** Why an arrival time cannot be accepted, or null when it can. */
export function arrivalProblem(arrival: Date, now: Date): string | null {
  const lead = arrival.getTime() - now.getTime();
  if (Number.isNaN(lead)) return ARRIVAL_REQUIRED_MESSAGE;
  if (lead < MIN_ARRIVAL_LEAD_HOURS * 3_600_000) return ARRIVAL_TOO_SOON_MESSAGE;
  if (lead > MAX_ARRIVAL_AHEAD_DAYS * 86_400_000) return ARRIVAL_TOO_FAR_MESSAGE;
  return null;
}

export const nameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, NAME_REQUIRED_MESSAGE), z.maxLength(80, 'Name must be at most 80 characters'));
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, EMAIL_REQUIRED_MESSAGE), z.maxLength(254)),
  z.email(EMAIL_INVALID_MESSAGE),
);

export const updateUserBodySchema = z.object({
  userId: z.optional(z.int()),
  pickUpLocation: z.number({ error: ARRIVAL_REQUIRED_MESSAGE }).check(z.int(), z.positive(ARRIVAL_REQUIRED_MESSAGE)),
  arrivalDate: z.iso.datetime({ offset: true, error: ARRIVAL_REQUIRED_MESSAGE }),
  /** Optional; null clears it. The arrival time then follows the flight. */
  flightNumber: z.optional(z.nullable(flightNumberSchema)),
  arrivalTerminal: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(20)))),
  name: z.optional(nameSchema),
  email: z.optional(emailSchema),
  language: z.optional(languageSchema),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const locationDateBodySchema = z.object({
  location: z.number({ error: ARRIVAL_REQUIRED_MESSAGE }).check(z.int(), z.positive(ARRIVAL_REQUIRED_MESSAGE)),
  date: z.iso.datetime({ offset: true, error: ARRIVAL_REQUIRED_MESSAGE }),
});
export type LocationDateBody = z.infer<typeof locationDateBodySchema>;
