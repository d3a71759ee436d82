import { errorResponseSchema, healthResponseSchema } from '@arrival/contracts/common';
import type { AppDeps } from '../../app-deps.ts';
import { pingDatabase } from '../../db/client.ts';
import type { ZodApp } from '../../http/types.ts';

/** The load balancer's probe, in the public scope and outside the rate limit. */
export async function healthRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['ops'], response: { 200: healthResponseSchema, 503: errorResponseSchema } },
    },
    async (_request, reply) => {
      if (!(await pingDatabase(deps.db))) {
        return reply.status(503).send({ error: { code: 'INTERNAL', message: 'Database unreachable' } });
      }
      // Redis only shares rate limits: without it the shop serves on, with limits per instance.
      if (deps.redis && deps.redis.status !== 'ready') {
        return { status: 'degraded' as const, database: 'up' as const, redis: 'down' as const };
      }
      return { status: 'ok' as const, database: 'up' as const, ...(deps.redis ? { redis: 'up' as const } : {}) };
    },
  );
}
