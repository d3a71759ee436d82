import type { PushProvider } from './push.ts';

/**
 * Standard Web Push with VAPID. web-push builds and encrypts the request; we send it with fetch so a
 * plain-HTTP push service (the local fake in tests) works too.
 */
export function createWebPush(options: {
  publicKey: string;
  privateKey: string;
  subject: string;
  timeoutMs?: number;
}): PushProvider {
  return {
    enabled: true,
    async send(target, message, sendOptions = {}) {
      // Loaded at the first notice: most starts of the shop send none.
      const { default: webpush } = await import('web-push');
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: options.subject, publicKey: options.publicKey, privateKey: options.privateKey },
          TTL: sendOptions.ttlSeconds ?? 24 * 3600,
          urgency: sendOptions.urgency ?? 'normal',
          topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
          contentEncoding: 'aes128gcm',
        },
      );
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          // A push service answers directly; following a redirect could lead anywhere.
          redirect: 'manual',
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : undefined,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch {
        return 'retry';
      }
      if (response.status === 404 || response.status === 410 || (response.status >= 300 && response.status < 400)) return 'gone';
      if (response.ok) return 'sent';
      return response.status === 429 || response.status >= 500 ? 'retry' : 'gone';
    },
  };
}
