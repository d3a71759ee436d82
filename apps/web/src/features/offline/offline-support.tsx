import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

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
