import { pushSubscriptionBodySchema } from '@arrival/contracts/notifications';
import { deletePushSubscription } from './api/delete-push-subscription';
import { savePushSubscription } from './api/save-push-subscription';
import { clearSentSubscription, isSendDue, readSentSubscription, writeSentSubscription } from './push-record';

/**
 * The app's one service worker (src/sw.ts: push and offline) sits at the site root so its scope covers
 * every page (SPEC §9). Its URL never changes, so existing subscriptions stay with it; the offline
 * feature registers the same URL.
 */
const SERVICE_WORKER_URL = '/sw.js';
/** SPEC §9: waiting for the service worker is limited to 10 seconds. */
const SERVICE_WORKER_WAIT_MS = 10_000;
// eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's console note, never shown to the traveller
export const PERMISSION_REFUSED = 'Notification permission not granted';

export const isPushSupported = () =>
  'serviceWorker' in navigator && typeof window.PushManager === 'function' && typeof window.Notification === 'function';

async function readyRegistration() {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The push service worker did not start within 10 seconds')),
      SERVICE_WORKER_WAIT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let hasWarnedRefusal = false;

/** SPEC §4: asks once per start when there is no subscription; a refusal is noted once and the app carries on. */
async function hasNotificationPermission() {
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission === 'granted') return true;
  if (!hasWarnedRefusal) {
    hasWarnedRefusal = true;
    console.warn(PERMISSION_REFUSED);
  }
  return false;
}

async function sync(publicKey: string, userId: number) {
  const registration = await readyRegistration();
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    ((await hasNotificationPermission())
      ? await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey })
      : null);
  if (!subscription || !isSendDue(readSentSubscription(), { endpoint: subscription.endpoint, userId }, Date.now())) return;
  await savePushSubscription(pushSubscriptionBodySchema.parse(subscription.toJSON()));
  writeSentSubscription({ endpoint: subscription.endpoint, userId, sentAt: Date.now() });
}

let inFlight: Promise<void> | null = null;

/**
 * Makes sure the server holds this browser's current subscription for the traveller: registers
 * the worker, subscribes with the server's VAPID key if needed, and posts the subscription when
 * it is due. Concurrent calls (React's double effects, a worker message) share one run.
 */
export function syncPushSubscription(publicKey: string, userId: number) {
  inFlight ??= sync(publicKey, userId).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** On logout, while the token still works: the next person on this browser must not get these pushes. */
export async function forgetPushSubscription() {
  const sent = readSentSubscription();
  if (!sent) return;
  clearSentSubscription();
  try {
    await deletePushSubscription(sent.endpoint);
  } catch (error) {
    // Logout goes on; the server also re-points the endpoint at whoever signs in here next.
    console.warn('Could not remove the push subscription', error);
  }
}
