import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFor } from './outbox.ts';
import { freshLocalPhone } from './phones.ts';

/**
 * Logs a phone in through the API (the UI login has its own journey) and puts the token where the
 * web app keeps it, so a journey can start signed in. `outboxDir` names the data folder of a shop
 * other than the shared one.
 */
export async function apiLogin(request: APIRequestContext, fullPhone: string, outboxDir?: string) {
  const since = new Date().toISOString();
  const sent = await request.get(`/api/otp/generate/${fullPhone}`);
  // A phone gets one code a minute: a number two journeys share would make the second wait that minute
  // out, so each journey signs in with a number of its own (roles.ts, phones.ts).
  const refusal = `code for ${fullPhone} (a 429: the number had its code this minute): ${await sent.text()}`;
  expect(sent.status(), refusal).toBe(200);
  const code = await codeFor(fullPhone, since, outboxDir);
  const verified = await request.post('/api/otp/verify', { data: { mobile: fullPhone, otp: code } });
  expect(verified.status()).toBe(200);
  const login = await request.post('/api/user/login', {
    data: { phone: fullPhone, uniqueIdentifier: (await verified.json()).uniqueIdentifier, fcmToken: null },
  });
  expect(login.status()).toBe(200);
  const user = await login.json();
  return { token: user.accessToken as string, user, headers: { authorization: `Bearer ${user.accessToken}` } };
}

/** Opens the app already signed in with the token. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => window.sessionStorage.setItem('token', value), token);
}

/** Sets a traveller's airport and an arrival three days ahead, as the arrival setup would. */
export async function setArrival(request: APIRequestContext, headers: Record<string, string>, locationId = 1) {
  const arrivalDate = new Date(Date.now() + 72 * 3_600_000).toISOString();
  const res = await request.put('/api/user/update', {
    headers,
    data: { pickUpLocation: locationId, arrivalDate, name: 'Meera Nair', email: `meera.${Date.now()}@example.com` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return arrivalDate;
}

/**
 * A new traveller with a number of their own, their airport and an arrival three days ahead set, and `page`
 * opening the app signed in as them. `outboxDir` as for `apiLogin`.
 */
export async function signedInTraveller(page: Page, request: APIRequestContext, locationId = 1, outboxDir?: string) {
  const session = await apiLogin(request, `91${freshLocalPhone()}`, outboxDir);
  const arrivalTime = await setArrival(request, session.headers, locationId);
  await useToken(page, session.token);
  return { ...session, arrivalTime };
}
