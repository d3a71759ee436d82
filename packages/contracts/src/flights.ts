import { z } from 'zod/mini';

export const FLIGHT_NUMBER_MESSAGE = 'Enter a flight number like EK 532';

/**
 * An IATA flight designator: a two-character airline code (letters or digits, not two digits), a
 * number of up to four digits and an optional operational suffix letter. Travellers type "ek532",
 * "EK-0532" or " 6e 1403 "; we keep "EK 532" and "6E 1403". Null when it is not a flight number.
 */
export function normaliseFlightNumber(input: string): string | null {
  // Leading zeros are padding ("EK 0532" is EK 532), so they do not count towards the four digits.
  const match = /^([A-Z0-9]{2})[\s-]*0*(\d{1,4})([A-Z]?)$/.exec(input.trim().toUpperCase());
  if (!match) return null;
  const [, airline = '', digits = '', suffix = ''] = match;
  if (/^\d\d$/.test(airline) || Number(digits) === 0) return null;
  return `${airline} ${Number(digits)}${suffix}`;
}

/** A flight number as typed; parses to the normalised form ("EK 532"). */
export const flightNumberSchema = z.pipe(
  z.string({ error: FLIGHT_NUMBER_MESSAGE }),
  z.transform((value, ctx) => {
    const normalised = normaliseFlightNumber(value);
    if (normalised) return normalised;
    ctx.issues.push({ code: 'custom', message: FLIGHT_NUMBER_MESSAGE, input: value });
    return z.NEVER;
  }),
);

/** A three-letter IATA airport code ("COK"). */
export const iataAirportCodeSchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'Expected a three-letter IATA airport code'));

export const flightStatuses = ['SCHEDULED', 'DELAYED', 'LANDED', 'CANCELLED', 'UNKNOWN'] as const;
export type FlightState = (typeof flightStatuses)[number];

/** One flight on one day, as a flight-status provider answers it. */
export const flightStatusSchema = z.object({
  /** Normalised, "EK 532". */
  flightNumber: z.string(),
  /** The arrival date in IST, YYYY-MM-DD. */
  date: z.iso.date(),
  origin: iataAirportCodeSchema,
  destination: iataAirportCodeSchema,
  /** UTC, ISO 8601. */
  scheduledArrival: z.iso.datetime(),
  /** UTC, ISO 8601; null when there is no estimate beyond the timetable. */
  estimatedArrival: z.nullable(z.iso.datetime()),
  terminal: z.nullable(z.string()),
  status: z.enum(flightStatuses),
});
export type FlightStatus = z.infer<typeof flightStatusSchema>;

export const flightLookupQuerySchema = z.object({
  flightNumber: flightNumberSchema,
  date: z.iso.date({ error: 'Choose the arrival date' }),
});

/** A found flight and, when it lands at one of our airports, that airport. */
export const flightLookupSchema = z.extend(flightStatusSchema, { locationId: z.nullable(z.int()) });
export type FlightLookup = z.infer<typeof flightLookupSchema>;

/** When the flight is now expected; the timetable when there is no estimate. */
export const expectedArrivalOf = (flight: FlightStatus) => flight.estimatedArrival ?? flight.scheduledArrival;
