import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { PUSH_REFRESH_MINUTES, readSentSubscription, writeSentSubscription } from './push-record';

const endpoint = 'https://push.example/sub/1';
const subscriptionJson = {
  endpoint,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** The browser's push machinery: a worker registration whose push manager starts with no subscription. */
function stubBrowser(permissionAnswer: NotificationPermission) {
  let current: { endpoint: string; toJSON: () => unknown } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = { endpoint, toJSON: () => subscriptionJson };
      return current;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = { register: vi.fn(async () => registration), ready: Promise.resolve(registration) };
  const requestPermission = vi.fn(async () => permissionAnswer);
  vi.stubGlobal('navigator', { serviceWorker });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission }));
  return { pushManager, serviceWorker, requestPermission };
}

/** A fresh module each time: it remembers a warning and an in-flight run per page load. */
const loadModule = async () => {
  vi.resetModules();
  return import('./push-subscription');
};

beforeEach(() => sessionStorage.setItem('token', 'traveller-token'));

describe('web push subscription (SPEC §4 Push)', () => {
  it('asks for permission, subscribes with the server key and posts the subscription once per 7 days', async () => {
    const browser = stubBrowser('granted');
    const api = mockApi({ 'POST /api/push/subscriptions': { body: { message: 'Subscribed' } } });
    const { isPushSupported, syncPushSubscription } = await loadModule();
    expect(isPushSupported()).toBe(true);

    await syncPushSubscription('VAPID-KEY', 7);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'VAPID-KEY' });
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/push/subscriptions', body: subscriptionJson, authorization: 'Bearer traveller-token' },
    ]);
    expect(readSentSubscription()).toMatchObject({ endpoint, userId: 7 });

    // The next start finds the subscription: no prompt, and nothing to send within 7 days.
    await syncPushSubscription('VAPID-KEY', 7);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    writeSentSubscription({ endpoint, userId: 7, sentAt: Date.now() - PUSH_REFRESH_MINUTES * 60_000 });
    await syncPushSubscription('VAPID-KEY', 7);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('carries on without push when permission is refused, warning once', async () => {
    const browser = stubBrowser('denied');
    const api = mockApi({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { syncPushSubscription } = await loadModule();

    await syncPushSubscription('VAPID-KEY', 7);
    await syncPushSubscription('VAPID-KEY', 7);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
    expect(warn.mock.calls).toEqual([['Notification permission not granted']]);
  });

  it('removes the subscription from the server on logout', async () => {
    const api = mockApi({ 'DELETE /api/push/subscriptions': { body: { message: 'Unsubscribed' } } });
    writeSentSubscription({ endpoint, userId: 7, sentAt: Date.now() });
    const { forgetPushSubscription } = await loadModule();

    await forgetPushSubscription();
    expect(api.calls).toEqual([
      { method: 'DELETE', path: '/api/push/subscriptions', body: { endpoint }, authorization: 'Bearer traveller-token' },
    ]);
    expect(readSentSubscription()).toBeNull();
  });
});
