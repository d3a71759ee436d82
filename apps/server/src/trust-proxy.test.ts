import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

// Behind one load balancer (10.0.0.1), the client is the address it appends, whatever came before.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '2' });
});
afterAll(() => t.close());

const call = (forwardedFor: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/locations',
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('client addresses with TRUST_PROXY as a hop count', () => {
  it('ignore addresses a caller forges in front of the one the proxy added', async () => {
    expect((await call('198.51.100.1, 203.0.113.9')).statusCode).toBe(200);
    expect((await call('198.51.100.2, 203.0.113.9')).statusCode).toBe(200);
    // A third forged address does not buy a fresh limit: it is the same client.
    expect((await call('198.51.100.3, 203.0.113.9')).statusCode).toBe(429);
    // Another traveller behind the same proxy has their own.
    expect((await call('203.0.113.10')).statusCode).toBe(200);
  });
});
