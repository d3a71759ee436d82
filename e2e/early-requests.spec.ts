import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, signedInTraveller, useToken } from './support/api-session.ts';
import { inStockProducts, travellerPays } from './support/orders.ts';
import { freshLocalPhone } from './support/phones.ts';
import { requestsFrom } from './support/requests.ts';

const COK = 1;

const FIRST_CALLS = [
  '/api/user/getUserDetails',
  '/api/cart/CartDetails',
  '/api/notifications?filter=unread',
  '/api/locations',
  '/api/currency/rates',
  '/api/categories/getAll',
  '/api/categories/1/products?sort=recommended&page=0&size=24',
];

/** Opens the first category as a traveller at Kochi; what the page asked for, in order, once the grid and the cart total show. */
async function openCategory(page: Page, request: APIRequestContext, language: 'en' | 'ml' = 'en') {
  const session = await signedInTraveller(page, request, COK);
  const chosen = await request.put('/api/user/language', { headers: session.headers, data: { language } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const requested = requestsFrom(page);
  await page.goto('/user/shopping/1');
  await expect(page.locator('main li img').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /₹0.00/ })).toBeVisible();
  return requested;
}

/** Each of the first calls went out once, before the router asked for the screen's own code. */
function expectEachEarlyCallOnce(requested: string[]) {
  const firstScreenChunk = requested.findIndex((path) => /^\/assets\/(traveller|app-layout)-/.test(path));
  expect(firstScreenChunk).toBeGreaterThan(-1);
  for (const path of FIRST_CALLS) {
    expect(
      requested.filter((sent) => sent === path),
      path,
    ).toHaveLength(1);
    expect(requested.indexOf(path), path).toBeLessThan(firstScreenChunk);
  }
}

/** The file of the chunk named `chunk`: its name and the build's hash ('product' is not 'product-screen'). */
const chunkFile = (chunk: string) => new RegExp(`^/assets/${chunk}-[\\w-]{8}\\.js$`);

/**
 * `call` went out once, and before the first file of `chunk`: the screen's code, which the app would need to
 * have run first to make the call itself.
 */
function expectAskedOnceBeforeCode(requested: string[], call: string, chunk: string) {
  expect(
    requested.filter((path) => path === call),
    call,
  ).toHaveLength(1);
  expect(requested.indexOf(call), call).toBeLessThan(requested.findIndex((path) => chunkFile(chunk).test(path)));
}

/** Each chunk was preloaded by the head script and fetched once: the router found it loaded. */
async function expectFetchedOnceFromHead(page: Page, requested: string[], chunks: string[]) {
  const preloaded = await page
    .locator('head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const chunk of chunks) {
    expect(
      preloaded.filter((href) => chunkFile(chunk).test(href)),
      chunk,
    ).toHaveLength(1);
    expect(
      requested.filter((path) => chunkFile(chunk).test(path)),
      chunk,
    ).toHaveLength(1);
  }
}

test("a signed-in shopping screen's first calls, code and pictures go out before the app's code runs, and each once", async ({
  page,
  request,
}) => {
  const requested = await openCategory(page, request);
  expectEachEarlyCallOnce(requested);
  // The screen's own code (the layout, its guards, the category route, behind one import) is fetched from
  // the head too, beside the app's, and only once: the router finds it loaded.
  await expectFetchedOnceFromHead(page, requested, ['traveller', 'signed-in-modules']);
  // An English screen needs no catalogue: its texts come with its code.
  expect(requested.filter((path) => path.startsWith('/assets/ml-'))).toEqual([]);
  // Nor the login screen's code, or the public pages': what it shares with them is in the app's chunk
  // (app/shared-parts.ts) and the footer's.
  expect(requested.filter((path) => /^\/assets\/(public|pages|login)-/.test(path))).toEqual([]);
  // The first row's pictures are asked for as soon as the category's answer is in, and the cards take them.
  const pictures = page.locator('head link[rel="preload"][as="image"]');
  await expect(pictures).toHaveCount(4);
  for (const href of await pictures.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
    expect(
      requested.filter((path) => path === href),
      href,
    ).toHaveLength(1);
    await expect(page.locator(`main img[src="${href}"]`)).toHaveCount(1);
  }
});

test("a signed-in screen starts the worker that builds Intl's data off the main thread, and the CSP lets it run", async ({
  page,
  request,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // How much main thread it saves is measured, not asserted (decision 022): on a loaded machine the worker
  // may not have run before the first price, and the page then builds the data itself, as before.
  await openCategory(page, request);
  expect(workers.filter((path) => /^\/assets\/intl-warmup-[0-9a-f]{8}\.js$/.test(path))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('what the first screen does not need (the offline copy, push, the service worker, the web manifest, the product screen) is fetched once it is drawn, and the toasts at the first tap or key', async ({
  page,
  request,
}) => {
  // When the grid's first picture enters the page (the screen is drawn at the next paint), and when the
  // web manifest is linked (a browser fetches it, and the icon it names, once it is).
  await page.addInitScript(() => {
    const seen = window as { gridDrawnAt?: number; manifestLinkedAt?: number };
    new MutationObserver((_, observer) => {
      if (seen.gridDrawnAt === undefined && document.querySelector('main li img')) seen.gridDrawnAt = performance.now();
      if (seen.manifestLinkedAt === undefined && document.querySelector('link[rel="manifest"]')) {
        seen.manifestLinkedAt = performance.now();
      }
      if (seen.gridDrawnAt !== undefined && seen.manifestLinkedAt !== undefined) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await openCategory(page, request);
  // The product screen's code too, so that a card opens at once.
  const background = ['offline-queries', 'push-subscription', 'register-service-worker', 'product-screen'];
  const fetchedAt = (names = background) =>
    page.evaluate(
      (names) =>
        Object.fromEntries(
          names.flatMap((name) => {
            const entry = performance
              .getEntriesByType('resource')
              .find((fetched) => new URL(fetched.name).pathname.startsWith(`/assets/${name}-`));
            return entry ? [[name, entry.startTime]] : [];
          }),
        ),
      names,
    );
  await expect.poll(async () => Object.keys(await fetchedAt()).sort()).toEqual([...background].sort());
  const gridDrawnAt = await page.evaluate(() => (window as { gridDrawnAt?: number }).gridDrawnAt);
  expect(gridDrawnAt).toBeGreaterThan(0);
  for (const [name, startedAt] of Object.entries(await fetchedAt())) expect(startedAt, name).toBeGreaterThan(gridDrawnAt!);
  // The toasts' code answers what a traveller does: a screen only looked at never runs it.
  expect(await fetchedAt(['app-toaster'])).toEqual({});
  const pressedAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Shift');
  await expect.poll(async () => (await fetchedAt(['app-toaster']))['app-toaster']).toBeGreaterThan(pressedAt);
  await expect
    .poll(() => page.evaluate(() => (window as { manifestLinkedAt?: number }).manifestLinkedAt))
    .toBeGreaterThan(gridDrawnAt!);
});

test('a traveller whose arrival is not set gets the setup screen, and no pictures are fetched for a grid not shown', async ({
  page,
  request,
}) => {
  const session = await apiLogin(request, `91${freshLocalPhone()}`);
  await useToken(page, session.token);
  const pictures: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/uploads/')) pictures.push(sent.url());
  });
  const categoryAnswer = page.waitForResponse((answer) => answer.url().includes('/api/categories/1/products'));
  await page.goto('/user/shopping/1');
  await expect(page.getByRole('heading', { name: 'Your pickup' })).toBeVisible();
  // The category's answer came (the head script asked for it), and the script has had its time to read it.
  await (await categoryAnswer).finished();
  await page.waitForTimeout(500);
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
  expect(pictures).toEqual([]);
});

test("a product page's product and main picture go out before the app's code runs, each once, and the gallery takes the picture", async ({
  page,
  request,
}) => {
  const session = await signedInTraveller(page, request, COK);
  const firstPage = await request.get(FIRST_CALLS.at(-1)!, { headers: session.headers });
  const { product: products } = (await firstPage.json()) as { product: { id: number; images: { imageUrl: string }[] }[] };
  const product = products.find((candidate) => candidate.images.length > 0)!;
  const picture = product.images[0]!.imageUrl;
  const requested = requestsFrom(page);

  await page.goto(`/user/shopping/view-product/${product.id}`);
  await expect(page.locator(`main img[src="${picture}"][fetchpriority="high"]`)).toBeVisible();
  expectAskedOnceBeforeCode(requested, `/api/product/${product.id}`, 'traveller');
  // The product screen's own chunk comes from the head too, beside the traveller's.
  await expectFetchedOnceFromHead(page, requested, ['product', 'product-screen', 'traveller', 'signed-in-modules']);
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('href', picture);
  expect(requested.filter((path) => path === picture)).toHaveLength(1);
});

/** Screens a traveller with a paid order opens straight from outside the app: a push notice, the installed app's start. */
const ORDER_SCREENS = [
  {
    screen: "an order's tracking page, where its push notices lead,",
    path: (orderId: number) => `/track-order/${orderId}`,
    heading: 'Track Order',
    call: (orderId: number) => `/api/orders/mine/${orderId}`,
    chunk: 'track-order',
  },
  {
    screen: 'the order history, where a traveller who has landed finds the pickup code,',
    path: () => '/user/order-history',
    heading: 'My Orders',
    call: () => '/api/orders/history?type=current',
    chunk: 'order-history',
  },
];

for (const { screen, path, heading, call, chunk } of ORDER_SCREENS) {
  test(`${screen} asks for its orders and fetches its code from the head, each once`, async ({ page, request }) => {
    const traveller = await travellerPays(request);
    await useToken(page, traveller.token);
    const requested = requestsFrom(page);

    await page.goto(path(traveller.orderId));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByText(`Order #${traveller.orderId}`)).toBeVisible();
    expectAskedOnceBeforeCode(requested, call(traveller.orderId), chunk);
    await expectFetchedOnceFromHead(page, requested, [chunk, 'traveller']);
  });
}

test("the checkout, opened again to pay, fetches its code from the head beside the app's, each file once, and its popups' code when they open", async ({
  page,
  request,
}) => {
  const session = await signedInTraveller(page, request, COK);
  const [product] = await inStockProducts(request, session.headers, 1);
  const added = await request.post('/api/cart/add', { headers: session.headers, data: { productId: product!.id, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const requested = requestsFrom(page);

  await page.goto('/user/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(product!.name).first()).toBeVisible();
  await expectFetchedOnceFromHead(page, requested, ['checkout', 'traveller']);

  // The calendar's code loads when it is first opened, and the payments sandbox's window with the first payment.
  const fetchedFile = (chunk: string) => requested.filter((path) => path.startsWith(`/assets/${chunk}-`) && path.endsWith('.js'));
  expect(fetchedFile('arrival-calendar')).toEqual([]);
  expect(fetchedFile('sandbox-checkout-dialog')).toEqual([]);
  await page.getByRole('button', { name: 'Open calendar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(fetchedFile('arrival-calendar')).toHaveLength(1);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
  await expect(page.getByRole('dialog', { name: 'Sandbox payment — no real money' })).toBeVisible();
  expect(fetchedFile('sandbox-checkout-dialog')).toHaveLength(1);
});

test.describe('a Malayalam reader', () => {
  // A phone set to Malayalam, and an account in Malayalam: the language the head script and the app agree on.
  test.use({ locale: 'ml-IN' });

  test("gets the screen's first calls and the language's catalogue early too: the app asks in Malayalam, as the head script did", async ({
    page,
    request,
  }) => {
    const requested = await openCategory(page, request, 'ml');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
    expectEachEarlyCallOnce(requested);
    // The Malayalam catalogue, which the app waits for before its first screen, comes beside the app's code.
    await expectFetchedOnceFromHead(page, requested, ['ml']);
  });
});
