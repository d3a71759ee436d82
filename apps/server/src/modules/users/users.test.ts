import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAs, nextPhone, requestCode, verifyCode } from '../../test/auth-helpers.ts';
import { grantRole } from './users.service.ts';

let t: TestApp;
let airportId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.db
    .insert(locations)
    .values({ code: 'COK', name: 'Cochin International Airport (COK)', city: 'Kochi' })
    .returning();
  airportId = row!.id;
});
afterAll(() => t.close());

const hoursFromNow = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();

async function ticketFor(phone: string) {
  const { code } = await requestCode(t, phone);
  return (await verifyCode(t, phone, code!)).json().uniqueIdentifier as string;
}

describe('POST /api/user/login', () => {
  it('creates a USER on first login and answers a token with the user', async () => {
    const { user } = await loginAs(t);
    expect(user).toMatchObject({ role: 'USER', name: null, email: null, pickUpLocation: null, arrivalDate: null });
    expect(typeof user.accessToken).toBe('string');
  });

  it('spends a uniqueIdentifier once', async () => {
    const phone = nextPhone();
    const uniqueIdentifier = await ticketFor(phone);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { phone, uniqueIdentifier, fcmToken: null },
    });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { phone, uniqueIdentifier, fcmToken: null },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid credentials' });
  });

  it('binds a uniqueIdentifier to its phone', async () => {
    const uniqueIdentifier = await ticketFor(nextPhone());
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { phone: nextPhone(), uniqueIdentifier } });
    expect(res.statusCode).toBe(401);
  });

  it('lets a uniqueIdentifier lapse after five minutes', async () => {
    const phone = nextPhone();
    const uniqueIdentifier = await ticketFor(phone);
    t.clock.advance(301_000);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { phone, uniqueIdentifier } });
    expect(res.statusCode).toBe(401);
  });

  it('keeps the role granted to a phone', async () => {
    const phone = nextPhone();
    await grantRole(t.db, phone, 'STAFF');
    const { user } = await loginAs(t, phone);
    expect(user.role).toBe('STAFF');
  });

  it('rejects a bad body with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { phone: '12', uniqueIdentifier: '' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('tokens', () => {
  it('answers 401 "No token found" without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getUserDetails' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'No token found' });
  });

  it('answers 401 for a forged or malformed token', async () => {
    for (const authorization of ['Bearer nonsense', 'Bearer a.b.c', 'Basic abc']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/getUserDetails', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('ends a token on logout', async () => {
    const { auth, phone } = await loginAs(t);
    const before = await t.app.inject({ method: 'GET', url: '/api/user/getUserDetails', headers: auth });
    expect(before.statusCode).toBe(200);
    expect(before.json().phone).toBe(phone);
    const logout = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: auth });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/user/getUserDetails', headers: auth });
    expect(after.statusCode).toBe(401);
  });

  it('ends a token when it expires', async () => {
    const { auth } = await loginAs(t);
    t.clock.advance(7 * 24 * 3_600_000 + 1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getUserDetails', headers: auth });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/user/update', () => {
  it('saves the airport, the arrival and a missing name and e-mail', async () => {
    const { auth, user } = await loginAs(t);
    const arrivalDate = hoursFromNow(48);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: auth,
      payload: { userId: user.id, pickUpLocation: airportId, arrivalDate, name: 'Asha Menon', email: 'asha@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pickUpLocation: airportId, arrivalDate, name: 'Asha Menon', email: 'asha@example.com' });
    const details = await t.app.inject({ method: 'GET', url: '/api/user/getUserDetails', headers: auth });
    expect(details.json()).toMatchObject({ pickUpLocation: airportId, arrivalDate });
  });

  it('refuses an arrival less than 24 hours ahead and saves nothing', async () => {
    const { auth } = await loginAs(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: auth,
      payload: { pickUpLocation: airportId, arrivalDate: hoursFromNow(23.9), name: 'A', email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(400);
    const { message, details: why } = res.json().error;
    // The SPEC's words, then the earliest time the counter (open round the clock by default) can serve.
    expect(message).toMatch(/^Please select a time at least 24 hours from now\. The next possible time is /);
    expect(Date.parse(why.nextPossible)).toBeGreaterThanOrEqual(Date.parse(hoursFromNow(24)) - 60_000);
    const details = await t.app.inject({ method: 'GET', url: '/api/user/getUserDetails', headers: auth });
    expect(details.json()).toMatchObject({ pickUpLocation: null, arrivalDate: null, name: null });
  });

  it.each([
    [{ name: undefined, email: 'a@example.com' }, 'Please enter your name'],
    [{ name: 'Ravi', email: undefined }, 'Please enter your email'],
    [{ name: 'Ravi', email: 'not-an-email' }, 'Please enter a valid email'],
    [{ name: '   ', email: 'a@example.com' }, 'Please enter your name'],
  ])('requires what the profile lacks: %o', async (extra, message) => {
    const { auth } = await loginAs(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: auth,
      payload: { pickUpLocation: airportId, arrivalDate: hoursFromNow(30), ...extra },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('rejects an unknown airport, a malformed date and another user id', async () => {
    const { auth, user } = await loginAs(t);
    const base = { arrivalDate: hoursFromNow(30), name: 'R', email: 'r@example.com' };
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: auth,
      payload: { ...base, pickUpLocation: 9999 },
    });
    expect(unknown.statusCode).toBe(400);
    const badDate = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: auth,
      payload: { ...base, pickUpLocation: airportId, arrivalDate: 'tomorrow' },
    });
    expect(badDate.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: auth,
      payload: { ...base, pickUpLocation: airportId, userId: user.id + 1000 },
    });
    expect(other.statusCode).toBe(403);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/update', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/user/location-date', () => {
  it('moves the arrival of a complete profile', async () => {
    const { auth } = await loginAs(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: auth,
      payload: { pickUpLocation: airportId, arrivalDate: hoursFromNow(30), name: 'N', email: 'n@example.com' },
    });
    const date = hoursFromNow(72);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/location-date',
      headers: auth,
      payload: { location: airportId, date },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Location and arrival time updated');
    const tooSoon = await t.app.inject({
      method: 'PUT',
      url: '/api/user/location-date',
      headers: auth,
      payload: { location: airportId, date: hoursFromNow(2) },
    });
    expect(tooSoon.statusCode).toBe(400);
  });
});
