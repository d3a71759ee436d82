import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWebPush } from './web-push.ts';

// web-push-testing is a local push service that decrypts what it receives (RFC 8291) and checks VAPID.
const require = createRequire(import.meta.url);
const PushTestingServer = require('web-push-testing/src/server.js');
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');

let baseUrl: string;
let server: { startServer(): void; _server: { close(cb: () => void): void } };
const vapid = webpush.generateVAPIDKeys();

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  server = new PushTestingServer(new PushApiModel(), port);
  server.startServer();
  baseUrl = `http://localhost:${port}`;
  for (let i = 0; i < 50; i++) {
    const status = await fetch(`${baseUrl}/status`, { method: 'POST' }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('push test service did not start');
});
afterAll(() => new Promise<void>((resolve) => server._server.close(() => resolve())));

async function subscribe() {
  const res = await fetch(`${baseUrl}/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // This service reads form-style values, so the flag travels as text.
    body: JSON.stringify({ userVisibleOnly: 'true', applicationServerKey: vapid.publicKey }),
  });
  const { data } = (await res.json()) as {
    data: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
  };
  return data;
}

const provider = () =>
  createWebPush({ publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:support@arrivalshop.in' });

describe('web push', () => {
  it('delivers an encrypted, VAPID-signed message the push service can decrypt', async () => {
    const sub = await subscribe();
    const message = { title: 'Order #7 packed', body: 'Waiting at the counter', url: '/track-order/7', tag: 'order-7' };
    const result = await provider().send({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }, message);
    expect(result).toBe('sent');
    const res = await fetch(`${baseUrl}/get-notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientHash: sub.clientHash }),
    });
    const { data } = (await res.json()) as { data: { messages: string[] } };
    expect(data.messages.map((m) => JSON.parse(m))).toEqual([message]);
  });

  it('reports an expired subscription as gone', async () => {
    const sub = await subscribe();
    await fetch(`${baseUrl}/expire-subscription/${sub.clientHash}`, { method: 'POST' });
    const result = await provider().send(
      { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
      { title: 't', body: 'b', url: '/', tag: 'x' },
    );
    expect(result).toBe('gone');
  });

  it('asks to retry when the push service cannot be reached', async () => {
    const sub = await subscribe();
    const unreachable = sub.endpoint.replace(/localhost:\d+/, 'localhost:1');
    const result = await provider().send(
      { endpoint: unreachable, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
      { title: 't', body: 'b', url: '/', tag: 'x' },
    );
    expect(result).toBe('retry');
  });
});
