import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIst, istDayOf, pickupProblem, type CounterSettings } from '@arrival/contracts/counters';
import { orders } from '../../db/schema.ts';
import { msg, t as text } from '../../i18n/index.ts';
import { getCounter } from '../counters/counters.service.ts';
import { loginAs, loginWithRole } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { payForLines, travellerArriving } from '../../test/checkout-helpers.ts';

type Headers = Record<string, string>;
const HOUR = 3_600_000;

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let staff: Headers;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  staff = (await loginWithRole(t, 'STAFF')).auth;
  admin = (await loginWithRole(t, 'ADMIN')).auth;
});
afterAll(() => t.close());

const setLanguage = (headers: Headers, language: 'en' | 'ml') =>
  t.app.inject({ method: 'PUT', url: '/api/user/language', headers, payload: { language } });

/** A signed-in traveller with no arrival yet, in `language`. */
async function travellerIn(language: 'en' | 'ml') {
  const session = await loginAs(t);
  if (language === 'ml') expect((await setLanguage(session.auth, 'ml')).statusCode).toBe(200);
  return session;
}

const chooseArrival = (headers: Headers, arrival: Date) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/update',
    headers,
    payload: { pickUpLocation: fx.cok.id, arrivalDate: arrival.toISOString(), name: 'Anu', email: 'anu@example.com' },
  });

/** The IST wall-clock hour `hours` from now, rounded down to the hour, `daysAhead` days on. */
const istHour = (daysAhead: number, hour: number) =>
  new Date(istDayOf(t.clock.now()).startsAt.getTime() + daysAhead * 24 * HOUR + hour * HOUR);

describe('counter errors in the caller language', () => {
  const closureStart = () => istHour(6, 8);
  const closureEnd = () => istHour(6, 14);
  beforeAll(async () => {
    const settings: CounterSettings = {
      place: 'Arrivals hall',
      mapUrl: '',
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '05:00', closes: '23:00' })),
      closures: [{ startsAt: closureStart().toISOString(), endsAt: closureEnd().toISOString(), reason: 'Security drill' }],
      cutoffHours: 48,
      uncollectedHours: 48,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/counters/${fx.cok.id}`,
      headers: admin,
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
  });

  /** The same refusal asked in Malayalam and in English; the English must be the contracts' text. */
  async function bothWays(arrival: Date) {
    const ml = await chooseArrival((await travellerIn('ml')).auth, arrival);
    const en = await chooseArrival((await travellerIn('en')).auth, arrival);
    const english = pickupProblem(await getCounter(t.db, fx.cok.id), arrival, t.clock.now())!;
    expect(english).not.toBeNull();
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: english.message,
        details: { fields: { arrivalDate: english.message }, nextPossible: english.nextPossible },
      },
    });
    expect(ml.statusCode).toBe(en.statusCode);
    expect(ml.json().error.code).toBe('VALIDATION_FAILED');
    expect(ml.json().error.details.nextPossible).toBe(english.nextPossible);
    expect(ml.json().error.details.fields.arrivalDate).toBe(ml.json().error.message);
    return { ml: ml.json().error.message as string, en: english.message, next: new Date(english.nextPossible!) };
  }

  it("answers the counter's own cut-off in Malayalam, the English as before", async () => {
    const { ml, en, next } = await bothWays(new Date(t.clock.now().getTime() + 30 * HOUR));
    expect(en).toBe(`Orders for ${fx.cok.name} close 48 hours before arrival. The next possible time is ${formatIst(next)}.`);
    expect(ml).toBe(
      `${fx.cok.name}-ലേക്കുള്ള ഓർഡറുകൾ എത്തുന്നതിന് 48 മണിക്കൂർ മുമ്പ് വരെ മാത്രമേ സ്വീകരിക്കൂ. ` +
        `സാധ്യമായ അടുത്ത സമയം ${formatIst(next, 'ml-IN')} ആണ്.`,
    );
  });

  it('answers a closure in Malayalam, keeping the reason the admin wrote', async () => {
    const { ml, en, next } = await bothWays(istHour(6, 10));
    expect(next.getTime()).toBe(closureEnd().getTime());
    expect(en).toBe(
      `Our counter at ${fx.cok.name} is closed then (Security drill). The next possible time is ${formatIst(next)}.`,
    );
    expect(ml).toBe(
      `${fx.cok.name}-ലെ ഞങ്ങളുടെ കൗണ്ടർ ആ സമയത്ത് അടച്ചിരിക്കും (Security drill). സാധ്യമായ അടുത്ത സമയം ${formatIst(next, 'ml-IN')} ആണ്.`,
    );
  });

  it('answers an arrival outside the opening hours in Malayalam, with Malayalam day and month names', async () => {
    const arrival = istHour(5, 2);
    const { ml, en, next } = await bothWays(arrival);
    expect(en).toBe(
      `Our counter at ${fx.cok.name} is closed at ${formatIst(arrival)}. The next possible time is ${formatIst(next)}.`,
    );
    expect(ml).toBe(
      text('ml', 'counter.whyThen', {
        why: { key: 'counter.closedAt', params: { airport: fx.cok.name, time: formatIst(arrival, 'ml-IN') } },
        next: { key: 'counter.nextPossible', params: { time: formatIst(next, 'ml-IN') } },
      }),
    );
    expect(ml).toContain(`${formatIst(arrival, 'ml-IN')}-ന് തുറന്നിരിക്കില്ല`);
    expect(ml).toMatch(/[\u0D00-\u0D7F]/);
    expect(ml).not.toMatch(/counter|closed|possible/i);
  });
});

describe('staff errors in the caller language', () => {
  const move = (headers: Headers, orderId: number, status: string, otp?: string) =>
    t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}?Status=${status}${otp ? `&otp=${otp}` : ''}`, headers });
  const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

  async function packedOrder() {
    const buyer = await travellerArriving(t, fx.trv.id, 50);
    const orderId = await payForLines(t, buyer.auth, [{ productId: fx.products.chocolate.id, quantity: 1 }]);
    expect((await move(staff, orderId, 'ACCEPTED')).statusCode).toBe(200);
    const packed = await move(staff, orderId, 'PACKED');
    expect(packed.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    return { order: order!, itemId: packed.json().products[0].itemId as number };
  }

  it('tells Malayalam staff a wrong pickup code in Malayalam, English staff as before', async () => {
    const mlStaff = await loginWithRole(t, 'STAFF');
    expect((await setLanguage(mlStaff.auth, 'ml')).statusCode).toBe(200);
    const { order } = await packedOrder();
    const otp = order.deliveryOtp!;

    const missing = await move(mlStaff.auth, order.id, 'DELIVERED');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: '6 അക്ക പിക്കപ്പ് കോഡ് നൽകുക' } });
    const missingEn = await move(staff, order.id, 'DELIVERED');
    expect(missingEn.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Enter the 6-digit pickup code' } });

    const first = await move(mlStaff.auth, order.id, 'DELIVERED', wrong(otp));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'പിക്കപ്പ് കോഡ് തെറ്റാണ്. ഇനി 4 അവസരങ്ങൾ കൂടി.', details: { triesLeft: 4 } },
    });
    const second = await move(staff, order.id, 'DELIVERED', wrong(otp));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Wrong pickup code. 3 tries left.', details: { triesLeft: 3 } },
    });
    await move(staff, order.id, 'DELIVERED', wrong(otp));
    const fourth = await move(mlStaff.auth, order.id, 'DELIVERED', wrong(otp));
    expect(fourth.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'പിക്കപ്പ് കോഡ് തെറ്റാണ്. ഇനി 1 അവസരം മാത്രം.',
      details: { triesLeft: 1 },
    });
    const fifth = await move(mlStaff.auth, order.id, 'DELIVERED', wrong(otp));
    expect(fifth.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: text('ml', 'handover.nowLocked'),
      details: { locked: true },
    });

    const locked = await move(mlStaff.auth, order.id, 'DELIVERED', otp);
    const lockedEn = await move(staff, order.id, 'DELIVERED', otp);
    expect(locked.statusCode).toBe(423);
    expect(lockedEn.statusCode).toBe(423);
    expect(locked.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'തെറ്റായ പിക്കപ്പ് കോഡ് 5 തവണ നൽകിയതിനാൽ കൈമാറ്റം തടഞ്ഞിരിക്കുന്നു. ഒരു അഡ്മിൻ അൺലോക്ക് ചെയ്യണം.',
      },
    });
    expect(lockedEn.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Hand-over is locked after 5 wrong pickup codes. An admin must unlock it.' },
    });
  });

  it('answers a refused staff action in Malayalam, with the same code and status', async () => {
    const mlStaff = await loginWithRole(t, 'STAFF');
    await setLanguage(mlStaff.auth, 'ml');
    const { order, itemId } = await packedOrder();
    const url = `/api/orders/${order.id}/items/${itemId}/unavailable`;
    const mine = await t.app.inject({ method: 'POST', url, headers: mlStaff.auth });
    const theirs = await t.app.inject({ method: 'POST', url, headers: staff });
    expect(theirs.statusCode).toBe(409);
    expect(mine.statusCode).toBe(409);
    expect(theirs.json()).toEqual({
      error: {
        code: 'INVALID_TRANSITION',
        message: `Items can only be marked unavailable before packing; order #${order.id} is PACKED`,
      },
    });
    expect(mine.json()).toEqual({
      error: {
        code: 'INVALID_TRANSITION',
        message: `പാക്ക് ചെയ്യുന്നതിന് മുമ്പ് മാത്രമേ സാധനം ലഭ്യമല്ലെന്ന് രേഖപ്പെടുത്താനാകൂ; ഓർഡർ #${order.id} ഇപ്പോൾ PACKED നിലയിലാണ്`,
      },
    });
  });

  it('answers a search with no letters in the caller language', async () => {
    const ml = await travellerIn('ml');
    const en = await travellerIn('en');
    const search = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/products/search?q=%21%3F', headers });
    const mine = await search(ml.auth);
    const theirs = await search(en.auth);
    expect(theirs.statusCode).toBe(400);
    expect(mine.statusCode).toBe(400);
    expect(theirs.json().error).toEqual({ code: 'VALIDATION_FAILED', message: 'Search for at least one letter or digit' });
    expect(mine.json().error).toEqual({ code: 'VALIDATION_FAILED', message: 'തിരയാൻ കുറഞ്ഞത് ഒരു അക്ഷരമോ അക്കമോ നൽകുക' });
  });
});

describe('admin form errors in the caller language', () => {
  it("answers a refused counter's fields in Malayalam, in English as before", async () => {
    const mlAdmin = await loginWithRole(t, 'ADMIN');
    expect((await setLanguage(mlAdmin.auth, 'ml')).statusCode).toBe(200);
    const payload = {
      place: 'Arrivals hall',
      mapUrl: '',
      hours: [{ weekday: 1, opens: '22:00', closes: '06:00' }],
      closures: [],
      cutoffHours: 24,
      uncollectedHours: 48,
    };
    const save = (headers: Headers) => t.app.inject({ method: 'PUT', url: `/api/admin/counters/${fx.trv.id}`, headers, payload });
    const mine = await save(mlAdmin.auth);
    const theirs = await save(admin);
    expect(mine.statusCode).toBe(400);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Closing time must be after opening time',
      details: { fields: { 'hours.0.closes': 'Closing time must be after opening time' } },
    });
    expect(mine.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'അടയ്ക്കുന്ന സമയം തുറക്കുന്ന സമയത്തിന് ശേഷമായിരിക്കണം',
      details: { fields: { 'hours.0.closes': 'അടയ്ക്കുന്ന സമയം തുറക്കുന്ന സമയത്തിന് ശേഷമായിരിക്കണം' } },
    });
  });

  it('words the rate limit as before in English, and in Malayalam', () => {
    const wait = msg('wait.seconds', { n: 42 });
    expect(text('en', 'error.tooManyRequests', { wait })).toBe('Too many requests. Try again in 42 seconds.');
    expect(text('ml', 'error.tooManyRequests', { wait })).toBe('ഒരുപാട് അഭ്യർത്ഥനകൾ വന്നു. 42 സെക്കൻഡ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.');
  });
});
