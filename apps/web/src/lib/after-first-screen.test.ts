import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { hasResolved } from '../test/has-resolved';
import { afterFirstScreen, FIRST_SCREEN_CAP_MS } from './after-first-screen';

/** A query of `client` that answers when the returned function is called. */
function slowQuery(client: QueryClient, key: string) {
  let answer: (value: string) => void = () => {};
  void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return () => answer('done');
}

afterEach(() => vi.restoreAllMocks());

describe('waiting for the first screen to be drawn', () => {
  it('waits for the page to load', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const wait = afterFirstScreen(new QueryClient());
    expect(await hasResolved(wait)).toBe(false);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await expect(wait).resolves.toBeUndefined();
  });

  it("waits while the screen's queries are fetching, and for those a first answer opens", async () => {
    const client = new QueryClient();
    const answerUser = slowQuery(client, 'user');
    const wait = afterFirstScreen(client);
    expect(await hasResolved(wait)).toBe(false);
    // The guard's answer opens the screen, which asks for its own data as it renders, before the next paint.
    let answerProducts = () => {};
    answerUser();
    setTimeout(() => (answerProducts = slowQuery(client, 'products')), 0);
    expect(await hasResolved(wait)).toBe(false);
    answerProducts();
    await expect(wait).resolves.toBeUndefined();
  });

  it('is one wait for every caller with the same query client', async () => {
    const client = new QueryClient();
    await afterFirstScreen(client);
    // Drawn once: a later caller does not wait for the queries the screen asks for since.
    slowQuery(client, 'later');
    expect(await hasResolved(afterFirstScreen(client))).toBe(true);
    expect(await hasResolved(afterFirstScreen(new QueryClient()))).toBe(true);
  });

  it('lets each caller go on in a task of its own, its work done before the next begins', async () => {
    const client = new QueryClient();
    const steps: string[] = [];
    const first = afterFirstScreen(client).then(() => {
      steps.push('first');
      queueMicrotask(() => steps.push("first's follow-up"));
    });
    const second = afterFirstScreen(client).then(() => steps.push('second'));
    await Promise.all([first, second]);
    expect(steps).toEqual(['first', "first's follow-up", 'second']);
  });

  it('stops waiting for a query that never settles after the cap', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      slowQuery(client, 'polling');
      let isDrawn = false;
      void afterFirstScreen(client).then(() => (isDrawn = true));
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_CAP_MS - 100);
      expect(isDrawn).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(isDrawn).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
