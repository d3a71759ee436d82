import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInTraveller } from './support/api-session.ts';
import { requestsFrom } from './support/requests.ts';

const COK = 1;
const OUD = 'Oud Al Layl Eau de Parfum 100 ml';

test.use({ viewport: { width: 380, height: 740 } });

/** Fully inside the viewport as the page first shows, without any scrolling. */
async function expectInViewWithoutScrolling(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // A touch target a thumb can hit.
  expect(box.height).toBeGreaterThanOrEqual(44);
}

test('on a phone, Add to Cart and Proceed to Pay are on screen without scrolling', async ({ page, request }) => {
  const session = await signedInTraveller(page, request, COK);
  const products: { product: { id: number; name: string }[] } = await (
    await request.get('/api/categories/1/products', { headers: session.headers })
  ).json();
  const oud = products.product.find((product) => product.name === OUD)!;

  await page.goto(`/user/shopping/view-product/${oud.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OUD);
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expectInViewWithoutScrolling(page, addToCart);
  await addToCart.click();
  await expect(page.getByText('Item added to cart')).toBeVisible();

  // Several lines push the summary far down the page; the bar keeps it in reach.
  for (const product of products.product.filter((p) => p.id !== oud.id).slice(0, 3)) {
    await request.post('/api/cart/add', { headers: session.headers, data: { productId: product.id, quantity: 1 } });
  }
  await page.goto('/user/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(4);
  await expectInViewWithoutScrolling(page, page.getByRole('link', { name: 'Proceed to Pay' }));
});

test('on a phone whose network drops, the menu that cannot load says so and keeps the screen; the next tap opens it', async ({
  page,
  request,
}) => {
  await signedInTraveller(page, request, COK);
  await page.goto('/user/shopping/1');
  const menu = page.getByRole('button', { name: 'Open navigation menu' });
  await expect(menu).toBeVisible();

  // The menu's code cannot arrive, as with the network lost in the arrivals hall, until it comes back.
  let networkLost = true;
  await page.route('**/assets/nav-drawer-popup-*.js', (route) =>
    networkLost ? route.abort('internetdisconnected') : route.continue(),
  );
  await menu.click();
  await expect(page.getByText('This could not open. Check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  networkLost = false;
  await menu.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("on a phone, opening the menu asks for the traveller's pages and the lists they show first, so each opens from them", async ({
  page,
  request,
}) => {
  await signedInTraveller(page, request, COK);
  const requested = requestsFrom(page);
  const pages = ['cart', 'order-history', 'wishlist', 'notifications', 'delivery-points', 'settings'];
  const lists = ['/api/orders/history?type=current', '/api/wishlist', '/api/counters'];
  const asked = () =>
    requested.filter(
      (path) => lists.includes(path) || pages.some((name) => new RegExp(`^/assets/${name}-[^/]+\\.js$`).test(path)),
    );
  await page.goto('/user/shopping/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked()).toEqual([]);

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect
    .poll(() => asked())
    .toEqual(expect.arrayContaining([...lists, ...pages.map((name) => expect.stringMatching(`/assets/${name}-`))]));
  await drawer.getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByText('No ongoing orders.')).toBeVisible();

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Wishlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  // Each list still fresh when its page opened: asked for once, as the menu first opened.
  for (const list of lists)
    expect(
      asked().filter((path) => path === list),
      list,
    ).toHaveLength(1);
});

test("a pointer on the notices shortcut, the cart's total or Checkout asks for that page's code ahead of the tap", async ({
  page,
  request,
}) => {
  const session = await signedInTraveller(page, request, COK);
  const products: { product: { id: number; name: string }[] } = await (
    await request.get('/api/categories/1/products', { headers: session.headers })
  ).json();
  const oud = products.product.find((product) => product.name === OUD)!;
  expect((await request.post('/api/cart/add', { headers: session.headers, data: { productId: oud.id, quantity: 1 } })).ok()).toBe(
    true,
  );
  const requested = requestsFrom(page);
  const asked = (name: string) => requested.filter((path) => new RegExp(`^/assets/${name}-[^/]+\\.js$`).test(path));
  await page.goto('/user/shopping/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  for (const [target, name] of [
    [shortcuts.getByRole('link', { name: /^Notifications/ }), 'notifications'],
    [page.getByRole('link', { name: /^Cart, 1 item, total/ }), 'cart'],
    [page.getByRole('link', { name: 'Checkout' }), 'checkout'],
  ] as const) {
    expect(asked(name), name).toEqual([]);
    await target.hover();
    await expect.poll(() => asked(name), name).toHaveLength(1);
  }
});
