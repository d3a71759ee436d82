/// <reference lib="webworker" />
// The app's one service worker, served as /sw.js so its scope covers every page. It keeps the app
// shell and the catalogue on the device for the arrivals hall (often without data), shows web push
// for travellers' orders, opens them when tapped, and keeps the push subscription alive.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

// ---- Offline: app shell and catalogue -------------------------------------------------------------

// The build's hashed files and index.html (vite-plugin-pwa fills in the list).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client routes open offline from the cached index.html; the API and uploads are never pages.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/uploads\//] }));

/**
 * Catalogue reads only. Everything else under /api (orders, cart, profile) is personal and is kept,
 * where needed, by the app, which can forget it on logout.
 */
const CATALOGUE_API = [/^\/api\/categories(\/|\?|$)/, /^\/api\/product\//, /^\/api\/locations(\?|$)/, /^\/api\/counters(\?|$)/];

// The app empties these two caches on logout by name (src/features/offline/offline-store.ts).
const WEEK_SECONDS = 7 * 24 * 60 * 60;

// The network first: stock, prices and what is sold at the traveller's airport follow the session and
// its currency, which the URL alone does not name. The copy is for when there is no network.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    CATALOGUE_API.some((pattern) => pattern.test(url.pathname + url.search)),
  new NetworkFirst({
    cacheName: 'arrival-catalogue',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: WEEK_SECONDS })],
  }),
);

// Pictures change only with a new upload name, so a seen one shows at once and refreshes behind.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  new StaleWhileRevalidate({
    cacheName: 'arrival-uploads',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: WEEK_SECONDS })],
  }),
);

// ---- Updates --------------------------------------------------------------------------------------

// A new release waits until the traveller taps "Update", so the page never changes under them; the
// very first install still takes over the open page at once, so it works offline from then on.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// ---- Web push -------------------------------------------------------------------------------------

const FALLBACK_URL = '/user/notifications';

interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

/** The server sends {title, body, url, tag}; anything unreadable still shows as a plain notice. */
function readPush(data: PushMessageData | null): PushMessage {
  if (!data) return {};
  try {
    return data.json() as PushMessage;
  } catch {
    return { body: data.text() };
  }
}

const windowClients = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

async function showPush(message: PushMessage) {
  const visible = (await windowClients()).filter((client) => client.visibilityState === 'visible');
  // With the app on screen its unread badge refetches instead; a system notice on top would say it twice.
  // Browsers only insist on a notification when no page of the site is visible.
  if (visible.length > 0) {
    for (const client of visible) client.postMessage({ type: 'push-received' });
    return;
  }
  await self.registration.showNotification(message.title || 'Arrival Shop', {
    body: message.body || '',
    tag: message.tag,
    icon: '/favicon.svg',
    data: { url: message.url || FALLBACK_URL },
  });
}

self.addEventListener('push', (event) => event.waitUntil(showPush(readPush(event.data))));

async function openUrl(path: string) {
  const url = new URL(path, self.location.origin);
  // Only our own pages are opened from a notification.
  const target = url.origin === self.location.origin ? url.href : new URL(FALLBACK_URL, self.location.origin).href;
  const clients = await windowClients();
  const open = clients.find((client) => client.url === target);
  if (open) return open.focus();
  // An open tab keeps its session (the token lives in that tab's sessionStorage), so it is reused.
  const tab = clients.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    await tab.focus();
    return tab.navigate(target);
  }
  return self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  event.waitUntil(openUrl(data?.url || FALLBACK_URL));
});

/** The server's VAPID key, for when the browser does not hand over the old subscription's options. */
async function serverKey() {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  const config = (await response.json()) as { pushPublicKey: string };
  return config.pushPublicKey;
}

/** Not yet in TypeScript's worker types. */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly newSubscription: PushSubscription | null;
  readonly oldSubscription: PushSubscription | null;
}

async function renewSubscription(event: PushSubscriptionChangeEvent) {
  if (!event.newSubscription) {
    await self.registration.pushManager.subscribe(
      event.oldSubscription?.options ?? { userVisibleOnly: true, applicationServerKey: await serverKey() },
    );
  }
  // The worker cannot post the new subscription itself: the session token lives in the page's
  // sessionStorage, out of its reach. The push manager keeps the new subscription pending; an
  // open page is told now, and otherwise the app notices the changed endpoint when it next opens
  // and posts it then.
  for (const client of await windowClients()) client.postMessage({ type: 'push-subscription-changed' });
}

self.addEventListener('pushsubscriptionchange', (event) =>
  (event as PushSubscriptionChangeEvent).waitUntil(renewSubscription(event as PushSubscriptionChangeEvent)),
);
