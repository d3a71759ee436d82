import { z } from 'zod/mini';
import { msg } from '@lingui/core/macro';
import {
  ARRIVAL_REQUIRED_MESSAGE,
  arrivalProblem,
  emailSchema,
  nameSchema,
  type UpdateUserBody,
  type User,
} from '@arrival/contracts/user';
import { FLIGHT_NUMBER_MESSAGE, normaliseFlightNumber } from '@arrival/contracts/flights';
import { textOf } from '../../lib/api-client';
import { fromIstParts, toIstParts } from '../../lib/format/ist-clock';
import { sharedText } from '../../lib/i18n/shared-messages';

export const ARRIVAL_DATE_FORMAT_MESSAGE = msg`Enter the date as YYYY-MM-DD`;

/** What the form holds: the select's value and the IST date and time exactly as typed. */
export interface ArrivalFormValues {
  pickUpLocation: string;
  date: string;
  time: string;
  /** Optional; when given, the arrival follows the flight. */
  flightNumber: string;
  /** Filled by a flight lookup, never typed. */
  arrivalTerminal: string;
  name: string;
  email: string;
}

/** Name and e-mail are asked for (and sent) only when the profile lacks them (SPEC §5). */
export function missingProfileFields(user: User) {
  return { needsName: !user.name?.trim(), needsEmail: !user.email?.trim() };
}

export function arrivalFormDefaults(user: User): ArrivalFormValues {
  const arrival = user.arrivalDate ? toIstParts(user.arrivalDate) : { date: '', time: '' };
  return {
    pickUpLocation: user.pickUpLocation === null ? '' : String(user.pickUpLocation),
    ...arrival,
    flightNumber: user.flightNumber ?? '',
    arrivalTerminal: user.arrivalTerminal ?? '',
    name: user.name ?? '',
    email: user.email ?? '',
  };
}

function firstIssue(schema: z.ZodMiniType, value: string) {
  const result = schema.safeParse(value);
  const message = result.success ? null : result.error.issues[0]?.message;
  return message ? sharedText(message) : null;
}

/**
 * Validates the arrival form and turns it into the update body. Each rule reports on the
 * field it concerns; "now" is read at submit time so a form left open cannot go stale.
 */
export function arrivalFormSchema(user: User, now: () => Date) {
  const { needsName, needsEmail } = missingProfileFields(user);
  return z.pipe(
    z.object({
      pickUpLocation: z.string(),
      date: z.string(),
      time: z.string(),
      flightNumber: z.string(),
      arrivalTerminal: z.string(),
      name: z.string(),
      email: z.string(),
    }),
    z.transform((values, ctx): UpdateUserBody => {
      const issue = (field: keyof typeof values, message: string) =>
        ctx.issues.push({ code: 'custom', path: [field], message, input: values });
      let arrival: Date | null = null;
      // Read at check time, so the messages follow the language on screen.
      const arrivalRequired = sharedText(ARRIVAL_REQUIRED_MESSAGE);
      if (!values.pickUpLocation) {
        issue('pickUpLocation', arrivalRequired);
      } else if (!values.date.trim()) {
        issue('date', arrivalRequired);
      } else if (!values.time) {
        issue('time', arrivalRequired);
      } else {
        arrival = fromIstParts(values.date.trim(), values.time);
        // A date that is not a date is the date's fault; "too soon" is told under the time, which ends the pair.
        if (!arrival) issue('date', textOf(ARRIVAL_DATE_FORMAT_MESSAGE));
        const problem = arrival && arrivalProblem(arrival, now());
        if (problem) issue('time', sharedText(problem));
      }
      const flightNumber = values.flightNumber.trim() ? normaliseFlightNumber(values.flightNumber) : null;
      if (values.flightNumber.trim() && !flightNumber) {
        issue('flightNumber', sharedText(FLIGHT_NUMBER_MESSAGE));
      }
      const nameIssue = needsName ? firstIssue(nameSchema, values.name) : null;
      if (nameIssue) issue('name', nameIssue);
      const emailIssue = needsEmail ? firstIssue(emailSchema, values.email) : null;
      if (emailIssue) issue('email', emailIssue);

      if (ctx.issues.length > 0 || !arrival) return z.NEVER;
      return {
        pickUpLocation: Number(values.pickUpLocation),
        arrivalDate: arrival.toISOString(),
        flightNumber,
        arrivalTerminal: flightNumber ? values.arrivalTerminal || null : null,
        ...(needsName && { name: values.name.trim() }),
        ...(needsEmail && { email: values.email.trim() }),
      };
    }),
  );
}

/**
 * The update to send, or null when the server already has all of it: the airport and
 * arrival are unchanged and no missing name or e-mail was entered (SPEC §5).
 */
export function changedProfile(user: User, body: UpdateUserBody): UpdateUserBody | null {
  const sameAirport = body.pickUpLocation === user.pickUpLocation;
  const sameArrival = user.arrivalDate !== null && new Date(user.arrivalDate).getTime() === new Date(body.arrivalDate).getTime();
  const sameFlight = (body.flightNumber ?? null) === user.flightNumber;
  const fillsProfile = body.name !== undefined || body.email !== undefined;
  return sameAirport && sameArrival && sameFlight && !fillsProfile ? null : body;
}
