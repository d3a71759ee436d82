export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Kept small: push services must accept 4096 encrypted bytes, no more. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** sent: delivered to the push service; gone: the subscription expired (drop it); retry: try later. */
export type PushResult = 'sent' | 'gone' | 'retry';

export interface PushProvider {
  readonly enabled: boolean;
  send(
    target: PushTarget,
    message: PushMessage,
    options?: { ttlSeconds?: number; urgency?: 'normal' | 'high' },
  ): Promise<PushResult>;
}

export const noPush: PushProvider = { enabled: false, send: async () => 'sent' };
