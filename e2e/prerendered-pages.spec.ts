import { expect, test, type Page } from '@playwright/test';
import { signedInTraveller } from './support/api-session.ts';
import { holdRequests } from './support/held-requests.ts';

/**
 * The page gets its HTML (with its inline head script: the pre-paint check, or index.html's) and stylesheet
 * but none of the app's code: a phone's screen before the JavaScript arrives.
 */
async function withoutTheApp(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

const hero = (page: Page) => page.getByRole('heading', { name: 'Shop before you land. Collect on arrival.' });

/** Layout shifts scored on this page so far (Lighthouse's CLS adds them up), each with what moved. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
        const shifts: { value: number; moved: string[] }[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            // What moved, marked when it is in the top bar.
            const moved = entry.sources.map(({ node }) =>
              node instanceof Element
                ? `${node.closest('header') ? 'header › ' : ''}${node.tagName.toLowerCase()}.${node.className}`
                : String(node?.nodeName),
            );
            shifts.push({ value: entry.value, moved });
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(shifts);
        }, 500);
      }),
  );

test.use({ viewport: { width: 380, height: 800 } });

test('the login screen is drawn before any of the app’s code runs, for a signed-out English visitor', async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('Shop before you land. Collect on arrival.');

  await withoutTheApp(page);
  await page.goto('/login');
  await expect(page).toHaveTitle('Login · Arrival Shop');
  await expect(hero(page)).toBeVisible();
  await expect(page.getByText('Login with WhatsApp')).toBeVisible();
  await expect(page.getByLabel('WhatsApp number')).toBeVisible();
  // Nothing can be typed into the drawn form: the app's own form replaces it, and would drop what it held.
  const phoneTakesFocus = await page.locator('#phone').evaluate((input) => {
    input.focus();
    return document.activeElement === input;
  });
  expect(phoneTakesFocus).toBe(false);

  await page.goto('/aboutus');
  await expect(page).toHaveTitle('About · Arrival Shop');
  await expect(page.getByRole('heading', { name: 'Your shopping, waiting for you at the arrivals hall.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a first visit to the shop’s address is sent to the login screen drawn in advance', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/?utm_source=whatsapp');
  await expect(page).toHaveURL(/\/login\?utm_source=whatsapp$/);
  await expect(hero(page)).toBeVisible();
});

test('the prerendered page is kept from visitors it was not drawn for, and takes their theme', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/api/health');

  await page.evaluate(() => localStorage.setItem('arrival-language', JSON.stringify({ language: 'ml', unsaved: false })));
  await page.goto('/login');
  await expect(page.locator('[data-prerendered]')).toBeAttached();
  await expect(hero(page)).toBeHidden();
  // The app draws the page at once instead, and its Malayalam catalogue is fetched beside its code.
  const catalogue = page.locator('head link[rel="modulepreload"][href^="/assets/ml-"]');
  await expect(catalogue).toHaveCount(1);

  await page.evaluate(() => {
    localStorage.removeItem('arrival-language');
    sessionStorage.setItem('token', 'a-signed-in-tab');
  });
  await page.goto('/aboutus');
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
  // In English the app starts with no catalogue to fetch.
  await expect(page.locator('head link[rel="modulepreload"]').first()).toBeAttached();
  await expect(catalogue).toHaveCount(0);

  await page.evaluate(() => {
    sessionStorage.removeItem('token');
    sessionStorage.setItem('vite-ui-theme', 'dark');
  });
  await page.goto('/login');
  await expect(hero(page)).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the app takes the prerendered login screen over in place: nothing moves, and the form works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/login');
  // The app's own screen has replaced the markup drawn at build time.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(hero(page)).toBeVisible();
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);

  await page.getByLabel('WhatsApp number').fill('9876543210');
  await page.getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Continue with WhatsApp' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test.describe('a browser set to Malayalam', () => {
  test.use({ locale: 'ml-IN' });
  const malayalamHero = (page: Page) => page.getByRole('heading', { name: 'ഇറങ്ങും മുമ്പേ വാങ്ങൂ. എത്തുമ്പോൾ കൈപ്പറ്റൂ.' });

  test('gets the login screen drawn in Malayalam before any of the app’s code runs', async ({ page }) => {
    await withoutTheApp(page);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
    await expect(page).toHaveTitle('ലോഗിൻ · Arrival Shop');
    await expect(malayalamHero(page)).toBeVisible();
    await expect(page.getByText('WhatsApp വഴി ലോഗിൻ ചെയ്യുക')).toBeVisible();

    // One who chose English on this device is not shown it: the app draws their page.
    await page.evaluate(() => localStorage.setItem('arrival-language', JSON.stringify({ language: 'en', unsaved: true })));
    await page.goto('/login');
    await expect(page.locator('[data-prerendered]')).toBeAttached();
    await expect(malayalamHero(page)).toBeHidden();
  });

  test('the app takes the Malayalam login screen over in place: nothing moves', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/index-*.js');
    await page.goto('/login');
    await expect(page.locator('[data-prerendered]')).toBeAttached();
    await expect(malayalamHero(page)).toBeVisible();
    const drawnBefore = await malayalamHero(page).boundingBox();

    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(malayalamHero(page)).toBeVisible();
    expect(await malayalamHero(page).boundingBox()).toEqual(drawnBefore);
    const shifts = await layoutShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  });
});

test('every other route shows the loading spinner before any of the app’s code runs, and the app replaces it', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('/user/order-history');
  const spinner = page.locator('#root svg.animate-spin');
  await expect(spinner).toBeVisible();
  // It fades in after a second, so a start quicker than that never flashes it.
  await expect(page.locator('[data-loading-shell] > div')).toHaveCSS('opacity', '1');
  // No words: the spinner is drawn before the visitor's language is known. Signed out, no top bar either:
  // the route is on its way to the login screen.
  await expect(page.locator('[data-loading-shell] header')).toBeHidden();
  expect((await page.locator('#root').innerText()).trim()).toBe('');

  await page.unrouteAll();
  await page.goto('/user/order-history');
  // Signed out, the app sends the visitor to its login screen, which takes the spinner's place.
  await expect(page).toHaveURL(/\/login/);
  await expect(hero(page)).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test('a signed-in visitor sees the top bar of the screen on its way, in their theme, before any of the app’s code runs', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('/api/health');
  await page.evaluate(() => {
    sessionStorage.setItem('token', 'a-signed-in-tab');
    sessionStorage.setItem('vite-ui-theme', 'dark');
  });
  await page.goto('/user/order-history');
  const bar = page.locator('[data-loading-shell] header');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Arrival Shop');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('#root svg.animate-spin')).toBeVisible();
  // Inert until the app replaces it: its menu button cannot take focus, so a press is not lost.
  const menuTakesFocus = await bar.locator('button').evaluate((button: HTMLElement) => {
    button.focus();
    return document.activeElement === button;
  });
  expect(menuTakesFocus).toBe(false);
});

test('the app takes the loading shell’s top bar over in place: nothing moves', async ({ page, request }) => {
  await signedInTraveller(page, request);
  // The app's entry is held back until the shell's bar has been measured.
  const release = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('/user/shopping/1', { waitUntil: 'commit' });
  const shellBar = page.locator('[data-loading-shell] header');
  await expect(shellBar).toBeVisible();
  // Measured as it is painted: with the stylesheet in, which holds the first paint back but not a measure.
  await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet != null);
  const drawnBefore = await shellBar.getByText('Arrival Shop').boundingBox();

  release();
  await expect(page.locator('[data-loading-shell]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  expect(await page.locator('header').getByText('Arrival Shop').boundingBox()).toEqual(drawnBefore);
  // The screen below may still settle as its data arrives; the bar does not move.
  const movedInBar = (await layoutShifts(page)).flatMap((shift) => shift.moved).filter((moved) => moved.startsWith('header'));
  expect(movedInBar).toEqual([]);
});
