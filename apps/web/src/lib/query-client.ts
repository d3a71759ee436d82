import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { syncOnlineStatus } from './online-status';

/** A 4xx will fail again the same way, so only network and server faults are retried. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * Without a connection, queries try once (the service worker may answer from its copy) and then wait
 * for one; actions are sent anyway, so they fail at once with the API client's offline message instead
 * of waiting unseen.
 */
export function createQueryClient() {
  syncOnlineStatus();
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
