import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from '../../lib/after-first-screen';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

/** Once the first screen is drawn, so registration never competes with it. */
function registerAfterFirstScreen(queryClient: QueryClient) {
  void afterFirstScreen(queryClient)
    .then(() => import('./register-service-worker'))
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

/**
 * Everything that keeps the app usable at the arrivals hall without data: the service worker, the
 * saved orders, the offline banner and the update prompt. Mount once, inside the query client and
 * above the router, so the banner heads every screen.
 */
export function OfflineSupport() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Loaded on its own (and precached), so the login screen does not wait for IndexedDB code. Online, the
    // screen's answers are on their way, so the saved copies wait until it is drawn; offline they are
    // what it shows.
    let stop: (() => void) | undefined;
    let isMounted = true;
    const start = navigator.onLine ? afterFirstScreen(queryClient) : Promise.resolve();
    void start
      .then(() => import('./offline-queries'))
      .then(({ keepQueriesOffline }) => {
        if (isMounted) stop = keepQueriesOffline(queryClient);
      })
      .catch((error: unknown) => console.warn('Could not load the offline copy', error));
    return () => {
      isMounted = false;
      stop?.();
    };
  }, [queryClient]);
  useEffect(() => {
    if (import.meta.env.PROD) registerAfterFirstScreen(queryClient);
  }, [queryClient]);
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
