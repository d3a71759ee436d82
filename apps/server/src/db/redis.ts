import type { Redis } from 'ioredis';

/**
 * A Redis connection that never makes a caller wait for Redis: no offline queue (a command while
 * disconnected fails at once and the caller falls back), a short command timeout, and reconnects
 * in the background for as long as the process lives.
 */
export async function connectRedis(url: string, log: { warn(message: string): void }): Promise<Redis> {
  // Loaded only when Redis is configured.
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // ioredis reports every failed reconnect; one line per outage is enough.
    if (!reported) log.warn(`Redis connection error: ${error.message}`);
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
