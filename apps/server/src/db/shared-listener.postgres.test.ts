import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase } from '../test/server-process.ts';
import { sharedListener, type SharedListener } from './shared-listener.ts';

// One dedicated connection carries every channel, and comes back by itself when PostgreSQL cuts it.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
/** The test's own connection to the scratch database: it notifies, counts and cuts the pool's. */
let notifier: pg.Client;
let pool: pg.Pool;
let listener: SharedListener;
const log = vi.fn();

beforeAll(async () => {
  scratch = await createScratchDatabase('arrival_listen');
  notifier = new pg.Client({ connectionString: scratch.url });
  await notifier.connect();
});
afterAll(async () => {
  await notifier.end();
  await scratch.drop();
});
// Each test's pool names its connections: a backend of the test before may still be exiting, and is not this pool's.
let poolName = '';
let pools = 0;
beforeEach(() => {
  log.mockClear();
  pools += 1;
  poolName = `listener_test_${pools}`;
  pool = new pg.Pool({ connectionString: scratch.url, max: 5, application_name: poolName });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  listener = sharedListener(pool, log);
});
afterEach(async () => {
  await listener.stop();
  await pool.end();
});

const notify = (channel: string, payload: string) => notifier.query('select pg_notify($1, $2)', [channel, payload]);

const poolBackendsSql = 'from pg_stat_activity where datname = current_database() and application_name = $1';

/** This test's pool's connections to the scratch database. */
async function poolBackends() {
  return (await notifier.query<{ n: number }>(`select count(*)::int as n ${poolBackendsSql}`, [poolName])).rows[0]!.n;
}

/** Cuts the pool's connections, as a restart or failover of PostgreSQL would; answers how many. */
async function cutPool() {
  return (await notifier.query(`select pg_terminate_backend(pid) ${poolBackendsSql}`, [poolName])).rows.length;
}

/** Cuts the listening connection, its only one, and waits until the listener knows. */
async function cutListeningConnection() {
  expect(await cutPool()).toBe(1);
  await vi.waitFor(() =>
    expect(log).toHaveBeenCalledWith('the database listener lost its connection; reconnecting', expect.anything()),
  );
}

/** Past the first reconnect's delay (at most about 310 ms), the listener has not come back. */
async function expectNoReturn() {
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(await poolBackends()).toBe(0);
  expect(log).not.toHaveBeenCalledWith('the database listener reconnected');
}

function inbox() {
  const received: string[] = [];
  const onMessage = (payload: string) => void received.push(payload);
  return { received, onMessage };
}

describe('sharedListener', () => {
  it('hears every channel on one connection and gives each subscriber its own channel only', async () => {
    const stock = inbox();
    const carts = inbox();
    const cartsAgain = inbox();
    await listener.listen('stock_changed', stock.onMessage);
    await listener.listen('cart_changed', carts.onMessage);
    await listener.listen('cart_changed', cartsAgain.onMessage);
    expect(await poolBackends()).toBe(1);

    await notify('stock_changed', 's1');
    await notify('cart_changed', 'c1');
    await notify('other_channel', 'o1');
    await vi.waitFor(() => expect(carts.received).toEqual(['c1']));
    expect(stock.received).toEqual(['s1']);
    expect(cartsAgain.received).toEqual(['c1']);
  });

  it('stops one subscriber without the others, and gives the connection back when none is left', async () => {
    const stock = inbox();
    const carts = inbox();
    const stopStock = await listener.listen('stock_changed', stock.onMessage);
    const stopCarts = await listener.listen('cart_changed', carts.onMessage);
    await stopStock();
    await notify('stock_changed', 's1');
    await notify('cart_changed', 'c1');
    await vi.waitFor(() => expect(carts.received).toEqual(['c1']));
    expect(stock.received).toEqual([]);

    await stopCarts();
    expect(pool.totalCount - pool.idleCount).toBe(0);
    // Listening again takes a connection again.
    await listener.listen('cart_changed', carts.onMessage);
    await notify('cart_changed', 'c2');
    await vi.waitFor(() => expect(carts.received).toEqual(['c1', 'c2']));
  });

  it('reconnects after PostgreSQL cuts the connection, listens on every channel again and says so to each subscriber', async () => {
    const stock = inbox();
    const carts = inbox();
    const stockMissed = vi.fn();
    const cartsMissed = vi.fn();
    await listener.listen('stock_changed', stock.onMessage, stockMissed);
    await listener.listen('cart_changed', carts.onMessage, cartsMissed);

    await cutListeningConnection();
    // A subscriber added while the connection is away is listened on with the others.
    const orders = inbox();
    const ordersMissed = vi.fn();
    await listener.listen('order_events', orders.onMessage, ordersMissed);

    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('the database listener reconnected'), { timeout: 5_000 });
    expect(stockMissed).toHaveBeenCalledTimes(1);
    expect(cartsMissed).toHaveBeenCalledTimes(1);
    expect(ordersMissed).toHaveBeenCalledTimes(1);
    expect(await poolBackends()).toBe(1);

    await notify('stock_changed', 's1');
    await notify('cart_changed', 'c1');
    await notify('order_events', 'o1');
    await vi.waitFor(() => expect(orders.received).toEqual(['o1']));
    expect(stock.received).toEqual(['s1']);
    expect(carts.received).toEqual(['c1']);
  });

  it('stops while a reconnect is pending and leaves no connection behind', async () => {
    await listener.listen('cart_changed', () => undefined);
    await cutListeningConnection();
    await listener.stop();
    await expectNoReturn();
  });

  it('does not come back when the last subscriber leaves while a reconnect is pending', async () => {
    const stopCarts = await listener.listen('cart_changed', () => undefined);
    await cutListeningConnection();
    await stopCarts();
    await expectNoReturn();
  });

  it('keeps trying while the database refuses connections', async () => {
    const carts = inbox();
    const missed = vi.fn();
    await listener.listen('cart_changed', carts.onMessage, missed);
    await scratch.allowConnections(false);
    try {
      await cutPool();
      // Two failed attempts at least (after about 250 ms and 500 ms).
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(missed).not.toHaveBeenCalled();
    } finally {
      await scratch.allowConnections(true);
    }
    await vi.waitFor(() => expect(missed).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await notify('cart_changed', 'c1');
    await vi.waitFor(() => expect(carts.received).toEqual(['c1']));
  });

  it('fails to listen when the first connection cannot be made', async () => {
    await scratch.allowConnections(false);
    try {
      await expect(listener.listen('cart_changed', () => undefined)).rejects.toThrow();
    } finally {
      await scratch.allowConnections(true);
    }
    // The failed subscriber is not kept: a later one listens on a fresh connection.
    const carts = inbox();
    await listener.listen('cart_changed', carts.onMessage);
    await notify('cart_changed', 'c1');
    await vi.waitFor(() => expect(carts.received).toEqual(['c1']));
  });
});
