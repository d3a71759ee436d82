import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { useCurrencyRates } from '../features/catalogue/api/get-currency-rates';
import { useUnreadNotificationCount } from '../features/notifications/api/get-notifications';
import { API_BASE, earlyCalls } from '../lib/api/early-responses';
import { useCartDetails } from '../lib/api/get-cart-details';
import { useCategories } from '../lib/api/get-categories';
import { useCategoryProductPages } from '../lib/api/get-category-products';
import { useLocations } from '../lib/api/get-locations';
import { useProduct } from '../lib/api/get-product';
import { useUserDetails } from '../lib/api/get-user-details';
import { createQueryClient } from '../lib/query-client';
import { airports, buildUser } from '../test/factories';
import { mockApi } from '../test/mock-api';
import { buildCart, buildCartItem, buildCategoryPage, buildProduct, categories, categoryPageRoute } from '../test/shop-factories';
import { prefetchFirstQueries } from './first-queries';

beforeEach(() => sessionStorage.setItem('token', 'stored'));
afterEach(() => sessionStorage.clear());

function travellerApi() {
  return mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ pickUpLocation: 1, arrivalDate: '2099-01-01T10:00:00.000Z' }) },
    'GET /api/locations': { body: airports },
    'GET /api/cart/CartDetails': {
      body: buildCart([buildCartItem({ productResponseDTO: buildProduct({ id: 7 }), quantity: 2 })]),
    },
    'GET /api/notifications?filter=unread': { body: { notifications: [], unreadCount: 0 } },
    'GET /api/categories/getAll': { body: categories },
    [categoryPageRoute(2)]: { body: buildCategoryPage(categories[1]!, [buildProduct({ id: 7 })]) },
    'GET /api/product/7': { body: buildProduct({ id: 7 }) },
    'GET /api/currency/rates': {
      body: { rateDate: '2026-11-20', currencies: ['INR', 'USD'].map((code) => ({ code, symbol: code, inrPerUnit: 1 })) },
    },
  });
}

const withClient =
  (queryClient: ReturnType<typeof createQueryClient>) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

/** Whether each render of the shopping screen's hooks (the catalogue, the cart and the unread badge) had all their data, in order. */
function renderFirstScreenHooks(queryClient: ReturnType<typeof createQueryClient>, categoryId: number) {
  const rendersWithData: boolean[] = [];
  renderHook(
    () => {
      const queries = [
        useUserDetails({ enabled: false }),
        useLocations(),
        useCurrencyRates(),
        useCategories(),
        useCategoryProductPages(categoryId, 'recommended'),
        useCartDetails(),
        useUnreadNotificationCount(),
      ];
      rendersWithData.push(queries.every((query) => query.data !== undefined));
    },
    { wrapper: withClient(queryClient) },
  );
  return rendersWithData;
}

describe("a traveller's first queries, started before the first render", () => {
  it("asks only for what the head script asked for early, under the keys the screen's hooks read on their first render", async () => {
    const { calls } = travellerApi();
    const queryClient = createQueryClient();
    await prefetchFirstQueries(queryClient, '/user/shopping/2', '');

    const early = earlyCalls('/user/shopping/2', '').map((call) => `${API_BASE}${call.path}`);
    expect(calls.map((call) => call.path).every((path) => early.includes(path))).toBe(true);
    expect(calls.map((call) => call.path)).toContain(`${API_BASE}/categories/2/products?sort=recommended&page=0&size=24`);

    const asked = calls.length;
    expect(renderFirstScreenHooks(queryClient, 2)[0]).toBe(true);
    // The hooks found their data under their own keys and fresh: nothing was asked again, on the first
    // render or once they were mounted, so no answer re-renders the screen after it is drawn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(asked);
  });

  it("starts a product page's product, which its hook finds on its first render", async () => {
    const { calls } = travellerApi();
    const queryClient = createQueryClient();
    await prefetchFirstQueries(queryClient, '/user/shopping/view-product/7', '');
    expect(calls.map((call) => call.path)).toContain(`${API_BASE}/product/7`);
    const early = earlyCalls('/user/shopping/view-product/7', '').map((call) => `${API_BASE}${call.path}`);
    expect(calls.map((call) => call.path).every((path) => early.includes(path))).toBe(true);

    const asked = calls.length;
    const rendersWithData: boolean[] = [];
    renderHook(
      () => {
        useUserDetails({ enabled: false });
        rendersWithData.push(useProduct(7).data !== undefined);
      },
      { wrapper: withClient(queryClient) },
    );
    expect(rendersWithData[0]).toBe(true);
    expect(calls).toHaveLength(asked);
  });

  it('leaves a chosen order to the screen, and starts nothing off the traveller screens', async () => {
    const { calls } = travellerApi();
    const queryClient = createQueryClient();
    await prefetchFirstQueries(queryClient, '/user/shopping/2', '?sort=price-asc');
    expect(calls.map((call) => call.path)).not.toContain(`${API_BASE}/categories/2/products?sort=recommended&page=0&size=24`);
    expect(calls.map((call) => call.path)).toContain(`${API_BASE}/categories/getAll`);

    calls.length = 0;
    await prefetchFirstQueries(createQueryClient(), '/staff-dashboard', '');
    expect(calls).toEqual([]);
  });
});
