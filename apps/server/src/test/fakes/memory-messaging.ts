import type { MessagingProvider } from '../../providers/messaging/messaging.ts';

export interface SentMessage {
  to: string;
  code: string | null;
  text: string;
}

/** Keeps messages in memory for tests; `failNext` makes the next send fail like a provider outage. */
export function createMemoryMessaging() {
  const sent: SentMessage[] = [];
  let failures = 0;
  const provider: MessagingProvider = {
    async sendOtp({ to, code }) {
      if (failures > 0) {
        failures--;
        throw new Error('simulated outage');
      }
      sent.push({ to, code, text: `code ${code}` });
    },
    async sendNotice({ to, text }) {
      sent.push({ to, code: null, text });
    },
  };
  return {
    provider,
    sent,
    failNext: () => {
      failures++;
    },
    lastCodeFor: (to: string) => [...sent].reverse().find((m) => m.to === to && m.code)?.code ?? null,
  };
}
