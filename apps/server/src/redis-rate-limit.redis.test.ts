import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

// Runs only with TEST_REDIS_URL (the server-redis project): two instances share one Redis.
let redis: Redis;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  redis = new Redis(process.env.TEST_REDIS_URL!);
  const env = { RATE_LIMIT_PER_MINUTE: '3' };
  // A fresh address per run keeps earlier runs' counters out of the way.
  first = await buildTestApp(env, { redis });
  second = await buildTestApp(env, { redis });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await redis.quit();
});

describe('rate limits across instances', () => {
  it('count requests from one address on every instance together', async () => {
    const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const call = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/locations', remoteAddress: address });
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(200);
    const limited = await call(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
