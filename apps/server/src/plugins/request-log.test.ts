import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

type LogLine = { msg: string; level: number; req?: { method: string; url: string }; res?: { statusCode: number } };

/** The app at `level`, with every line it logs parsed into `lines`. */
async function loggedApp(level: string) {
  const stream = new PassThrough();
  const lines: LogLine[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
  });
  const app = await buildTestApp({ LOG_LEVEL: level }, { logStream: stream });
  return { app, lines };
}

let t: TestApp;
let lines: LogLine[];

beforeAll(async () => {
  ({ app: t, lines } = await loggedApp('info'));
});
afterAll(() => t.close());

/** The request lines `logged` has for `url`, once the log stream has passed them on. */
async function requestLinesFor(url: string, logged = lines) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return logged.filter((line) => line.msg === 'request completed' && line.req?.url === url);
}

describe('the request log', () => {
  it('writes one info line for a call that acts, and none at info for a catalogue read that succeeds', async () => {
    const { auth } = await loginAs(t);
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/getAll', headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/getUserDetails', headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/wishlist/add?productId=1', headers: auth })).statusCode).toBeLessThan(
      500,
    );

    expect(await requestLinesFor('/api/categories/getAll')).toEqual([]);
    const details = await requestLinesFor('/api/user/getUserDetails');
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({ level: 30, req: { method: 'GET' }, res: { statusCode: 200 } });
    expect(await requestLinesFor('/api/wishlist/add?productId=1')).toHaveLength(1);
  });

  it('still writes a failed catalogue read at info', async () => {
    const { auth } = await loginAs(t);
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/987654', headers: auth })).statusCode).toBe(404);
    const failed = await requestLinesFor('/api/categories/987654');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 30, res: { statusCode: 404 } });
  });

  it('writes successful catalogue reads at debug', async () => {
    const { app: verbose, lines: verboseLines } = await loggedApp('debug');
    try {
      const { auth } = await loginAs(verbose);
      expect((await verbose.app.inject({ method: 'GET', url: '/api/categories/getAll', headers: auth })).statusCode).toBe(200);
      const read = await requestLinesFor('/api/categories/getAll', verboseLines);
      expect(read).toHaveLength(1);
      expect(read[0]!.level).toBe(20);
    } finally {
      await verbose.close();
    }
  });
});
