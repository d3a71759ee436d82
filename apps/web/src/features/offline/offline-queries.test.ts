import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as OfflineStore from './offline-store';
import type { OfflineSnapshot, SavedQuery } from './offline-store';

const stored = vi.hoisted(() => ({ snapshot: null as OfflineSnapshot | null }));

vi.mock('./offline-store', async (importActual) => {
  const actual = await importActual<typeof OfflineStore>();
  return {
    ...actual,
    readSnapshot: vi.fn(async (session: string) => (stored.snapshot?.session === session ? stored.snapshot.queries : [])),
    writeSnapshot: vi.fn(async (snapshot: OfflineSnapshot) => {
      stored.snapshot = snapshot;
    }),
  };
});

const { keepQueriesOffline } = await import('./offline-queries');
const { sessionDigest } = await import('./offline-store');

const order = { id: 42, deliveryOtp: '123456' };
const detailKey = ['orders', 'detail', 42];
const historyKey = ['orders', 'history', 'current'];

/** Lets the restore and the delayed save run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

let stop: (() => void) | undefined;
beforeEach(() => {
  stored.snapshot = null;
  sessionStorage.setItem('token', 'traveller-token');
});
afterEach(() => stop?.());

describe('keepQueriesOffline', () => {
  it('saves the open orders and the user, and nothing else', async () => {
    const queryClient = new QueryClient();
    stop = keepQueriesOffline(queryClient);
    await queryClient.fetchQuery({ queryKey: detailKey, queryFn: () => order, meta: { keepOffline: true } });
    await queryClient.fetchQuery({ queryKey: historyKey, queryFn: () => [order], meta: { keepOffline: true } });
    await queryClient.fetchQuery({ queryKey: ['user'], queryFn: () => ({ id: 7 }) });
    await queryClient.fetchQuery({ queryKey: ['cart'], queryFn: () => ({ items: [] }) });
    await queryClient.fetchQuery({
      queryKey: ['orders', 'history', 'previous'],
      queryFn: () => [],
      meta: { keepOffline: false },
    });
    await settle();

    expect(stored.snapshot?.session).toBe(await sessionDigest('traveller-token'));
    expect(stored.snapshot?.session).not.toContain('traveller-token');
    const keys = stored.snapshot?.queries.map((query) => query.queryKey);
    expect(keys).toHaveLength(3);
    expect(keys).toEqual(expect.arrayContaining([detailKey, historyKey, ['user']]));
  });

  it('puts this session’s copies back with their original time, and ignores another session’s', async () => {
    const updatedAt = Date.parse('2026-11-24T03:45:00Z');
    const queries: SavedQuery[] = [{ queryKey: detailKey, data: order, updatedAt }];
    stored.snapshot = { session: await sessionDigest('traveller-token'), queries };

    const queryClient = new QueryClient();
    stop = keepQueriesOffline(queryClient);
    await settle();
    expect(queryClient.getQueryData(detailKey)).toEqual(order);
    expect(queryClient.getQueryState(detailKey)?.dataUpdatedAt).toBe(updatedAt);
    stop();

    sessionStorage.setItem('token', 'someone-else');
    const otherClient = new QueryClient();
    stop = keepQueriesOffline(otherClient);
    await settle();
    expect(otherClient.getQueryData(detailKey)).toBeUndefined();
  });

  it('writes nothing once signed out', async () => {
    const queryClient = new QueryClient();
    stop = keepQueriesOffline(queryClient);
    await settle();
    stored.snapshot = null;
    sessionStorage.clear();
    await queryClient.fetchQuery({ queryKey: detailKey, queryFn: () => order, meta: { keepOffline: true } });
    await settle();
    expect(stored.snapshot).toBeNull();
  });
});
