import { resumeUpdate, setWaitingWorker } from './service-worker-updates';

/** The one worker (src/sw.ts): the URL existing push subscriptions were made with, so it never moves. */
export const SERVICE_WORKER_URL = '/sw.js';
/** public/manifest.webmanifest: what a browser installs the app as. */
export const WEB_MANIFEST_URL = '/manifest.webmanifest';

/**
 * Links the web manifest, once: the pages carry no link of their own, so the manifest and the icon a
 * browser fetches with it come after the first screen instead of sharing the network with it.
 */
export function linkWebManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: WEB_MANIFEST_URL }));
}

/**
 * Registers the service worker and reports a new release once it is installed and waiting. Loaded
 * lazily after the page has loaded, so it adds nothing to what the first screen waits for.
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;

  const registration = await container.register(SERVICE_WORKER_URL);
  // Only an update waits: with no controller yet this is the first install, which takes over by itself.
  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) setWaitingWorker(worker);
  };
  offer(registration.waiting);
  resumeUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(registration.waiting ?? installing);
    });
  });
}
