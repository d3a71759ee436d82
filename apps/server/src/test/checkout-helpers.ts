import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema.ts';
import { loginTraveller } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';

type Headers = Record<string, string>;

/** A logged-in traveller at the airport whose arrival is `hoursAhead` away (enough for checkout by default). */
export async function travellerArriving(t: TestApp, locationId: number, hoursAhead = 72) {
  const session = await loginTraveller(t, locationId);
  await t.db
    .update(users)
    .set({ arrivalAt: new Date(t.clock.now().getTime() + hoursAhead * 3_600_000) })
    .where(eq(users.id, session.user.id));
  return session;
}

/** Puts the lines in the cart and pays through the sandbox (the webhook confirms); answers our order id. */
export async function payForLines(t: TestApp, headers: Headers, lines: { productId: number; quantity: number }[]) {
  for (const payload of lines) {
    const added = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload });
    expect(added.statusCode).toBe(200);
  }
  const payment = (await t.app.inject({ method: 'GET', url: '/api/payment/create-payment', headers })).json();
  await t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/complete',
    headers,
    payload: { razorpayOrderId: payment.id, outcome: 'success' },
  });
  await t.deps.payments.sandbox?.settled();
  return payment.orderId as number;
}
