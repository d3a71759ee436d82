import { expect, test, type Page } from '@playwright/test';
import { useToken } from './support/api-session.ts';
import { travellerPays } from './support/orders.ts';
import { screenshotAtWidths } from './support/screenshots.ts';

const OFFLINE_BANNER = "You're offline. Your orders and pickup codes are still here.";
const OFFLINE_ACTION = "You're offline. Connect to the internet and try again.";
const PERFUMES = 'Perfumes & Attars';

/** The width and height a PNG declares in its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits for the service worker to take over the page, as it does on a first visit. */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/**
 * The query keys the app has kept on the device, read straight from IndexedDB. A read that the busy
 * database does not answer within 3 s reports so, and the caller's poll asks again.
 */
function savedQueryKeys(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        setTimeout(() => resolve(['(the database did not answer in time)']), 3000);
        const open = indexedDB.open('arrival-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            return resolve([]);
          }
          const read = db.transaction('keyval').objectStore('keyval').get('snapshot');
          read.onsuccess = () => {
            const snapshot = read.result as { queries: { queryKey: unknown }[] } | undefined;
            db.close();
            resolve((snapshot?.queries ?? []).map((query) => JSON.stringify(query.queryKey)));
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

test('the app is installable: a valid manifest with its icons, and a service worker controlling the page', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  // Linked by the app once its first screen is drawn, not by the page itself.
  const href = '/manifest.webmanifest';
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href);
  expect(await (await request.get('/login')).text(), 'the page as served').not.toContain('rel="manifest"');
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Arrival Shop',
    short_name: expect.any(String),
    display: 'standalone',
    start_url: '/user/order-history',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });

  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = icons.find((candidate) => candidate.sizes === sizes && (candidate.purpose ?? 'any') === purpose);
    expect(icon, `a ${purpose} icon of ${sizes}`).toBeDefined();
    const image = await request.get(icon!.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toBe(sizes);
  }
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await controlledByWorker(page);
});

test('offline at the counter, a traveller still sees the pickup code with its QR, the open orders and a category seen before, also on a fresh launch, until logout', async ({
  page,
  context,
  request,
}) => {
  // A purchase, three screens seen online, then each again offline and in a second window: a long walk.
  test.setTimeout(120_000);
  const { token, headers, orderId, product } = await travellerPays(request);
  const order = await (await request.get(`/api/orders/mine/${orderId}`, { headers })).json();
  const code = order.deliveryOtp as string;
  expect(code).toMatch(/^\d{6}$/);
  await useToken(page, token);

  // Online first: the worker takes over, then the shop, the order list and the code page are seen once.
  await page.goto('/user/order-history');
  await controlledByWorker(page);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await page.goto('/user/shopping/1');
  await expect(page.getByRole('list', { name: `${PERFUMES} products` }).getByText(product.name)).toBeVisible();
  await page.goto(`/track-order/${orderId}`);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pickup code QR' })).toBeVisible();
  await expect(page.getByText(/^Last updated/)).toHaveCount(0);
  await expect
    .poll(() => savedQueryKeys(page))
    .toEqual(
      expect.arrayContaining([JSON.stringify(['orders', 'detail', orderId]), JSON.stringify(['orders', 'history', 'current'])]),
    );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pickup code QR' })).toBeVisible();
  await expect(page.getByText(/^Last updated \w{3} \d{1,2} \w{3}, \d{2}:\d{2} IST$/)).toBeVisible();
  await expect(page.getByText('Counter', { exact: true })).toBeVisible();
  await screenshotAtWidths(page, 'offline-pickup-code', { fullPage: 'none' });

  await page.goto('/user/order-history');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Last updated/)).toBeVisible();

  await page.goto('/user/shopping/1');
  const grid = page.getByRole('list', { name: `${PERFUMES} products` });
  await expect(grid.getByText(product.name)).toBeVisible();
  await grid.getByRole('button', { name: `Add ${product.name} to cart` }).click();
  await expect(page.getByText(OFFLINE_ACTION)).toBeVisible();

  // A fresh launch of the installed app (a new window: no session of its own) opens at login, with the codes.
  const launched = await context.newPage();
  await launched.goto('/');
  await expect(launched).toHaveURL(/\/login$/);
  const saved = launched.getByRole('region', { name: 'Your pickup codes' });
  await expect(saved.getByText(code, { exact: true })).toBeVisible();
  await expect(saved.getByRole('img', { name: 'Pickup code QR' })).toBeVisible();
  await expect(saved.getByText(/^Last updated/)).toBeVisible();
  await screenshotAtWidths(launched, 'offline-fresh-launch', { fullPage: 'none' });
  await launched.close();

  // Back online, the banner goes and the pages are live again.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);

  // Logging out takes the saved orders, codes and catalogue with the session.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => savedQueryKeys(page)).toEqual([]);
  expect(await page.evaluate(() => caches.has('arrival-catalogue'))).toBe(false);
});

/**
 * A page of the app under its worker, with the next release installed and waiting: the note that offers
 * it, and the worker in charge meanwhile.
 */
async function nextReleaseWaiting(page: Page) {
  // The app registers /sw.js once the page has loaded; a "release" registered before that call would
  // be replaced by it, so the journey waits until the app's own registration has settled.
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    const settled: Promise<unknown>[] = [];
    Object.assign(window, { appRegistrations: settled });
    container.register = (url, options) => {
      const registration = register(url, options);
      settled.push(registration.catch(() => null));
      return registration;
    };
  });
  await page.goto('/login');
  await controlledByWorker(page);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const settled = (window as unknown as { appRegistrations: Promise<unknown>[] }).appRegistrations;
        await Promise.all(settled);
        return settled.length;
      }),
    )
    .toBeGreaterThan(0);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  // The next release, as the browser sees one: a changed worker script for the same scope. (Playwright
  // cannot rewrite the browser's own fetch of the worker script, so the URL changes instead.)
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?release=next'));
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of Arrival Shop is ready' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Update' })).toBeVisible();
  // Nothing switched under the page meanwhile.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
  return prompt;
}

/** Waits for the page to be the next release's, reloaded under its worker, with nothing left of the update. */
async function onNextRelease(page: Page) {
  // Activating the new worker and reloading under it can take a while on a busy machine.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null).catch(() => null), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js\?release=next$/);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => sessionStorage.getItem('update-reloads'))).toBeNull();
  await expect(page.getByText('A new version of Arrival Shop is ready')).toHaveCount(0);
}

test('a new release waits for the traveller: "Update" switches to it and reloads', async ({ page }) => {
  // Installing and activating two workers may take most of a minute on a busy machine.
  test.setTimeout(120_000);
  const prompt = await nextReleaseWaiting(page);
  await screenshotAtWidths(page, 'update-prompt', { fullPage: 'none' });

  const navigated = page.waitForEvent('framenavigated');
  await prompt.getByRole('button', { name: 'Update' }).click();
  // The page reloads under the new worker.
  await navigated;
  await onNextRelease(page);
});

test('"Update" goes through when the page is fetching as it is tapped', async ({ page }) => {
  test.setTimeout(120_000);
  const prompt = await nextReleaseWaiting(page);
  // Requests that land while the worker in charge stops start it again, and Chromium then leaves the new
  // release waiting for minutes; the page reloads after a few seconds to have it try again.
  await page.evaluate(() => {
    const until = performance.now() + 3_000;
    const fetchAgain = () => {
      void fetch(`/favicon.svg?at=${performance.now()}`).catch(() => undefined);
      if (performance.now() < until) setTimeout(fetchAgain, 40);
    };
    fetchAgain();
  });
  const navigated = page.waitForEvent('framenavigated');
  await prompt.getByRole('button', { name: 'Update' }).click();
  await navigated;
  await onNextRelease(page);
});
