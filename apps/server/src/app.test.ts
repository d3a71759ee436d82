import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => t.close());

describe('the app', () => {
  it('answers health when the database is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('publishes the OpenAPI document with the login calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/otp/generate/{mobile}', '/api/otp/verify', '/api/user/login', '/api/user/getUserDetails']),
    );
  });

  it('documents what the signed-in scope adds to its routes, and no static file', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const userDetails = paths['/api/user/getUserDetails'].get;
    expect(userDetails.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(userDetails.responses)).toEqual(expect.arrayContaining(['200', '401']));
    expect(paths['/api/otp/verify'].post.security).toBeUndefined();
    expect(Object.keys(paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('serves the API browser with its files, and the document as YAML', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const styles = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(styles.statusCode).toBe(200);
    expect(styles.headers['content-type']).toContain('text/css');
    expect(styles.rawPayload.length).toBeGreaterThan(10_000);
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.body).toContain('/api/user/getUserDetails:');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // No page that opens the shop keeps a handle on its tab; the payment provider's popups keep theirs (decision 031).
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      payload: { mobile: '919876543210', otp: '123456', padding: 'x'.repeat(4096) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
  });
});
