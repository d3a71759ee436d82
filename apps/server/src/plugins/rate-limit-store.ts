import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// The plugin's own stores, so both paths count exactly as the plugin does.
const require = createRequire(import.meta.url);
type StoreCtor = new (...args: unknown[]) => FastifyRateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Redis is an accelerator, not a dependency: limits are counted in Redis so several instances share
 * them, and in this process's memory while Redis cannot answer. A request never fails because of it.
 */
export function createFallbackStore(
  redis: Redis,
  log: { warn(message: string): void; info(message: string): void },
): FastifyRateLimitStoreCtor {
  const state = { degraded: false };
  const markDown = (error: Error) => {
    if (!state.degraded) log.warn(`Redis unavailable (${error.message}); rate limits are per instance until it is back`);
    state.degraded = true;
  };
  const markUp = () => {
    if (state.degraded) log.info('Redis is back; rate limits are shared again');
    state.degraded = false;
  };

  class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(
      options: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      parts?: { shared: FastifyRateLimitStore; local: FastifyRateLimitStore },
    ) {
      this.shared = parts?.shared ?? new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, 'arrival-rl:');
      this.local = parts?.local ?? new LocalStore(options.continueExceeding, options.exponentialBackoff);
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number) {
      // Without a connection ioredis would queue the command; answer from memory at once instead.
      if (redis.status !== 'ready') {
        markDown(new Error(`connection ${redis.status}`));
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (error || !result) {
            markDown(error ?? new Error('no answer'));
            this.local.incr(key, callback, timeWindow, max);
            return;
          }
          markUp();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions) {
      return new FallbackStore(routeOptions as never, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  }

  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
