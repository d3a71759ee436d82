import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { mockApi } from '../../test/mock-api';
import { apiRequest } from '../api-client';
import { i18n } from '../i18n/i18n';
import { setSessionToken } from '../session';
import {
  apiHeaders,
  EARLY_ANSWER_WINDOW_MS,
  earlyCalls,
  openedProduct,
  requestEarly,
  takeEarlyResponse,
  trackedOrder,
} from './early-responses';

const nameSchema = z.object({ name: z.string() });
const fallbackMessage = { id: 'Failed to get user details' };

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

/** Who is signed in, then the traveller's bar: what every traveller's screen asks for first. */
const TRAVELLER_BAR = [
  '/user/getUserDetails',
  '/cart/CartDetails',
  '/notifications?filter=unread',
  '/locations',
  '/currency/rates',
  '/categories/getAll',
];

describe('which calls go out early', () => {
  it('asks who is signed in on any screen, and a traveller screen also asks for its bar', () => {
    expect(earlyCalls('/staff/orders', '')).toEqual([{ path: '/user/getUserDetails', auth: true }]);
    expect(earlyCalls('/user/cart', '').map((call) => call.path)).toEqual(TRAVELLER_BAR);
    // The airports and the rates are public: asked for without the session, as the app asks.
    expect(
      earlyCalls('/user/cart', '')
        .filter((call) => !call.auth)
        .map((call) => call.path),
    ).toEqual(['/locations', '/currency/rates']);
  });

  it("adds a category's first page in its own order, and leaves a chosen order to the app", () => {
    expect(earlyCalls('/user/shopping/3', '').at(-1)).toEqual({
      path: '/categories/3/products?sort=recommended&page=0&size=24',
      auth: true,
    });
    expect(earlyCalls('/user/shopping/3', '?sort=price-asc').map((call) => call.path)).not.toContain(
      '/categories/3/products?sort=price-asc&page=0&size=24',
    );
    expect(earlyCalls('/user/shopping/view-product/9', '').some((call) => call.path.includes('/products'))).toBe(false);
  });

  it("asks for the traveller's bar and the order on an order's tracking page", () => {
    expect(earlyCalls('/track-order/41', '').map((call) => call.path)).toEqual([...TRAVELLER_BAR, '/orders/mine/41']);
    expect(earlyCalls('/track-order', '').some((call) => call.path.startsWith('/orders/'))).toBe(false);
  });

  it('asks for the open orders, with their pickup codes, on the order history', () => {
    expect(earlyCalls('/user/order-history', '').map((call) => call.path)).toEqual([
      ...TRAVELLER_BAR,
      '/orders/history?type=current',
    ]);
    expect(earlyCalls('/user/orders/41/confirmed', '').some((call) => call.path.startsWith('/orders/'))).toBe(false);
  });

  it('reads an id only from a whole route: digits, nothing after them', () => {
    expect(openedProduct('/user/shopping/view-product/12')).toBe(12);
    for (const pathname of [
      '/user/shopping/view-product/',
      '/user/shopping/view-product/12a',
      '/user/shopping/view-product/-1',
      '/user/shopping/view-product/12/more',
      '/user/shopping/view-product12',
    ]) {
      expect(openedProduct(pathname), pathname).toBeNull();
    }
    expect(trackedOrder('/track-order/7')).toBe(7);
    expect(trackedOrder('/track-order/')).toBeNull();
  });

  it('adds the product of a product page', () => {
    expect(earlyCalls('/user/shopping/view-product/9', '').at(-1)).toEqual({ path: '/product/9', auth: true });
    expect(earlyCalls('/user/shopping/1', '').some((call) => call.path.startsWith('/product/'))).toBe(false);
  });
});

describe("the app's first calls take the early answers", () => {
  it('takes an early answer once, with the headers it was asked with, and goes to the network after that', async () => {
    setSessionToken('tok-1');
    const { calls } = mockApi({ 'GET /api/user/getUserDetails': { body: { name: 'Asha' } } });
    requestEarly([{ path: '/user/getUserDetails', auth: true }], i18n.locale, 'Bearer tok-1');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBe('Bearer tok-1');

    const ask = () => apiRequest('/user/getUserDetails', { schema: nameSchema, fallbackMessage });
    await expect(ask()).resolves.toEqual({ name: 'Asha' });
    expect(calls).toHaveLength(1);
    await expect(ask()).resolves.toEqual({ name: 'Asha' });
    expect(calls).toHaveLength(2);
  });

  it('never stands in for a call with another session or language', () => {
    mockApi({});
    requestEarly([{ path: '/cart/CartDetails', auth: true }], 'en', 'Bearer tok-1');
    expect(takeEarlyResponse('/cart/CartDetails', apiHeaders('en', 'Bearer tok-1'))).not.toBeNull();
    requestEarly([{ path: '/cart/CartDetails', auth: true }], 'ml', 'Bearer tok-1');
    expect(takeEarlyResponse('/cart/CartDetails', apiHeaders('en', 'Bearer tok-1'))).toBeNull();
    requestEarly([{ path: '/cart/CartDetails', auth: true }], 'en', 'Bearer tok-1');
    expect(takeEarlyResponse('/cart/CartDetails', apiHeaders('en', 'Bearer tok-2'))).toBeNull();
  });

  it('drops answers nobody took once the first screen has had its time', () => {
    vi.useFakeTimers();
    mockApi({});
    requestEarly(
      [
        { path: '/locations', auth: false },
        { path: '/currency/rates', auth: false },
      ],
      'en',
      'Bearer tok-1',
    );
    vi.advanceTimersByTime(EARLY_ANSWER_WINDOW_MS - 1);
    expect(takeEarlyResponse('/locations', apiHeaders('en', null))).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(takeEarlyResponse('/currency/rates', apiHeaders('en', null))).toBeNull();
  });

  it('reports a failed early call as the call that took it', async () => {
    setSessionToken('tok-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    requestEarly([{ path: '/user/getUserDetails', auth: true }], i18n.locale, 'Bearer tok-1');
    await expect(apiRequest('/user/getUserDetails', { schema: nameSchema, fallbackMessage })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    vi.unstubAllGlobals();
  });
});
