import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { hasResolved } from '../../test/has-resolved';
import { ApiError } from '../../lib/api-client';
import { whenSavedCopiesNeeded } from './offline-support';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => vi.restoreAllMocks());

describe('when the saved copies are restored', () => {
  it('at once without a network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queryClient = client();
    void queryClient.fetchQuery({ queryKey: ['orders'], queryFn: () => new Promise(() => {}) });
    expect(await hasResolved(whenSavedCopiesNeeded(queryClient).ready)).toBe(true);
  });

  it('online, not while the screen is still loading, but as soon as a call finds no network', async () => {
    const queryClient = client();
    void queryClient.fetchQuery({ queryKey: ['orders'], queryFn: () => new Promise(() => {}) });
    const needed = whenSavedCopiesNeeded(queryClient);
    expect(await hasResolved(needed.ready)).toBe(false);
    await queryClient
      .fetchQuery({
        queryKey: ['cart'],
        queryFn: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'No connection')),
      })
      .catch(() => undefined);
    expect(await hasResolved(needed.ready)).toBe(true);
    needed.stop();
  });

  it('online, not for a call the server refused', async () => {
    const queryClient = client();
    void queryClient.fetchQuery({ queryKey: ['orders'], queryFn: () => new Promise(() => {}) });
    const needed = whenSavedCopiesNeeded(queryClient);
    await queryClient
      .fetchQuery({ queryKey: ['cart'], queryFn: () => Promise.reject(new ApiError(500, 'INTERNAL', 'Failed')) })
      .catch(() => undefined);
    expect(await hasResolved(needed.ready)).toBe(false);
    needed.stop();
  });
});
