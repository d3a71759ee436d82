import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, users } from '../../db/schema.ts';
import { t as text } from '../../i18n/index.ts';
import { createConsoleMessaging } from '../../providers/messaging/console.ts';
import { loginAs, loginWithRole, nextPhone, requestCode, verifyCode } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { readOutbox } from '../../test/outbox.ts';
import { payForLines, travellerArriving } from '../../test/checkout-helpers.ts';
import { sendArrivalReminders } from '../arrivals/reminders.service.ts';

type Headers = Record<string, string>;

let t: TestApp;
let fx: Awaited<ReturnType<typeof createCatalogueFixture>>;
let staff: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await createCatalogueFixture(t.db);
  staff = (await loginWithRole(t, 'STAFF')).auth;
});
afterAll(() => t.close());

const setLanguage = (headers: Headers, language: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/language', headers, payload: { language } });
const details = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/getUserDetails', headers })).json();
const accept = (orderId: number) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}?Status=ACCEPTED`, headers: staff });

async function acceptedOrderOf(language: 'en' | 'ml') {
  const buyer = await travellerArriving(t, fx.cok.id, 50);
  if (language === 'ml') expect((await setLanguage(buyer.auth, 'ml')).statusCode).toBe(200);
  const orderId = await payForLines(t, buyer.auth, [{ productId: fx.products.chocolate.id, quantity: 1 }]);
  expect((await accept(orderId)).statusCode).toBe(200);
  const [notice] = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(sql`${notifications.id} desc`)
    .limit(1);
  const sent = t.messaging.sent.filter((m) => m.to === buyer.phone && m.code === null).at(-1);
  return { buyer, orderId, notice: notice!, sent: sent! };
}

describe('the traveller language', () => {
  it('is English until chosen, and PUT /api/user/language sets it', async () => {
    const session = await loginAs(t);
    expect(session.user.language).toBe('en');
    expect((await details(session.auth)).language).toBe('en');

    const res = await setLanguage(session.auth, 'ml');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: session.user.id, language: 'ml' });
    expect((await details(session.auth)).language).toBe('ml');
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, session.user.id));
    expect(row!.language).toBe('ml');
  });

  it("starts a new account in the device's language, and keeps a known one's choice", async () => {
    const phone = nextPhone();
    const first = await loginAs(t, phone, { language: 'ml' });
    expect(first.user.language).toBe('ml');
    t.clock.advance(61_000); // one login code a minute per phone
    // A later login from an English device does not undo the traveller's own choice.
    const again = await loginAs(t, phone, { language: 'en' });
    expect(again.user.language).toBe('ml');
    expect((await details(again.auth)).language).toBe('ml');
  });

  it('takes only en or ml, and only from a signed-in caller', async () => {
    const session = await loginAs(t);
    const wrong = await setLanguage(session.auth, 'fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('VALIDATION_FAILED');
    expect((await setLanguage({}, 'ml')).statusCode).toBe(401);
  });

  it('may come with the arrival in PUT /api/user/update', async () => {
    const session = await loginAs(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: session.auth,
      payload: {
        pickUpLocation: fx.cok.id,
        arrivalDate: new Date(t.clock.now().getTime() + 72 * 3_600_000).toISOString(),
        name: 'Anu',
        email: 'anu@example.com',
        language: 'ml',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('ml');
  });

  it('the database refuses a language other than en or ml', async () => {
    const session = await loginAs(t);
    await expect(t.db.execute(sql`update users set language = 'fr' where id = ${session.user.id}`)).rejects.toThrow();
  });
});

describe('notices in the traveller language', () => {
  it('tells a Malayalam traveller in Malayalam, in the app and on WhatsApp', async () => {
    const { orderId, notice, sent } = await acceptedOrderOf('ml');
    expect(notice.title).toBe(`ഓർഡർ #${orderId} സ്വീകരിച്ചു`);
    expect(notice.content).toBe(text('ml', 'notice.accepted.content'));
    expect(sent.text).toBe(`ഓർഡർ #${orderId} സ്വീകരിച്ചു: ${text('ml', 'notice.accepted.content')}`);
    // The confirmation before it went out in Malayalam too, with the pickup code in digits.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const confirmed = t.messaging.sent.find((m) => m.text.startsWith(`ഓർഡർ #${orderId} സ്ഥിരീകരിച്ചു`));
    expect(confirmed?.text).toContain(order!.deliveryOtp!);
  });

  it('tells an English traveller exactly as before', async () => {
    const { orderId, notice, sent } = await acceptedOrderOf('en');
    expect(notice.title).toBe(`Order #${orderId} accepted`);
    expect(notice.content).toBe('Our counter team has accepted your order and will pack it before you land.');
    expect(sent.text).toBe(
      `Order #${orderId} accepted: Our counter team has accepted your order and will pack it before you land.`,
    );
  });

  it('lists the in-app notices as they were written', async () => {
    const { buyer, orderId } = await acceptedOrderOf('ml');
    const list = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: buyer.auth })).json();
    expect(list.notifications.map((n: { title: string }) => n.title)).toContain(`ഓർഡർ #${orderId} സ്വീകരിച്ചു`);
  });
});

describe('errors in the caller language', () => {
  const addMissingProduct = (headers: Headers) =>
    t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { productId: 999_999, quantity: 1 } });

  it('answers a Malayalam traveller in Malayalam, with the same code and status', async () => {
    const ml = await travellerArriving(t, fx.cok.id);
    await setLanguage(ml.auth, 'ml');
    const en = await travellerArriving(t, fx.cok.id);

    const mine = await addMissingProduct(ml.auth);
    const theirs = await addMissingProduct(en.auth);
    expect(mine.statusCode).toBe(404);
    expect(theirs.statusCode).toBe(404);
    expect(mine.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ഉൽപ്പന്നം കണ്ടെത്താനായില്ല' } });
    expect(theirs.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Product not found' } });
  });

  it('translates the form fields of a refused arrival', async () => {
    const session = await loginAs(t);
    await setLanguage(session.auth, 'ml');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: session.auth,
      payload: {
        pickUpLocation: 999_999,
        arrivalDate: new Date(t.clock.now().getTime() + 72 * 3_600_000).toISOString(),
        name: 'Anu',
        email: 'anu@example.com',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: text('ml', 'arrival.unknownAirport'),
        details: { fields: { pickUpLocation: text('ml', 'arrival.unknownAirportField') } },
      },
    });
    // A shared schema's own message (the body validator) follows the language too.
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: session.auth,
      payload: { arrivalDate: 'soon' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(text('ml', 'arrival.required'));
  });

  it('follows Accept-Language when nobody is signed in', async () => {
    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/user/getUserDetails',
      headers: { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.8' },
    });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'ദയവായി ലോഗിൻ ചെയ്യുക' } });
    const plain = await t.app.inject({ method: 'GET', url: '/api/user/getUserDetails' });
    expect(plain.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'No token found' } });

    const phone = nextPhone();
    await requestCode(t, phone);
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      headers: { 'accept-language': 'ml' },
      payload: { mobile: phone, otp: '000000' === t.messaging.lastCodeFor(phone) ? '111111' : '000000' },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error).toMatchObject({
      code: 'OTP_INVALID',
      message: 'കോഡ് തെറ്റാണ്. ഇനി 4 അവസരങ്ങൾ കൂടി.',
      details: { codeDead: false, attemptsLeft: 4 },
    });
    const english = await verifyCode(t, phone, '000000' === t.messaging.lastCodeFor(phone) ? '111111' : '000000');
    expect(english.json().error.message).toBe('Incorrect code. 3 attempts left.');
  });
});

describe('reminders in the traveller language', () => {
  it('reminds a Malayalam traveller in Malayalam, with the pickup code in digits', async () => {
    const { buyer, orderId } = await acceptedOrderOf('ml');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    t.clock.set(new Date(order!.arrivalAt.getTime() - 23 * 3_600_000));
    await sendArrivalReminders(t.deps);
    const reminder = t.messaging.sent.find((m) => m.to === buyer.phone && m.text.startsWith(`ഓർഡർ #${orderId}: നിങ്ങൾ നാളെ എത്തും`));
    expect(reminder?.text).toContain(`പിക്കപ്പ് കോഡ് ${order!.deliveryOtp}`);
    expect(reminder?.text).not.toMatch(/Landing|pickup code/);
  });
});

describe('the login code in the traveller language', () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-lang-'));
    app = await buildTestApp({}, { messaging: createConsoleMessaging(dataDir, () => {}) });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const outbox = () => readOutbox(dataDir);

  it('is Malayalam for a traveller who chose it, English for anyone else', async () => {
    const known = nextPhone();
    await app.db.insert(users).values({ phone: known, language: 'ml' });
    const stranger = nextPhone();
    expect((await app.app.inject({ method: 'GET', url: `/api/otp/generate/${known}` })).statusCode).toBe(200);
    expect(
      (await app.app.inject({ method: 'GET', url: `/api/otp/generate/${stranger}`, remoteAddress: '10.9.9.9' })).statusCode,
    ).toBe(200);
    const lines = outbox();
    const mine = lines.find((l) => l.to === known);
    const theirs = lines.find((l) => l.to === stranger);
    expect(mine).toMatchObject({
      language: 'ml',
      text: `${mine!.code} ആണ് നിങ്ങളുടെ Arrival Shop സ്ഥിരീകരണ കോഡ്. ഇത് 5 മിനിറ്റ് മാത്രമേ സാധുവായിരിക്കൂ.`,
    });
    expect(theirs).toMatchObject({
      language: 'en',
      text: `${theirs!.code} is your Arrival Shop verification code. It expires in 5 minutes.`,
    });
  });

  it("is in the device's language for a number new to us, and the account's once it has one", async () => {
    const newcomer = nextPhone();
    const inMalayalam = { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.5' };
    const sent = await app.app.inject({
      method: 'GET',
      url: `/api/otp/generate/${newcomer}`,
      headers: inMalayalam,
      remoteAddress: '10.9.9.10',
    });
    expect(sent.statusCode).toBe(200);
    expect(outbox().find((l) => l.to === newcomer)).toMatchObject({ language: 'ml' });

    const englishTraveller = nextPhone();
    await app.db.insert(users).values({ phone: englishTraveller, language: 'en' });
    await app.app.inject({
      method: 'GET',
      url: `/api/otp/generate/${englishTraveller}`,
      headers: inMalayalam,
      remoteAddress: '10.9.9.11',
    });
    expect(outbox().find((l) => l.to === englishTraveller)).toMatchObject({ language: 'en' });
  });
});
