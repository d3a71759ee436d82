import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { nextPhone, requestCode, verifyCode } from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ OTP_IP_SENDS_PER_HOUR: '1000' });
});
afterAll(() => t.close());

const minutes = (n: number) => n * 60_000;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('GET /api/otp/generate/:mobile', () => {
  it('sends a 6-digit code and answers the countdowns', async () => {
    const phone = nextPhone();
    const { res, code } = await requestCode(t, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: 'OTP sent to your WhatsApp',
      resendAfterSeconds: 60,
      expiresInSeconds: 300,
    });
    expect(code).toMatch(/^\d{6}$/);
  });

  it('keeps only an HMAC of the code', async () => {
    const phone = nextPhone();
    const { code } = await requestCode(t, phone);
    const rows = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code!);
  });

  it.each([
    ['letters', '91abcdefghij'],
    ['too short after the calling code', '9112345'],
    ['too long after the calling code', '91123456789012345'],
    ['an unknown calling code', '0123456789'],
  ])('rejects %s with 400', async (_label, mobile) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/otp/generate/${mobile}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid phone number (6-14 digits)',
    });
  });

  it('answers a known and an unknown number alike', async () => {
    const known = nextPhone();
    await requestCode(t, known);
    t.clock.advance(minutes(2));
    const a = await requestCode(t, known);
    const b = await requestCode(t, nextPhone());
    expect(a.res.json()).toEqual(b.res.json());
  });

  it('allows one send per phone a minute and four in 15 minutes, never blocking the owner longer', async () => {
    const phone = nextPhone();
    expect((await requestCode(t, phone)).res.statusCode).toBe(200);
    const tooSoon = (await requestCode(t, phone)).res;
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe('RATE_LIMITED');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 3; i++) {
      t.clock.advance(61_000);
      expect((await requestCode(t, phone)).res.statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    const fifth = (await requestCode(t, phone)).res;
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toMatch(/Too many codes requested/);
    expect(Number(fifth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // Someone else asking all day long still leaves the owner a code every 15 minutes.
    for (let round = 0; round < 8; round++) {
      t.clock.advance(minutes(15));
      expect((await requestCode(t, phone)).res.statusCode).toBe(200);
    }
  });

  it('answers 503 and keeps no live code when WhatsApp fails', async () => {
    const phone = nextPhone();
    t.messaging.failNext();
    const { res } = await requestCode(t, phone);
    expect(res.statusCode).toBe(503);
    const rows = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
    expect(rows.map((r) => r.status)).toEqual(['DEAD']);
  });
});

describe('per-IP limit', () => {
  it('stops one address asking for codes for many phones', async () => {
    const limited = await buildTestApp({ OTP_IP_SENDS_PER_HOUR: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await requestCode(limited, nextPhone(), '10.9.9.9')).res.statusCode).toBe(200);
      const blocked = (await requestCode(limited, nextPhone(), '10.9.9.9')).res;
      expect(blocked.statusCode).toBe(429);
      expect((await requestCode(limited, nextPhone(), '10.9.9.10')).res.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/otp/verify', () => {
  it('accepts the right code once and answers a uniqueIdentifier', async () => {
    const phone = nextPhone();
    const { code } = await requestCode(t, phone);
    const res = await verifyCode(t, phone, code!);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(true);
    expect(res.json().uniqueIdentifier.length).toBeGreaterThanOrEqual(43);
    const again = await verifyCode(t, phone, code!);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.codeDead).toBe(true);
  });

  it('counts wrong tries and kills the code after five', async () => {
    const phone = nextPhone();
    const { code } = await requestCode(t, phone);
    const first = await verifyCode(t, phone, wrongCode(code!));
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({
      code: 'OTP_INVALID',
      message: 'Incorrect code. 4 attempts left.',
      details: { attemptsLeft: 4 },
    });
    for (let i = 0; i < 3; i++) await verifyCode(t, phone, wrongCode(code!));
    const fifth = await verifyCode(t, phone, wrongCode(code!));
    expect(fifth.json().error).toMatchObject({
      message: 'Too many incorrect attempts. Please request a new code.',
      details: { codeDead: true },
    });
    const right = await verifyCode(t, phone, code!);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.details.codeDead).toBe(true);
  });

  it('expires a code after five minutes', async () => {
    const phone = nextPhone();
    const { code } = await requestCode(t, phone);
    t.clock.advance(300_001);
    const res = await verifyCode(t, phone, code!);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This code has expired. Please request a new one.');
  });

  it('kills the old code when a new one is sent', async () => {
    const phone = nextPhone();
    const { code: oldCode } = await requestCode(t, phone);
    t.clock.advance(61_000);
    const { code: newCode } = await requestCode(t, phone);
    if (oldCode !== newCode) expect((await verifyCode(t, phone, oldCode!)).statusCode).toBe(400);
    expect((await verifyCode(t, phone, newCode!)).statusCode).toBe(200);
  });

  it('does not reset failures on a new code, locks after ten in a row, and never for longer than 15 minutes', async () => {
    const phone = nextPhone();
    const failWith = async (n: number) => {
      const { code } = await requestCode(t, phone);
      let last;
      for (let i = 0; i < n; i++) last = await verifyCode(t, phone, wrongCode(code!));
      t.clock.advance(61_000);
      return { code: code!, last: last! };
    };
    await failWith(4);
    await failWith(4);
    const { last } = await failWith(2);
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toBe('Too many incorrect codes. Try again in 15 minutes.');

    const whileLocked = await requestCode(t, phone);
    expect(whileLocked.res.statusCode).toBe(429);
    expect(Number(whileLocked.res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // A second round of wrong guesses locks again, for the same 15 minutes, not longer.
    t.clock.advance(minutes(15));
    const second = await failWith(5);
    expect(second.last.statusCode).toBe(400);
    const { last: secondLock } = await failWith(5);
    expect(secondLock.statusCode).toBe(429);
    expect(secondLock.json().error.message).toBe('Too many incorrect codes. Try again in 15 minutes.');

    t.clock.advance(minutes(15));
    const { code } = await requestCode(t, phone);
    expect((await verifyCode(t, phone, code!)).statusCode).toBe(200);
  });

  it('rejects a malformed body with 400, never 500', async () => {
    for (const payload of [
      {},
      { mobile: '919876500000' },
      { mobile: '919876500000', otp: '12ab56' },
      { mobile: 'x', otp: '123456' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/otp/verify', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('logs', () => {
  it('never contain a login code, a uniqueIdentifier, a token or a cookie', async () => {
    const { PassThrough } = await import('node:stream');
    const stream = new PassThrough();
    let logged = '';
    stream.on('data', (chunk) => (logged += chunk));
    const traced = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream: stream });
    try {
      const phone = nextPhone();
      const { code } = await requestCode(traced, phone);
      const verified = await verifyCode(traced, phone, code!);
      await verifyCode(traced, phone, wrongCode(code!));
      const { uniqueIdentifier } = verified.json();
      const session = await traced.app.inject({ method: 'POST', url: '/api/user/login', payload: { phone, uniqueIdentifier } });
      const { accessToken } = session.json();
      const details = await traced.app.inject({
        method: 'GET',
        url: '/api/user/getUserDetails',
        headers: { authorization: `Bearer ${accessToken}`, cookie: 'theme=dark' },
      });
      expect(details.statusCode).toBe(200);
      expect(logged).toContain('/api/otp/verify');
      expect(logged).toContain('/api/user/getUserDetails');
      expect(logged).not.toContain(code!);
      expect(logged).not.toContain(uniqueIdentifier);
      expect(logged).not.toContain(accessToken);
      expect(logged).not.toContain('theme=dark');
    } finally {
      await traced.close();
    }
  });
});
