import type { Config } from '../../config.ts';
import { noPush, type PushProvider } from './push.ts';
import { createWebPush } from './web-push.ts';

export function createPush(config: Config): PushProvider {
  if (config.PUSH_PROVIDER !== 'webpush') return noPush;
  return createWebPush({
    publicKey: config.VAPID_PUBLIC_KEY ?? '',
    privateKey: config.VAPID_PRIVATE_KEY ?? '',
    subject: config.VAPID_SUBJECT,
  });
}
