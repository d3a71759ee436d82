import type { FastifyReply } from 'fastify';
import type { z } from 'zod/mini';
import type { ReadCache } from '../lib/read-cache.ts';

/**
 * Answers a JSON body from `cache`, built (and checked against the route's schema) only on a miss, so
 * a hit costs neither queries nor serialisation. The body is kept as bytes: a string would be measured,
 * joined to the headers and encoded again for every answer. Without a cache it answers `load()` as usual.
 */
export async function cachedJson<T>(
  reply: FastifyReply,
  cache: ReadCache<Buffer> | undefined,
  key: string,
  schema: z.ZodMiniType<T>,
  load: () => Promise<T>,
): Promise<T> {
  if (!cache) return load();
  const body = await cache.get(key, async () => Buffer.from(JSON.stringify(schema.parse(await load()))));
  // Bytes with a JSON content type go out as they are.
  void reply.type('application/json; charset=utf-8');
  return body as unknown as T;
}
