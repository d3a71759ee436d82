import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from '../../lib/after-first-screen';
import { ApiError } from '../../lib/api-client';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

/** Installable once the first screen is drawn, so neither the manifest nor the worker competes with it. */
function registerAfterFirstScreen(queryClient: QueryClient) {
  void afterFirstScreen(queryClient)
    .then(() => import('./register-service-worker'))
    .then(({ linkWebManifest, registerServiceWorker }) => {
      linkWebManifest();
      return registerServiceWorker();
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

/**
 * When the saved copies are restored and kept: at once offline, as they are what the screen shows;
 * online, once the screen is drawn (its answers are on their way), or as soon as a query finds no
 * network although the device says it is online (an airport's Wi-Fi before its sign-in page).
 */
export function whenSavedCopiesNeeded(queryClient: QueryClient) {
  if (!navigator.onLine) return { ready: Promise.resolve(), stop: () => {} };
  let stop = () => {};
  const networkFailed = new Promise<void>((resolve) => {
    stop = queryClient.getQueryCache().subscribe(({ query }) => {
      const failure = query.state.fetchFailureReason;
      if (failure instanceof ApiError && failure.code === 'NETWORK_ERROR') resolve();
    });
  });
  return { ready: Promise.race([afterFirstScreen(queryClient), networkFailed]), stop: () => stop() };
}

/**
 * Everything that keeps the app usable at the arrivals hall without data: the service worker, the
 * saved orders, the offline banner and the update prompt. Mount once, inside the query client and
 * above the router, so the banner heads every screen.
 */
export function OfflineSupport() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Loaded on its own (and precached), so the login screen does not wait for IndexedDB code.
    let stop: (() => void) | undefined;
    let isMounted = true;
    const needed = whenSavedCopiesNeeded(queryClient);
    void needed.ready
      .then(() => {
        needed.stop();
        return import('./offline-queries');
      })
      .then(({ keepQueriesOffline }) => {
        if (isMounted) stop = keepQueriesOffline(queryClient);
      })
      .catch((error: unknown) => console.warn('Could not load the offline copy', error));
    return () => {
      isMounted = false;
      needed.stop();
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
