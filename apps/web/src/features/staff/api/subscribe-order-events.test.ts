import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToOrderEvents, type LiveStatus } from './subscribe-order-events';

const event = `event: order\ndata: ${JSON.stringify({ type: 'order.changed', orderId: 5, status: 'ACCEPTED', locationId: 2 })}\n\n`;

/** A stream that sends its text and ends, as when the server restarts. */
const endingStream = (text: string) => new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });

function subscribe() {
  const statuses: LiveStatus[] = [];
  const handlers = { onEvent: vi.fn(), onStatus: (s: LiveStatus) => statuses.push(s), onReconnect: vi.fn() };
  const stop = subscribeToOrderEvents(handlers);
  return { ...handlers, statuses, stop };
}

/** Moves the fake clock on in small steps (letting the streams run between them) until the check holds. */
async function advanceUntil(check: () => boolean) {
  for (let elapsed = 0; elapsed < 10_000 && !check(); elapsed += 50) await vi.advanceTimersByTimeAsync(50);
  expect(check()).toBe(true);
}

let stop = () => {};
afterEach(() => stop());

describe('order event stream', () => {
  it('sends the bearer token, and reconnects with growing waits, reporting each reconnect', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem('token', 'staff-token');
    const answers = [endingStream(event), new Response(null, { status: 503 }), endingStream(event)];
    const connectedAt: number[] = [];
    const fetchMock = vi.fn(() => {
      connectedAt.push(Date.now());
      // After the scripted answers the stream stays open.
      return answers.length > 0 ? Promise.resolve(answers.shift()!) : new Promise<Response>(() => {});
    });
    vi.stubGlobal('fetch', fetchMock);

    const live = subscribe();
    stop = live.stop;
    await advanceUntil(() => live.onEvent.mock.calls.length === 2);
    expect(live.onEvent).toHaveBeenCalledWith({ type: 'order.changed', orderId: 5, status: 'ACCEPTED', locationId: 2 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders/events');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer staff-token');

    // The stream ended: a one-second wait; the 503 then doubled it to two.
    await advanceUntil(() => connectedAt.length === 4);
    const waits = connectedAt.slice(1).map((at, i) => at - connectedAt[i]!);
    expect(waits[0]).toBeGreaterThanOrEqual(1_000);
    expect(waits[0]).toBeLessThan(2_000);
    expect(waits[1]).toBeGreaterThanOrEqual(2_000);
    expect(waits[1]).toBeLessThan(3_000);
    // The third connection opened, so the wait after its end went back to one second.
    expect(waits[2]).toBeLessThan(2_000);
    expect(live.onReconnect).toHaveBeenCalledTimes(1);
    expect(live.statuses.slice(0, 5)).toEqual(['connecting', 'live', 'offline', 'connecting', 'offline']);
  });

  it('gives up when the server refuses the token or role', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem('token', 'expired');
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const live = subscribe();
    stop = live.stop;
    await advanceUntil(() => live.statuses.at(-1) === 'offline');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
