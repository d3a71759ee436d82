import type pg from 'pg';

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 15_000;

interface Subscription {
  channel: string;
  onMessage: (payload: string) => void;
  onReconnect?: () => void;
}

export interface SharedListener {
  /** Listens on `channel` until the answered function is called. Fails when the first connection cannot be made. */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

/**
 * Every LISTEN of the process on one dedicated connection. PostgreSQL wakes each listening backend of a
 * database on every notifying commit, whatever channels it listens on, and each listener held one of the
 * pool's connections: one connection for all channels costs a checkout's commits one wake-up instead of
 * four, and leaves the pool's other connections to queries.
 *
 * When the connection drops (a restart or failover of PostgreSQL), it reconnects with growing delays,
 * listens again on every channel and tells each subscriber that notifications may have been missed.
 */
export function sharedListener(pool: pg.Pool, log: (message: string, error?: unknown) => void): SharedListener {
  const subscriptions = new Set<Subscription>();
  let current: pg.PoolClient | undefined;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  // Connecting, listening and unlistening run one after another, so a channel is never listened on a
  // connection that is being replaced.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const done = queue.then(work);
    queue = done.catch(() => undefined);
    return done;
  };

  const channels = () => new Set([...subscriptions].map((s) => s.channel));
  const listenSql = (channel: string) => `listen "${channel}"`;

  const onNotification = (msg: pg.Notification) => {
    if (msg.payload === undefined) return;
    for (const subscription of subscriptions) {
      if (subscription.channel === msg.channel) subscription.onMessage(msg.payload);
    }
  };

  const connect = async () => {
    const client = await pool.connect();
    const lost = (error?: unknown) => {
      if (current !== client) return;
      current = undefined;
      client.off('notification', onNotification);
      client.release(error instanceof Error ? error : true);
      log('the database listener lost its connection; reconnecting', error);
      scheduleReconnect();
    };
    client.on('notification', onNotification);
    client.once('error', lost);
    client.once('end', () => lost());
    try {
      for (const channel of channels()) await client.query(listenSql(channel));
    } catch (error) {
      client.off('notification', onNotification);
      client.release(true);
      throw error;
    }
    current = client;
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt) * (0.75 + Math.random() / 2);
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      // A subscriber queued before this may have connected already; a stop, or the last subscriber
      // leaving, queued before it ends it all.
      serially(async () => {
        if (stopped || subscriptions.size === 0) return false;
        if (!current) await connect();
        return true;
      }).then(
        (reconnected) => {
          if (!reconnected) return;
          attempt = 0;
          log('the database listener reconnected');
          for (const subscription of subscriptions) subscription.onReconnect?.();
        },
        () => scheduleReconnect(),
      );
    }, delay);
    retry.unref();
  };

  // With no subscriber left, or at stop: no connection is kept and no reconnect is pending.
  const release = async () => {
    clearTimeout(retry);
    retry = undefined;
    attempt = 0;
    const client = current;
    current = undefined;
    if (!client) return;
    client.off('notification', onNotification);
    await client.query('unlisten *').catch(() => undefined);
    client.release();
  };

  return {
    async listen(channel, onMessage, onReconnect) {
      const subscription: Subscription = { channel, onMessage, onReconnect };
      await serially(async () => {
        const isNew = !channels().has(channel);
        subscriptions.add(subscription);
        try {
          // While a reconnect is pending, it will listen on the channel with the others.
          if (retry) return;
          if (!current) await connect();
          else if (isNew) await current.query(listenSql(channel));
        } catch (error) {
          subscriptions.delete(subscription);
          throw error;
        }
      });
      return () =>
        serially(async () => {
          if (!subscriptions.delete(subscription)) return;
          if (subscriptions.size === 0) await release();
          else if (!channels().has(channel)) await current?.query(`unlisten "${channel}"`).catch(() => undefined);
        });
    },
    stop: () =>
      serially(async () => {
        stopped = true;
        subscriptions.clear();
        await release();
      }),
  };
}
