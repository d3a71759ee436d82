import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './web-static.ts';

// Each page has an inline head script of its own, and index.html one with a file beside it.
const indexScript = 'document.documentElement.dataset.early = "index";';
const loginScript = 'document.documentElement.dataset.early = "login";';
const indexHtml = `<!doctype html><html><head><title>Arrival Shop</title><script data-groups="/assets/a.js">${indexScript}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const appJs = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const swJs = `self.addEventListener('install', () => self.skipWaiting());\n`;
const loginHtml = indexHtml
  .replace(indexScript, loginScript)
  .replace('<div id="root"></div>', '<div id="root"><div data-prerendered><h1>Shop before you land.</h1></div></div>');
const malayalamLoginHtml = loginHtml.replace('<html>', '<html lang="ml">').replace('Shop before you land.', 'ഇറങ്ങും മുമ്പേ വാങ്ങൂ.');

/**
 * A dist folder like the web build writes, in a new temporary folder: hashed assets, fixed-name files, and a
 * .br and .gz beside each. Written when the tests start, so listing them leaves nothing behind.
 */
function writeDist() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'arrival-web-dist-'));
  const writeWithCopies = (relativePath: string, text: string) => {
    const file = path.join(folder, relativePath);
    mkdirSync(path.dirname(file), { recursive: true });
    const body = Buffer.from(text);
    const copies = { raw: body, br: brotliCompressSync(body), gz: gzipSync(body) };
    writeFileSync(file, copies.raw);
    writeFileSync(`${file}.br`, copies.br);
    writeFileSync(`${file}.gz`, copies.gz);
    return copies;
  };
  const copies = {
    index: writeWithCopies('index.html', indexHtml),
    login: writeWithCopies('prerendered/login.html', loginHtml),
    malayalamLogin: writeWithCopies('prerendered/ml/login.html', malayalamLoginHtml),
    app: writeWithCopies('assets/app-abc123.js', appJs),
    sw: writeWithCopies('sw.js', swJs),
  };
  writeFileSync(path.join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(folder, '.vite'));
  writeFileSync(path.join(folder, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-abc123.js","isEntry":true}}');
  return { folder, ...copies };
}

let dist: ReturnType<typeof writeDist>;
let t: TestApp;
beforeAll(async () => {
  dist = writeDist();
  // A small API limit: static files must never count against it.
  t = await buildTestApp({ WEB_DIST_DIR: dist.folder, RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist.folder, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('precompressed files', () => {
  it('sends the brotli copy of a hashed asset when accepted, with the original type and a year of caching', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(dist.app.br)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(dist.app.br.length);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.equals(dist.app.gz)).toBe(true);
  });

  it('sends the plain file, still varying on the header, when nothing compressed is accepted', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(dist.app.raw)).toBe(true);
  });

  it('answers HEAD with the headers of the file, a query string with the file, and another method with a 404', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
    expect(head.body).toBe('');

    const withQuery = await get('/assets/app-abc123.js?v=2', 'br');
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.rawPayload.equals(dist.app.br)).toBe(true);

    const posted = await t.app.inject({ method: 'POST', url: '/assets/app-abc123.js', remoteAddress: '198.51.100.9' });
    expect(posted.statusCode).toBe(404);
    expect(posted.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a missing asset with a 404, not with index.html', async () => {
    const res = await get('/assets/app-gone999.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('index.html and the client routes', () => {
  it.each(['/', '/?utm_source=whatsapp'])(
    'sends %s on to the login screen, whose page the build drew, as the app itself would',
    async (url) => {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(url.replace('/', '/login'));
    },
  );

  it('keeps the root for the app when the build drew no login page', async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'arrival-web-dist-'));
    writeFileSync(path.join(bare, 'index.html'), indexHtml);
    const plain = await buildTestApp({ WEB_DIST_DIR: bare });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(indexHtml);
    } finally {
      await plain.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('sends /index.html compressed and always revalidated', async () => {
    const url = '/index.html';
    const res = await get(url, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.rawPayload.equals(dist.index.br)).toBe(true);
  });

  it.each(['/user/shopping/3', '/track-order/12?from=push', '/login/extra'])(
    'sends index.html for the client route %s',
    async (url) => {
      const res = await get(url, 'gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.rawPayload.equals(dist.index.gz)).toBe(true);
    },
  );

  it.each(['/login', '/login?redirect=1'])('sends the page the build prerendered for %s', async (url) => {
    const res = await get(url, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.rawPayload.equals(dist.login.br)).toBe(true);

    const plain = await get(url);
    expect(plain.body).toBe(loginHtml);
  });

  it.each([
    ['ml-IN,ml;q=0.9,en-US;q=0.8', 'malayalamLogin', malayalamLoginHtml],
    ['en-US,ml;q=0.5', 'login', loginHtml],
    ['fr-FR', 'login', loginHtml],
  ] as const)(
    'sends the prerendered page in the language a browser asking for %s prefers',
    async (acceptLanguage, page, html) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/login',
        headers: { 'accept-language': acceptLanguage, 'accept-encoding': 'br' },
      });
      expect(res.rawPayload.equals(dist[page].br)).toBe(true);
      // A cache keeps one page per language and per encoding.
      expect(res.headers.vary).toMatch(/accept-language/i);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const plain = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': acceptLanguage } });
      expect(plain.body).toBe(html);
    },
  );

  it('lets the pages run their own inline scripts, each named by its hash, and no other inline script', async () => {
    const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    const scriptSources = (policy: unknown) => /(?:^|;)script-src ([^;]*)/.exec(String(policy))?.[1]?.split(' ') ?? [];
    for (const [url, encoding] of [
      ['/user/shopping/3', 'br'],
      ['/login', 'gzip'],
      ['/index.html', undefined],
    ] as const) {
      const res = await get(url, encoding);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const sources = scriptSources(res.headers['content-security-policy']);
      expect(sources).toEqual(expect.arrayContaining(["'self'", sha256(indexScript), sha256(loginScript)]));
      expect(sources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
      expect(sources).not.toContain("'unsafe-inline'");
    }
    // Other answers keep the policy every answer carries.
    for (const url of ['/assets/app-abc123.js', '/api/health']) {
      const sources = scriptSources((await get(url)).headers['content-security-policy']);
      expect(sources).toContain("'self'");
      expect(sources.some((source) => source.startsWith("'sha256-"))).toBe(false);
    }
  });

  it('sends the plain index.html to a client route when nothing compressed is accepted', async () => {
    const res = await get('/user/cart');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(indexHtml);
  });

  it('keeps the service worker and other fixed-name files revalidated', async () => {
    const worker = await get('/sw.js', 'br');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.rawPayload.equals(dist.sw.br)).toBe(true);

    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("does not publish the build's manifest", async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.body).toBe(indexHtml);
  });

  it('answers unknown API paths with JSON, not the web app', async () => {
    const res = await get('/api/no-such-thing', 'br', '198.51.100.8');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('rate limit', () => {
  it('never limits static files, while the API limit of the same address is reached', async () => {
    const address = '203.0.113.50';
    const statuses = new Set<number>();
    for (let i = 0; i < 700; i++) {
      const url = i % 3 === 0 ? '/assets/app-abc123.js' : i % 3 === 1 ? '/index.html' : '/login';
      statuses.add((await get(url, 'br', address)).statusCode);
    }
    expect([...statuses]).toEqual([200]);

    // The limit is real: the same address is stopped on the API after 5 calls.
    const api: number[] = [];
    for (let i = 0; i < 6; i++) api.push((await get('/api/locations', undefined, address)).statusCode);
    expect(api.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(api[5]).toBe(429);
  });
});

describe('cacheControlFor', () => {
  it('treats compressed copies like their file', () => {
    expect(cacheControlFor('assets/app-abc123.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/app-abc123.css.gz')).toBe(IMMUTABLE);
    expect(cacheControlFor('index.html.br')).toBe(REVALIDATE);
    expect(cacheControlFor('sw.js')).toBe(REVALIDATE);
    expect(cacheControlFor('manifest.webmanifest')).toBe(REVALIDATE);
  });
});
