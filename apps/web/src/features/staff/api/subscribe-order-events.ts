import { orderEventSchema, type OrderEvent } from '@arrival/contracts/notifications';
import { getSessionToken } from '../../../lib/session';
import { createSseParser } from '../sse-parser';

export type LiveStatus = 'connecting' | 'live' | 'offline';

interface OrderEventHandlers {
  onEvent: (event: OrderEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /** Called on every connect after the first: events sent while away were missed. */
  onReconnect: () => void;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

class StreamRefused extends Error {}

/** An event that breaks the contract is skipped rather than ending the stream. */
function parseOrderEvent(data: string) {
  try {
    const parsed = orderEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads the stream until it ends; throws when it cannot be opened. */
async function readOrderEvents(signal: AbortSignal, onOpen: () => void, onEvent: (event: OrderEvent) => void) {
  const token = getSessionToken();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown: a refused stream only sets the live status
  if (!token) throw new StreamRefused('No token found');
  // EventSource cannot send the Authorization header, so the stream is read through fetch.
  const response = await fetch('/api/orders/events', {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    cache: 'no-store',
    signal,
  });
  // A rejected token or role will not be accepted on a retry; the board's own list calls end the session.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown: a refused stream only sets the live status
  if (response.status === 401 || response.status === 403) throw new StreamRefused(`Live updates refused (${response.status})`);
  if (!response.ok || !response.body) throw new Error(`Live updates unavailable (${response.status})`);
  onOpen();

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parse = createSseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const message of parse(decoder.decode(value, { stream: true }))) {
      const event = message.event === 'order' ? parseOrderEvent(message.data) : null;
      if (event) onEvent(event);
    }
  }
}

/**
 * Keeps the staff board's event stream open: reconnects with exponential backoff (1 s doubling to
 * 30 s, back to 1 s once a connection opens) until the returned function is called.
 */
export function subscribeToOrderEvents({ onEvent, onStatus, onReconnect }: OrderEventHandlers) {
  const controller = new AbortController();
  const { signal } = controller;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const onAbort = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    });

  void (async () => {
    let delay = FIRST_RETRY_MS;
    let hasConnected = false;
    while (!signal.aborted) {
      onStatus('connecting');
      try {
        await readOrderEvents(
          signal,
          () => {
            onStatus('live');
            if (hasConnected) onReconnect();
            hasConnected = true;
            delay = FIRST_RETRY_MS;
          },
          onEvent,
        );
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof StreamRefused) {
          onStatus('offline');
          return;
        }
      }
      if (signal.aborted) return;
      onStatus('offline');
      await wait(delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  })();

  return () => controller.abort();
}
