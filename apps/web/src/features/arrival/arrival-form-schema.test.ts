import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_REQUIRED_MESSAGE,
  ARRIVAL_TOO_SOON_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  type User,
} from '@arrival/contracts/user';
import { i18n } from '../../lib/i18n/i18n';
import { buildUser } from '../../test/factories';
import {
  ARRIVAL_DATE_FORMAT_MESSAGE,
  arrivalFormDefaults,
  arrivalFormSchema,
  changedProfile,
  type ArrivalFormValues,
} from './arrival-form-schema';

const now = new Date('2030-06-01T06:30:00Z'); // 12:00 IST
const valid: ArrivalFormValues = {
  pickUpLocation: '1',
  date: '2030-06-02',
  time: '12:30',
  flightNumber: '',
  arrivalTerminal: '',
  name: '',
  email: '',
};

function issues(user: User, values: Partial<ArrivalFormValues>) {
  const result = arrivalFormSchema(user, () => now).safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('arrival form rules (SPEC §5)', () => {
  const complete = buildUser();

  it('accepts an airport and an arrival at least 24 hours ahead, as an ISO instant', () => {
    const result = arrivalFormSchema(complete, () => now).parse(valid);
    expect(result).toEqual({
      pickUpLocation: 1,
      arrivalDate: '2030-06-02T07:00:00.000Z',
      flightNumber: null,
      arrivalTerminal: null,
    });
  });

  it('accepts exactly 24 hours ahead and rejects a minute less', () => {
    expect(issues(complete, { time: '12:00' })).toEqual({});
    expect(issues(complete, { time: '11:59' })).toEqual({ time: ARRIVAL_TOO_SOON_MESSAGE });
  });

  it('needs both the airport and the arrival time', () => {
    expect(issues(complete, { pickUpLocation: '' })).toEqual({ pickUpLocation: ARRIVAL_REQUIRED_MESSAGE });
    expect(issues(complete, { date: '' })).toEqual({ date: ARRIVAL_REQUIRED_MESSAGE });
    expect(issues(complete, { time: '' })).toEqual({ time: ARRIVAL_REQUIRED_MESSAGE });
    // Both missing: the one message, said once.
    expect(issues(complete, { pickUpLocation: '', date: '', time: '' })).toEqual({
      pickUpLocation: ARRIVAL_REQUIRED_MESSAGE,
    });
  });

  it('explains a typed date that is not a date', () => {
    expect(issues(complete, { date: '2/6/2030' })).toEqual({ date: i18n._(ARRIVAL_DATE_FORMAT_MESSAGE) });
  });

  it('asks for a name and an e-mail only when the profile lacks them', () => {
    const blank = buildUser({ name: null, email: '  ' });
    expect(issues(blank, {})).toEqual({ name: NAME_REQUIRED_MESSAGE, email: EMAIL_REQUIRED_MESSAGE });
    expect(issues(blank, { name: 'Asha', email: 'not-an-email' })).toEqual({ email: EMAIL_INVALID_MESSAGE });
    expect(issues(complete, { name: '', email: '' })).toEqual({});
  });

  it('sends a missing name and e-mail, trimmed, and never ones the profile already has', () => {
    const blank = buildUser({ name: null, email: null });
    expect(arrivalFormSchema(blank, () => now).parse({ ...valid, name: ' Asha ', email: ' a@b.in ' })).toMatchObject({
      name: 'Asha',
      email: 'a@b.in',
    });
    expect(arrivalFormSchema(complete, () => now).parse({ ...valid, name: 'Other' })).not.toHaveProperty('name');
  });

  it('prefills from the server user in IST', () => {
    const user = buildUser({ pickUpLocation: 3, arrivalDate: '2030-06-02T09:00:00.000Z' });
    expect(arrivalFormDefaults(user)).toEqual({
      pickUpLocation: '3',
      date: '2030-06-02',
      time: '14:30',
      flightNumber: '',
      arrivalTerminal: '',
      name: 'Asha Menon',
      email: 'asha@example.com',
    });
    expect(arrivalFormDefaults(buildUser())).toMatchObject({ pickUpLocation: '', date: '', time: '' });
  });
});

describe('changedProfile: the update is sent only when something changed (SPEC §5)', () => {
  const saved = buildUser({ pickUpLocation: 1, arrivalDate: '2030-06-02T07:00:00Z' });
  const same = { pickUpLocation: 1, arrivalDate: '2030-06-02T07:00:00.000Z' };

  it('sends nothing when the airport and arrival are unchanged', () => {
    expect(changedProfile(saved, same)).toBeNull();
  });

  it('sends the update when the airport changed', () => {
    expect(changedProfile(saved, { ...same, pickUpLocation: 2 })).toEqual({ ...same, pickUpLocation: 2 });
  });

  it('sends the update when the arrival changed', () => {
    const later = { ...same, arrivalDate: '2030-06-02T08:00:00.000Z' };
    expect(changedProfile(saved, later)).toEqual(later);
  });

  it('sends the update when a missing name or e-mail was entered', () => {
    expect(changedProfile(saved, { ...same, name: 'Asha' })).toEqual({ ...same, name: 'Asha' });
    expect(changedProfile(saved, { ...same, email: 'a@b.in' })).toEqual({ ...same, email: 'a@b.in' });
  });

  it('sends the first choice of a traveller who has none', () => {
    expect(changedProfile(buildUser(), same)).toEqual(same);
  });

  it('normalises an optional flight number and keeps the terminal only with a flight', () => {
    const complete = buildUser();
    const withFlight = arrivalFormSchema(complete, () => now).parse({ ...valid, flightNumber: 'ek-0532', arrivalTerminal: 'T3' });
    expect(withFlight).toMatchObject({ flightNumber: 'EK 532', arrivalTerminal: 'T3' });
    const without = arrivalFormSchema(complete, () => now).parse({ ...valid, arrivalTerminal: 'T3' });
    expect(without).toMatchObject({ flightNumber: null, arrivalTerminal: null });
    expect(issues(complete, { flightNumber: 'hello' })).toEqual({ flightNumber: 'Enter a flight number like EK 532' });
    // A new flight is a change to send even when the airport and time stay the same.
    const saved = buildUser({ pickUpLocation: 1, arrivalDate: without.arrivalDate });
    expect(changedProfile(saved, without)).toBeNull();
    expect(changedProfile(saved, withFlight)).toBe(withFlight);
  });
});
