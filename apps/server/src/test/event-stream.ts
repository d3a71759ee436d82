import type { OrderEvent } from '@arrival/contracts/notifications';
import { expect } from 'vitest';

/** Reads the staff board's server-sent events from a listening app, as a browser's EventSource would. */
export async function readEvents(baseUrl: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/orders/events`, { headers, signal: controller.signal });
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(predicate: (event: OrderEvent) => boolean, timeoutMs = 2000): Promise<OrderEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data && predicate(JSON.parse(data.slice(6)))) return JSON.parse(data.slice(6));
        }
        if (Date.now() > deadline) throw new Error('no event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
        ]);
        if (chunk && !chunk.done) buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}
