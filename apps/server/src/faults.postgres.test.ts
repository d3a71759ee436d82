import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeRazorpay } from './test/fakes/fake-razorpay-server.ts';
import { readOutbox } from './test/outbox.ts';
import { createScratchDatabase, startServerProcess, type ServerProcess } from './test/server-process.ts';

// The real server process against a throw-away PostgreSQL database, with the faults an operator
// meets: connections cut, the database refusing connections, Redis gone, a SIGTERM mid-stream.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  scratch = await createScratchDatabase();
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
});
afterAll(async () => {
  await scratch.drop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers, signal: AbortSignal.timeout(10_000) }).then(
    (res) => res.status,
    () => 0,
  );

let phoneCounter = 0;
/** Logs in through the HTTP API with the code the console provider wrote to the outbox. */
async function login(base: string, dataDir: string, role: 'USER' | 'STAFF' = 'USER') {
  const phone = `9198766${String(10_000 + ++phoneCounter).slice(-5)}`;
  if (role !== 'USER') {
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    await db.query(`insert into users (phone, role) values ($1, $2)`, [phone, role]);
    await db.end();
  }
  expect((await fetch(`${base}/api/otp/generate/${phone}`)).status).toBe(200);
  const code = readOutbox(dataDir)
    .filter((m) => m.to === phone && m.code)
    .at(-1)!.code!;
  const verified = await fetch(`${base}/api/otp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: phone, otp: code }),
  }).then((r) => r.json() as Promise<{ uniqueIdentifier: string }>);
  const session = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, uniqueIdentifier: verified.uniqueIdentifier, fcmToken: null }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);
  return { phone, auth: { authorization: `Bearer ${session.accessToken}` } };
}

/** Opens the staff board's event stream and tells when the server ends it. */
async function openStaffStream(base: string, auth: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/orders/events`, { headers: auth, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
      return true;
    } catch {
      return false;
    }
  })();
  const endedWithin = (ms: number) =>
    Promise.race([ended, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms))]);
  return { endedWithin, abort: () => controller.abort() };
}

function dataDirOf(process: ServerProcess) {
  return /data: (\S+)\)/.exec(process.output())![1]!;
}

describe('the server under database faults', () => {
  it('keeps running when its connections are cut under traffic, and serves again at once', async () => {
    server = await startServerProcess({ DATABASE_URL: scratch.url, RATE_LIMIT_PER_MINUTE: '100000' });
    const base = server.url;
    const staff = await login(base, dataDirOf(server), 'STAFF');
    const stream = await openStaffStream(base, staff.auth);

    let stop = false;
    const statuses: number[] = [];
    const traffic = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (!stop) statuses.push(await get(`${base}/api/locations`));
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let round = 0; round < 3; round++) {
      // Each round cuts the connections the shop has made again since the last one.
      await vi.waitFor(async () => expect(await scratch.connectionCount()).toBeGreaterThan(0), { timeout: 10_000 });
      expect(await scratch.terminateConnections()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    stop = true;
    await traffic;
    console.info(
      'statuses',
      JSON.stringify(statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {})),
    );

    expect(server.child.exitCode).toBeNull();
    // Requests cut mid-flight answer 503 (never a crash, never a 500); the rest succeed.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(10);
    expect(await get(`${base}/api/health`)).toBe(200);
    expect(await get(`${base}/api/locations`)).toBe(200);
    // The staff board's stream is ended so the board reconnects and reloads what it missed.
    expect(await stream.endedWithin(10_000)).toBe(true);
  }, 90_000);

  it('answers 503 on health while the database refuses connections, and 200 once it is back', async () => {
    server = await startServerProcess({ DATABASE_URL: scratch.url });
    const base = server.url;
    await scratch.allowConnections(false);
    try {
      await scratch.terminateConnections();
      await vi.waitFor(async () => expect(await get(`${base}/api/health`)).toBe(503), { timeout: 15_000, interval: 250 });
      expect(await get(`${base}/api/locations`)).toBe(503);
      expect(server.child.exitCode).toBeNull();
    } finally {
      // Whatever happened above, the suites after this one need the database back.
      await scratch.allowConnections(true);
    }
    await vi.waitFor(async () => expect(await get(`${base}/api/health`)).toBe(200), { timeout: 15_000, interval: 250 });
    expect(await get(`${base}/api/locations`)).toBe(200);
  }, 90_000);
});

describe('the server without Redis', () => {
  it('serves every call with limits in memory and says so in health', async () => {
    server = await startServerProcess({ DATABASE_URL: scratch.url, REDIS_URL: 'redis://127.0.0.1:1' });
    const base = server.url;
    const traveller = await login(base, dataDirOf(server));
    for (const url of ['/api/health', '/api/locations', '/api/categories/getAll', '/api/config', '/api/user/getUserDetails']) {
      expect(await get(`${base}${url}`, traveller.auth), url).toBe(200);
    }
    const health = await fetch(`${base}/api/health`).then((r) => r.json() as Promise<{ status: string; redis?: string }>);
    expect(health).toMatchObject({ status: 'degraded', redis: 'down' });
    expect(server.output()).toMatch(/Redis unavailable/);
  }, 90_000);
});

describe('sessions, streams and logs', () => {
  it('ends a staff stream at logout, caps streams per user, and keeps codes and phone numbers out of the log', async () => {
    server = await startServerProcess({ DATABASE_URL: scratch.url });
    const base = server.url;
    const staff = await login(base, dataDirOf(server), 'STAFF');
    const streams = [];
    for (let i = 0; i < 5; i++) streams.push(await openStaffStream(base, staff.auth));
    const sixth = await fetch(`${base}/api/orders/events`, { headers: staff.auth });
    expect(sixth.status).toBe(429);

    // The pickup code in the query of the described client's hand-over call.
    await fetch(`${base}/api/orders/999?Status=DELIVERED&otp=482913`, { method: 'PUT', headers: staff.auth });
    expect((await fetch(`${base}/api/user/logout`, { method: 'POST', headers: staff.auth })).status).toBe(204);
    for (const stream of streams) expect(await stream.endedWithin(2_000)).toBe(true);

    // Log lines reach the output a moment after their answers: the shop writes them without blocking.
    await vi.waitFor(() => expect(server?.output()).toContain('/api/orders/999?Status=DELIVERED&otp=[redacted]'), {
      timeout: 5_000,
    });
    const log = server.output();
    expect(log).not.toContain('482913');
    expect(log).not.toContain(staff.phone);
    expect(log).toContain(`/api/otp/generate/${staff.phone.slice(0, 2)}`);
  }, 60_000);
});

describe('shutting down', () => {
  it('ends open staff streams, closes the database and exits 0 within 5 seconds of SIGTERM', async () => {
    server = await startServerProcess({ DATABASE_URL: scratch.url });
    const base = server.url;
    const staff = await login(base, dataDirOf(server), 'STAFF');
    const streams = await Promise.all([openStaffStream(base, staff.auth), openStaffStream(base, staff.auth)]);

    const started = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(exit).toEqual({ code: 0, signal: null });
    for (const stream of streams) expect(await stream.endedWithin(1_000)).toBe(true);
    expect(server.output()).toMatch(/database closed/);
    await vi.waitFor(async () => expect(await scratch.connectionCount()).toBe(0), { timeout: 5_000 });
  }, 60_000);

  it('exits 0 with the database closed when stopped the moment it answers, before its background work starts', async () => {
    server = await startServerProcess({ DATABASE_URL: scratch.url });
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/database closed/);
    await vi.waitFor(async () => expect(await scratch.connectionCount()).toBe(0), { timeout: 5_000 });
  }, 60_000);
});

describe('a crash between payment and verify', () => {
  it('confirms the order at the next start from what the provider took', async () => {
    const keys = { keyId: 'rzp_test_crash', keySecret: 'razorpay-key-secret-for-crash-test' };
    const fake = await startFakeRazorpay(keys);
    const env = {
      DATABASE_URL: scratch.url,
      SEED_DEMO_DATA: 'true',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-for-crash-test',
      RAZORPAY_API_BASE_URL: fake.url,
      // Only the run at start can confirm it within this test.
      RECONCILE_INTERVAL_SECONDS: '3600',
    };
    const db = new pg.Client({ connectionString: scratch.url });
    try {
      server = await startServerProcess(env);
      const base = server.url;
      const traveller = await login(base, dataDirOf(server));
      await db.connect();
      const { rows } = await db.query<{ location_id: number; product_id: number }>(
        `select s.location_id, s.product_id from location_stock s join products p on p.id = s.product_id
          where s.stocks_left > 5 and s.show_product_in_location and p.show_to_consumer and p.retired_at is null
          order by s.id limit 1`,
      );
      const { location_id: locationId, product_id: productId } = rows[0]!;
      await db.query(`update users set pickup_location_id = $1, arrival_at = now() + interval '48 hours' where phone = $2`, [
        locationId,
        traveller.phone,
      ]);
      const post = (url: string, body: unknown) =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: { ...traveller.auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post('/api/cart/add', { productId, quantity: 1 })).status).toBe(200);
      const payment = await fetch(`${base}/api/payment/create-payment`, { headers: traveller.auth }).then(
        (r) => r.json() as Promise<{ id: string; orderId: number }>,
      );

      // The traveller pays; before the browser's verify or any webhook arrives, the server dies.
      fake.payOrder(payment.id, 'captured');
      server.child.kill('SIGKILL');
      expect(await server.exited).toMatchObject({ signal: 'SIGKILL' });
      const statusOf = async () =>
        (await db.query<{ status: string }>('select status from orders where id = $1', [payment.orderId])).rows[0]!.status;
      expect(await statusOf()).toBe('PAYMENT_PENDING');

      // The killed server's data folder goes with it; the next start gets its own.
      await server.stop();
      server = await startServerProcess(env);
      await vi.waitFor(async () => expect(await statusOf()).toBe('CONFIRMED'), { timeout: 30_000, interval: 250 });
      expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/orders/${payment.id}/payments`)).toBe(true);
    } finally {
      await db.end().catch(() => undefined);
      await fake.close();
    }
  }, 120_000);
});
