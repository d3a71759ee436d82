import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from '../../lib/after-first-screen';
import { NOTIFICATIONS_QUERY_KEY } from '../../lib/query-keys';

/** What /sw.js tells open pages. */
type WorkerMessage = { type?: 'push-received' | 'push-subscription-changed' } | null;

/**
 * Web push for a signed-in traveller (pass null for anyone else): starts in the background and
 * never holds up the app. Only runs when the server has push configured and the browser supports it.
 * The subscription code and the server's config load here, once the first screen is drawn, so the login
 * screen does not carry them and a signed-in screen does not wait for them.
 */
export function usePushRegistration(userId: number | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === null || !('serviceWorker' in navigator)) return;
    let isActive = true;

    const sync = async () => {
      try {
        const [push, { publicConfigQueryOptions }] = await Promise.all([
          import('./push-subscription'),
          import('../../lib/api/get-public-config'),
        ]);
        if (!push.isPushSupported()) return;
        const { pushPublicKey } = await queryClient.fetchQuery(publicConfigQueryOptions());
        if (isActive && pushPublicKey) await push.syncPushSubscription(pushPublicKey, userId);
      } catch (error) {
        console.warn('Web push registration failed', error);
      }
    };

    const onWorkerMessage = (event: MessageEvent) => {
      const { type } = (event.data as WorkerMessage) ?? {};
      // A push while a page is visible is not shown by the worker; the unread badge takes it in instead.
      if (type === 'push-received') void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      else if (type === 'push-subscription-changed') void sync();
    };

    void afterFirstScreen(queryClient).then(() => {
      if (isActive) void sync();
    });
    navigator.serviceWorker.addEventListener('message', onWorkerMessage);
    return () => {
      isActive = false;
      navigator.serviceWorker.removeEventListener('message', onWorkerMessage);
    };
  }, [userId, queryClient]);
}
