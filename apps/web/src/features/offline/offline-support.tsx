import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OfflineBanner } from './offline-banner';
import { syncOnlineStatus } from './online-status';
import { UpdatePrompt } from './update-prompt';

/**
 * Without a connection, queries try once (the service worker may answer from its cache) and then
 * wait for one; actions are sent anyway, so they fail at once with the API client's offline message
 * instead of waiting unseen.
 */
function useOfflineNetworkModes() {
  const queryClient = useQueryClient();
  useState(() => {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, networkMode: 'offlineFirst' },
      mutations: { ...defaults.mutations, networkMode: 'always' },
    });
    syncOnlineStatus();
    return null;
  });
}

/** After the page has loaded, so registration never competes with the first screen. */
function registerAfterLoad() {
  const register = () => {
    import('./register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') {
    register();
    return () => {};
  }
  window.addEventListener('load', register, { once: true });
  return () => window.removeEventListener('load', register);
}

/**
 * Everything that keeps the app usable at the arrivals hall without data: the service worker, the
 * saved orders, the offline banner and the update prompt. Mount once, inside the query client and
 * above the router, so the banner heads every screen.
 */
export function OfflineSupport() {
  const queryClient = useQueryClient();
  useOfflineNetworkModes();
  useEffect(() => {
    // Loaded on its own (and precached), so the login screen does not wait for IndexedDB code.
    let stop: (() => void) | undefined;
    let isMounted = true;
    import('./offline-queries')
      .then(({ keepQueriesOffline }) => {
        if (isMounted) stop = keepQueriesOffline(queryClient);
      })
      .catch((error: unknown) => console.warn('Could not load the offline copy', error));
    return () => {
      isMounted = false;
      stop?.();
    };
  }, [queryClient]);
  useEffect(() => (import.meta.env.PROD ? registerAfterLoad() : undefined), []);
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
