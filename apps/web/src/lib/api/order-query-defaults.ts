import { retryOnce } from '../api-client';

/** SPEC §9: orders, the traveller's and the staff's, are cached 5 minutes, retried once and not refetched on window focus. */
export const orderQueryDefaults = {
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: false,
  retry: retryOnce,
} as const;
