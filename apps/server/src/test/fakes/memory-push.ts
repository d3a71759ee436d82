import type { PushMessage, PushProvider, PushResult, PushTarget } from '../../providers/push/push.ts';

/** Records pushes for tests; endpoints listed in `expired` answer like a 410 from the push service. */
export function createMemoryPush() {
  const sent: { endpoint: string; message: PushMessage }[] = [];
  const expired = new Set<string>();
  const provider: PushProvider = {
    enabled: true,
    async send(target: PushTarget, message: PushMessage): Promise<PushResult> {
      if (expired.has(target.endpoint)) return 'gone';
      sent.push({ endpoint: target.endpoint, message });
      return 'sent';
    },
  };
  return { provider, sent, expired };
}
