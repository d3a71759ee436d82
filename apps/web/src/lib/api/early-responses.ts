/**
 * A signed-in screen's first API calls, sent by a small script in index.html's head while the app's code
 * is still downloading (app/prerender/early-requests.ts), and taken by the app's own first calls in their
 * place. On a phone that code takes a second or more to arrive; the answers come back meanwhile.
 *
 * An early answer stands in only for the first call of its path, only when the call carries the same
 * headers (session, language, currency), and only during the first seconds: anything later goes to the
 * network, so no screen ever sees an answer older than the page.
 *
 * Read by that script too, so this module imports nothing it would carry along.
 */
import { CATEGORY_PAGE_DEFAULT_SIZE } from '@arrival/contracts/catalogue-paging';
import { CURRENCY_HEADER } from '@arrival/contracts/currency-guess';
import type { HistoryType } from '@arrival/contracts/orders';
import { paths } from '../../config/paths';
import { getReferenceCurrency } from '../reference-currency';

export const API_BASE = '/api';

/** The paths of the calls a signed-in screen makes first; the API modules build their calls from these. */
export const apiPaths = {
  userDetails: '/user/getUserDetails',
  cartDetails: '/cart/CartDetails',
  notifications: (filter: 'unread' | 'all') => `/notifications?filter=${filter}`,
  locations: '/locations',
  currencyRates: '/currency/rates',
  categories: '/categories/getAll',
  categoryPage: (categoryId: number, sort: string, page: number, size = CATEGORY_PAGE_DEFAULT_SIZE) =>
    `/categories/${categoryId}/products?sort=${sort}&page=${page}&size=${size}`,
  product: (productId: number) => `/product/${productId}`,
  order: (orderId: number) => `/orders/mine/${orderId}`,
  orderHistory: (type: HistoryType) => `/orders/history?type=${type}`,
};

/** A traveller's screens: those under /user/, and an order's tracking page, where its push notices lead. */
export const isTravellerScreen = (pathname: string) =>
  pathname.startsWith(`${paths.user.root}/`) || pathname.startsWith(paths.trackOrder.root);

/** The id in `pathname` when it is the route `pattern` of config/paths.ts (one `:param`); null otherwise. */
function routeId(pattern: string, pathname: string): number | null {
  const match = new RegExp(`^${pattern.replace(/:\w+/, '(\\d+)')}$`).exec(pathname);
  return match ? Number(match[1]) : null;
}

/** The headers of every API call; one with a body adds its content type. */
export function apiHeaders(language: string, authorization: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
    [CURRENCY_HEADER]: getReferenceCurrency(),
  };
  if (authorization !== null) headers.Authorization = authorization;
  return headers;
}

export interface EarlyCall {
  path: string;
  /** Sent with the session, as the app sends it; the airports and the rates are public. */
  auth: boolean;
}

/**
 * What the screen at `pathname` asks for as soon as it is drawn: who is signed in, on any screen; the
 * traveller's bar (cart, unread notices, airports, rates, categories) on a traveller's screen; the first
 * page of a category opened in its own order; the product of a product page; the tracked order; and the
 * open orders, with their pickup codes, that the order history shows first.
 */
export function earlyCalls(pathname: string, search: string): EarlyCall[] {
  const calls: EarlyCall[] = [{ path: apiPaths.userDetails, auth: true }];
  if (!isTravellerScreen(pathname)) return calls;
  calls.push(
    { path: apiPaths.cartDetails, auth: true },
    { path: apiPaths.notifications('unread'), auth: true },
    { path: apiPaths.locations, auth: false },
    { path: apiPaths.currencyRates, auth: false },
    { path: apiPaths.categories, auth: true },
  );
  const categoryPage = firstCategoryPage(pathname, search);
  if (categoryPage !== null) calls.push({ path: categoryPage, auth: true });
  const productId = openedProduct(pathname);
  if (productId !== null) calls.push({ path: apiPaths.product(productId), auth: true });
  const orderId = trackedOrder(pathname);
  if (orderId !== null) calls.push({ path: apiPaths.order(orderId), auth: true });
  if (pathname === paths.user.orderHistory) calls.push({ path: apiPaths.orderHistory('current'), auth: true });
  return calls;
}

/** The order a tracking page at `pathname` shows; null on any other screen. */
export const trackedOrder = (pathname: string) => routeId(paths.trackOrder.path, pathname);

/** The product a product page at `pathname` shows; null on any other screen. */
export const openedProduct = (pathname: string) => routeId(paths.user.product.path, pathname);

/** The category opened at `pathname` in its own order (the recommended one); null on any other screen. */
export function openedCategory(pathname: string, search: string): number | null {
  return new URLSearchParams(search).has('sort') ? null : routeId(paths.user.category.path, pathname);
}

/** The path of the first page of the category opened at `pathname` in its own order; null on any other screen. */
export function firstCategoryPage(pathname: string, search: string): string | null {
  const categoryId = openedCategory(pathname, search);
  return categoryId === null ? null : apiPaths.categoryPage(categoryId, 'recommended', 0);
}

/** How long an early answer may stand in: the first screen's calls are all made by then. */
export const EARLY_ANSWER_WINDOW_MS = 10_000;

export interface EarlyAnswer {
  headers: Record<string, string>;
  response: Promise<Response>;
}

// The head script and the app are separate bundles: the answers pass between them on the window.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a property name
const STORE = '__arrivalEarlyAnswers';
type Store = Map<string, EarlyAnswer>;
const store = () => (globalThis as { [STORE]?: Store })[STORE];

/** Sends `calls` now, and gives each one's answer by its path; run by the head script, before the app's code has arrived. */
export function requestEarly(calls: EarlyCall[], language: string, authorization: string): ReadonlyMap<string, EarlyAnswer> {
  const answers: Store = new Map();
  for (const { path, auth } of calls) {
    const headers = apiHeaders(language, auth ? authorization : null);
    const response = fetch(`${API_BASE}${path}`, { headers });
    // A failure is the app's to report, when it takes the answer; untaken, it is dropped quietly.
    response.catch(() => undefined);
    answers.set(path, { headers, response });
  }
  (globalThis as { [STORE]?: Store })[STORE] = answers;
  setTimeout(() => answers.clear(), EARLY_ANSWER_WINDOW_MS);
  return answers;
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

/** The early answer for this call, once; null when there is none or it was asked with other headers. */
export function takeEarlyResponse(path: string, headers: Record<string, string>): Promise<Response> | null {
  const answers = store();
  const answer = answers?.get(path);
  if (!answers || !answer) return null;
  answers.delete(path);
  return sameHeaders(answer.headers, headers) ? answer.response : null;
}
