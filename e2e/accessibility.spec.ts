import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, signedInTraveller, useToken } from './support/api-session.ts';
import { freshLocalPhone } from './support/phones.ts';
import { inStockProducts, travellerPays } from './support/orders.ts';
import { E2E_ACCESSIBILITY_ADMIN_PHONE, E2E_ACCESSIBILITY_DARK_ADMIN_PHONE } from './support/roles.ts';
import { SHOTS_DIR, takeScreenshots } from './support/screenshots.ts';

// Every test here stands alone (its own traveller or admin), so they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const THEME_KEY = 'vite-ui-theme';
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/** Opens the app in the theme the account menu would have stored for this tab. */
async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [THEME_KEY, theme] as const);
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describe = (violations: Violation[]) =>
  violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
    .join('\n');

/** Not a WCAG tag in axe (experimental), but speech users say the label they see. */
const LABEL_IN_NAME = 'label-content-name-mismatch';

/**
 * WCAG 2 A and AA at a phone width and a desktop width: nothing serious or critical. Form screens
 * are also held to the label-in-name rule, at any impact. `exclude` leaves out a selector the screen
 * does not control.
 *
 * One axe run per width, in the page itself (legacy mode): axe's default opens a blank page to merge
 * frames' results, a tab per run that cost these journeys most of their time on a busy machine, and
 * these screens have no cross-origin frame to merge.
 */
async function expectAccessible(
  page: Page,
  name: string,
  { labelInName = true, exclude }: { labelInName?: boolean; exclude?: string } = {},
) {
  for (const width of [380, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Contrast is measured once colour transitions and fades have ended (a spinner's endless turn aside).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    );
    if (takeScreenshots) await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
    const axe = new AxeBuilder({ page })
      .options({ rules: { [LABEL_IN_NAME]: { enabled: labelInName } } })
      .withTags(['wcag2a', 'wcag2aa'])
      .setLegacyMode();
    if (exclude) axe.exclude(exclude);
    const { violations } = await axe.analyze();
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === LABEL_IN_NAME);
    if (violations.length > 0) console.log(`[axe] ${name} @${width}px\n${describe(violations)}`);
    expect.soft(blocking, `${name} at ${width}px:\n${describe(blocking)}`).toEqual([]);
  }
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test('the login and OTP screens', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Login with WhatsApp' })).toBeVisible();
      await expectAccessible(page, `login-${theme}`);

      await page.getByLabel('WhatsApp number').fill(freshLocalPhone());
      await page.getByRole('checkbox', { name: /agree to the Terms & Privacy Policy/ }).check();
      await page.getByRole('button', { name: 'Continue with WhatsApp' }).click();
      await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
      await expect(page.getByText(/Expires in \d+s/)).toBeVisible();
      // The "OTP sent" toast would sit over the card in the screenshot and is not what is under test.
      await page.getByRole('button', { name: 'Close toast' }).click();
      await expectAccessible(page, `otp-${theme}`);
    });

    for (const [name, path] of [
      ['about', '/aboutus'],
      ['terms', '/terms-and-conditions'],
      ['privacy', '/privacy-policy'],
      ['refunds', '/refund-policy'],
      ['not-found', '/no-such-page'],
    ] as const) {
      test(`the ${name} page`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, `${name}-${theme}`);
      });
    }

    test('the arrival setup, with its errors showing', async ({ page, request }) => {
      const session = await apiLogin(request, `91${freshLocalPhone()}`);
      await useToken(page, session.token);
      await useTheme(page, theme);
      await page.goto('/user/shopping');
      await expect(page.getByText('Select when you want to get the baggage delivered')).toBeVisible();
      await expectAccessible(page, `arrival-${theme}`);

      await page.getByRole('button', { name: 'Continue »' }).click();
      await expect(page.getByText('Please select both airport and arrival time')).toBeVisible();
      await page.getByLabel('Arrival airport').selectOption({ label: 'Cochin International Airport (COK)' });
      await expectAccessible(page, `arrival-errors-${theme}`);
    });

    test('the shopping page and the mobile header', async ({ page, request }) => {
      const session = await signedInTraveller(page, request);
      // Something in the cart, so the header's badge is part of what is checked.
      const listed = await request.get('/api/categories/1/products', { headers: session.headers });
      const { product } = (await listed.json()) as { product: { id: number; stockStatus: string }[] };
      const inStock = product.find((p) => p.stockStatus === 'IN_STOCK');
      expect(inStock, 'an in-stock product in category 1').toBeTruthy();
      const added = await request.post('/api/cart/add', {
        headers: session.headers,
        data: { productId: inStock!.id, quantity: 2 },
      });
      expect(added.status(), await added.text()).toBe(200);
      await useTheme(page, theme);
      // The header's shortcuts are a phone's: from md up the sidebar names the cart and notices.
      await page.setViewportSize({ width: 380, height: 800 });
      await page.goto('/user/shopping');
      await expect(
        page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Cart, 2 items' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `shopping-${theme}`, { labelInName: false });
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeHidden();
      await expectAccessible(page, `shopping-desktop-${theme}`, { labelInName: false });
    });
  });
}

/**
 * A traveller with something on every signed-in screen: a paid order, two lines in the cart, one product
 * on the wishlist; and those screens, each with what shows it has loaded.
 */
async function travellerScreens(request: APIRequestContext) {
  const traveller = await travellerPays(request);
  const { headers } = traveller;
  const [first, second] = await inStockProducts(request, headers, 2);
  for (const line of [first!, second!]) {
    const added = await request.post('/api/cart/add', { headers, data: { productId: line.id, quantity: 1 } });
    expect(added.status(), await added.text()).toBe(200);
  }
  const wished = await request.post(`/api/wishlist/add?productId=${first!.id}`, { headers });
  expect(wished.status(), await wished.text()).toBe(200);
  const screens: { name: string; path: string; ready: (page: Page) => Promise<void>; labelInName?: boolean }[] = [
    {
      name: 'product',
      path: `/user/shopping/view-product/${first!.id}`,
      ready: (page) => expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible(),
      labelInName: false,
    },
    { name: 'cart', path: '/user/cart', ready: (page) => expect(page.getByText(second!.name).first()).toBeVisible() },
    {
      name: 'checkout',
      path: '/user/checkout',
      ready: (page) => expect(page.getByRole('button', { name: /^Pay/ }).first()).toBeVisible(),
    },
    {
      name: 'orders',
      path: '/user/order-history',
      ready: (page) => expect(page.getByText(`#${traveller.orderId}`).first()).toBeVisible(),
    },
    {
      name: 'confirmation',
      path: `/user/orders/${traveller.orderId}/confirmed`,
      ready: (page) => expect(page.getByText(traveller.product.name).first()).toBeVisible(),
    },
    {
      name: 'track-order',
      path: `/track-order/${traveller.orderId}`,
      ready: (page) => expect(page.getByText(traveller.product.name).first()).toBeVisible(),
    },
    { name: 'wishlist', path: '/user/wishlist', ready: (page) => expect(page.getByText(first!.name).first()).toBeVisible() },
    {
      name: 'notifications',
      path: '/user/notifications',
      ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    { name: 'settings', path: '/user/settings', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
    {
      name: 'profile-edit',
      path: '/user/profile/edit',
      ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    {
      name: 'delivery-points',
      path: '/user/map',
      ready: (page) => expect(page.getByRole('link', { name: /map/i }).first()).toBeVisible(),
    },
  ];
  return { token: traveller.token, screens };
}

// One test per theme, so the two run side by side.
for (const theme of themes) {
  test(`the traveller screens, ${theme} theme`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const { token, screens } = await travellerScreens(request);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await useToken(page, token);
    await useTheme(page, theme);
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready(page);
      await expectAccessible(page, `${screen.name}-${theme}`, { labelInName: screen.labelInName ?? true });
    }
  });
}

/**
 * The staff board and the admin screens, one test per theme so they run side by side. Each theme has
 * its own admin (an admin may use the staff board): a role phone gets one code a minute.
 */
const themeAdmins: Record<Theme, string> = {
  light: E2E_ACCESSIBILITY_ADMIN_PHONE,
  dark: E2E_ACCESSIBILITY_DARK_ADMIN_PHONE,
};
for (const theme of themes) {
  test(`the staff and admin screens, ${theme} theme`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const admin = await apiLogin(request, themeAdmins[theme]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await useToken(page, admin.token);
    await useTheme(page, theme);

    await page.goto('/staff-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
    // The demo history leaves paid orders waiting at every airport. The list moves as other journeys' orders
    // arrive or are accepted, so a click that opened no summary (its row redrawn or gone) is made again.
    await expect(async () => {
      await page
        .getByRole('button', { name: /^View order #\d+$/ })
        .first()
        .click();
      await expect(
        page.getByRole('region', { name: 'Order Summary' }).getByRole('heading', { name: /^Order #\d+$/ }),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // Other journeys' orders pop up here as live toasts at any moment; they are held to the same rules.
    await expectAccessible(page, `staff-dashboard-${theme}`, { labelInName: false });

    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The refunds panel has loaded when it counts them.
    await expect(page.getByText(/being retried · \d+ failed/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Stock Tracking per Product Per Location' })).toBeVisible();
    await expectAccessible(page, `admin-dashboard-${theme}`, { labelInName: false });

    await page.goto('/stocks');
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first()).toBeVisible();
    await expectAccessible(page, `stocks-${theme}`);

    await page.goto('/stocks/1');
    const firstProduct = page.getByRole('article').first();
    await expect(firstProduct).toBeVisible();
    await expectAccessible(page, `stock-category-${theme}`);

    await page.goto('/stocks/1/products/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New Product' })).toBeVisible();
    await expectAccessible(page, `product-new-${theme}`);

    await page.goto('/stocks/1');
    await firstProduct.getByRole('link', { name: /^Edit / }).click();
    await expect(page.getByRole('table', { name: 'Stock per airport' })).toBeVisible();
    await expectAccessible(page, `product-edit-${theme}`);

    await page.goto('/counters');
    await expect(page.getByRole('heading', { level: 1, name: 'Pickup Counters' })).toBeVisible();
    await expect(page.getByLabel('Place').first()).toBeVisible();
    await expectAccessible(page, `counters-${theme}`);

    await page.goto('/stock-analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock Analytics' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
    await expectAccessible(page, `stock-analytics-${theme}`, { labelInName: false });
  });
}
