import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MessagingError } from './messaging.ts';
import { createWhatsAppCloudMessaging } from './whatsapp-cloud.ts';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: any;
}

/** A local stand-in for the Graph API that answers the way Meta documents, scripted per test. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw || '{}') });
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = {
    status: 200,
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: '+919876543210', wa_id: '919876543210' }],
      messages: [{ id: 'wamid.X' }],
    },
  };
});

const provider = (timeoutMs = 2000) =>
  createWhatsAppCloudMessaging({
    baseUrl,
    phoneNumberId: '1234567890',
    accessToken: 'token-abc',
    otpTemplate: 'login_code',
    noticeTemplate: 'order_update',
    language: 'en_US',
    timeoutMs,
  });

describe('WhatsApp Cloud messaging', () => {
  it('sends the authentication template with the code in the body and the copy-code button', async () => {
    await provider().sendOtp({ to: '919876543210', code: '482913', ttlSeconds: 300 });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v21.0/1234567890/messages');
    expect(request!.headers.authorization).toBe('Bearer token-abc');
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'login_code',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
        ],
      },
    });
  });

  it('sends notices through the utility template', async () => {
    await provider().sendNotice({ to: '919876543210', text: 'Your order 12 is packed.' });
    expect(received[0]!.body.template).toEqual({
      name: 'order_update',
      language: { code: 'en_US' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Your order 12 is packed.' }] }],
    });
  });

  it('uses the Malayalam translation of the templates for a traveller who chose Malayalam', async () => {
    const messaging = createWhatsAppCloudMessaging({
      baseUrl,
      phoneNumberId: '1234567890',
      accessToken: 'token-abc',
      otpTemplate: 'login_code',
      noticeTemplate: 'order_update',
      language: 'en_US',
      malayalamLanguage: 'ml',
      timeoutMs: 2000,
    });
    await messaging.sendNotice({ to: '919876543210', text: 'ഓർഡർ #12 പാക്ക് ചെയ്തു', language: 'ml' });
    await messaging.sendOtp({ to: '919876543210', code: '482913', ttlSeconds: 300, language: 'ml' });
    await messaging.sendNotice({ to: '919876543210', text: 'Order #12 packed', language: 'en' });
    expect(received.map((r) => r.body.template.language.code)).toEqual(['ml', 'ml', 'en_US']);
    expect(received[0]!.body.template.components[0].parameters[0].text).toBe('ഓർഡർ #12 പാക്ക് ചെയ്തു');
  });

  it.each([
    [400, 131026, false, 'Message undeliverable'],
    [401, 190, false, 'Invalid OAuth access token'],
    [429, 130429, true, 'Rate limit hit'],
    [400, 131056, true, 'Pair rate limit'],
    [500, 2, true, 'Service temporarily unavailable'],
  ])('maps a %i with Graph code %i to a MessagingError (retryable %s)', async (status, code, retryable, details) => {
    answer = {
      status,
      body: {
        error: {
          message: `(#${code}) ${details}`,
          type: 'OAuthException',
          code,
          error_data: { messaging_product: 'whatsapp', details },
        },
      },
    };
    const error = await provider()
      .sendOtp({ to: '919876543210', code: '111111', ttlSeconds: 300 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessagingError);
    expect(error).toMatchObject({ retryable, providerCode: code });
    expect((error as Error).message).toContain(details);
  });

  it('gives up after the timeout', async () => {
    answer = { ...answer, delayMs: 500 };
    const error = await provider(100)
      .sendOtp({ to: '919876543210', code: '111111', ttlSeconds: 300 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessagingError);
    expect(error).toMatchObject({ retryable: true, message: 'WhatsApp did not answer in time' });
  });
});
