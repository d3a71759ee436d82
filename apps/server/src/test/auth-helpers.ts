import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '@arrival/contracts/common';
import { users } from '../db/schema.ts';
import { grantRole } from '../modules/users/users.service.ts';
import type { TestApp } from './build-test-app.ts';

let phoneCounter = 0;
/** A valid Indian mobile number not used by any other test in the file. */
export const nextPhone = () => `9198765${String(10_000 + ++phoneCounter).slice(-5)}`;

export async function requestCode(t: TestApp, phone: string, ip = '10.0.0.1') {
  const res = await t.app.inject({ method: 'GET', url: `/api/otp/generate/${phone}`, remoteAddress: ip });
  return { res, code: t.messaging.lastCodeFor(phone) };
}

export async function verifyCode(t: TestApp, phone: string, otp: string) {
  return t.app.inject({ method: 'POST', url: '/api/otp/verify', payload: { mobile: phone, otp } });
}

/** Runs the whole WhatsApp-OTP login and answers the access token and the user. */
export async function loginAs(t: TestApp, phone = nextPhone(), { language }: { language?: 'en' | 'ml' } = {}) {
  const { res, code } = await requestCode(t, phone, `10.1.${phoneCounter % 250}.${phoneCounter % 250}`);
  expect(res.statusCode).toBe(200);
  const verified = await verifyCode(t, phone, code!);
  expect(verified.statusCode).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { phone, uniqueIdentifier: verified.json().uniqueIdentifier, fcmToken: null, language },
  });
  expect(login.statusCode).toBe(200);
  const body = login.json();
  return { token: body.accessToken as string, user: body, phone, auth: { authorization: `Bearer ${body.accessToken}` } };
}

/** A logged-in traveller whose pickup airport is set. */
export async function loginTraveller(t: TestApp, locationId: number, phone = nextPhone()) {
  const session = await loginAs(t, phone);
  await t.db
    .update(users)
    .set({ pickupLocationId: locationId, name: 'Traveller', email: `${phone}@example.com` })
    .where(eq(users.id, session.user.id));
  return session;
}

/** A logged-in member of staff or admin, given the role the way an operator would. */
export async function loginWithRole(t: TestApp, role: Exclude<Role, 'USER'>) {
  const session = await loginAs(t);
  await grantRole(t.db, session.phone, role);
  return session;
}
