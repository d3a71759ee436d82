import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkWebManifest, registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';
import * as updates from './service-worker-updates';

/** A registration with a worker already waiting, on a page that is (or is not yet) controlled. */
function stubContainer({ isControlled }: { isControlled: boolean }) {
  const waiting = { state: 'installed' } as ServiceWorker;
  const registration = { waiting, installing: null, addEventListener: vi.fn() };
  const serviceWorker = {
    controller: isControlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration),
    addEventListener: vi.fn(),
  };
  vi.stubGlobal('navigator', { serviceWorker });
  return { serviceWorker, waiting };
}

afterEach(() => {
  updates.setWaitingWorker(null);
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers the one worker at /sw.js, where push subscriptions were made', async () => {
    const { serviceWorker } = stubContainer({ isControlled: true });
    await registerServiceWorker();
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js');
  });

  it('offers a waiting release on a page the current one controls', async () => {
    const offer = vi.spyOn(updates, 'setWaitingWorker');
    const { waiting } = stubContainer({ isControlled: true });
    await registerServiceWorker();
    expect(offer).toHaveBeenCalledWith(waiting);
  });

  it('hands the waiting release to an update the tab asked for before this page loaded', async () => {
    const resume = vi.spyOn(updates, 'resumeUpdate');
    const { waiting } = stubContainer({ isControlled: true });
    await registerServiceWorker();
    expect(resume).toHaveBeenCalledWith(waiting);
  });

  it('offers nothing on the first install, which takes over by itself', async () => {
    const offer = vi.spyOn(updates, 'setWaitingWorker');
    stubContainer({ isControlled: false });
    await registerServiceWorker();
    expect(offer).not.toHaveBeenCalled();
  });
});

describe('linkWebManifest', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove()));

  it('links the manifest once, however often it is called', () => {
    linkWebManifest();
    linkWebManifest();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
