/* global self -- the service worker's global scope */
// The web push service worker for travellers: shows order updates, opens them when tapped, and
// keeps the push subscription alive. Served from the site root so its scope covers every page.

const FALLBACK_URL = '/user/notifications';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The server sends {title, body, url, tag}; anything unreadable still shows as a plain notice. */
function readPush(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

const windowClients = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

async function showPush(message) {
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

async function openUrl(path) {
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
  event.waitUntil(openUrl(event.notification.data?.url || FALLBACK_URL));
});

/** The server's VAPID key, for when the browser does not hand over the old subscription's options. */
async function serverKey() {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  const config = await response.json();
  return config.pushPublicKey;
}

async function renewSubscription(event) {
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

self.addEventListener('pushsubscriptionchange', (event) => event.waitUntil(renewSubscription(event)));
