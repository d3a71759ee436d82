import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, signedInTraveller, useToken } from './support/api-session.ts';
import { SHOTS_DIR, takeScreenshots } from './support/screenshots.ts';
import { E2E_CATALOGUE_ADMIN_PHONE } from './support/roles.ts';

const COK = 1;
/** One more than the grid's page of 24, and a few: the second page holds the last 6. */
const PRODUCT_COUNT = 30;

test.use({ locale: 'en-US' });

/** A new category of PRODUCT_COUNT products offered at Kochi, made by an admin the way the admin screens do. */
async function longCategory(request: APIRequestContext) {
  const { headers } = await apiLogin(request, E2E_CATALOGUE_ADMIN_PHONE);
  const demo = await (await request.get('/api/categories/1/products?page=0&size=1', { headers })).json();
  const image: string = demo.product[0].images[0].imageUrl;
  const added = await request.post('/api/categories/add', { headers, data: { name: `Kerala Snacks ${Date.now()}` } });
  expect(added.status(), await added.text()).toBe(200);
  const category: { id: number; name: string } = await added.json();
  for (let n = 1; n <= PRODUCT_COUNT; n += 1) {
    const product = await request.post('/api/product/add', {
      headers,
      data: {
        name: `Banana Chips No. ${n}`,
        description: 'Thin Nendran banana chips fried in coconut oil.',
        price: 100 + n,
        categories: [category.id],
        locations: [COK],
        images: [image],
      },
    });
    expect(product.status(), await product.text()).toBe(200);
  }
  return category;
}

test('a category longer than one page loads the rest as the traveller scrolls, or from Load more by keyboard', async ({
  page,
  request,
}) => {
  const category = await longCategory(request);
  const traveller = await signedInTraveller(page, request, COK);
  await page.setViewportSize({ width: 380, height: 800 });

  await page.goto(`/user/shopping/${category.id}`);
  const grid = page.getByRole('list', { name: `${category.name} products` });
  const cards = grid.getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 24 of 30 products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  if (takeScreenshots) await page.screenshot({ path: `${SHOTS_DIR}/catalogue-paging-380.png`, fullPage: true });

  // Scrolling to the end brings the second page; every product shows once, in the shop's order.
  for (let i = 0; i < 20 && (await cards.count()) < PRODUCT_COUNT; i += 1) await page.mouse.wheel(0, 1500);
  await expect(cards).toHaveCount(PRODUCT_COUNT);
  await expect(page.getByRole('status').filter({ hasText: 'Showing all 30 products' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const names = await grid.getByRole('link').allTextContents();
  expect(names).toEqual(Array.from({ length: PRODUCT_COUNT }, (_, i) => `Banana Chips No. ${i + 1}`));

  // A product opens at the top of its page; Back returns to the grid where the traveller left it. The link
  // is brought into view first (a click would scroll to it), and the place read once the page stands still.
  const product = grid.getByRole('link', { name: 'Banana Chips No. 28', exact: true });
  await product.scrollIntoViewIfNeeded();
  let leftAt = -1;
  await expect.poll(async () => leftAt === (leftAt = await page.evaluate(() => window.scrollY)), { intervals: [250] }).toBe(true);
  expect(leftAt).toBeGreaterThan(1000);
  await product.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banana Chips No. 28' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(cards).toHaveCount(PRODUCT_COUNT);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);

  // Without the observer (and for anyone who would rather not scroll), the button loads the next page from
  // the keyboard and focus moves to the first product it brought.
  const keyboardPage = await page.context().newPage();
  await useToken(keyboardPage, traveller.token);
  await keyboardPage.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
  await keyboardPage.setViewportSize({ width: 380, height: 800 });
  await keyboardPage.goto(`/user/shopping/${category.id}?sort=price-desc`);
  const keyboardCards = keyboardPage.getByRole('list', { name: `${category.name} products` }).getByRole('listitem');
  await expect(keyboardCards).toHaveCount(24);
  await keyboardCards.last().getByRole('link').first().focus();
  const loadMore = keyboardPage.getByRole('button', { name: 'Load more' });
  for (let i = 0; i < 4 && !(await loadMore.evaluate((button) => button === document.activeElement)); i += 1) {
    await keyboardPage.keyboard.press('Tab');
  }
  await expect(loadMore).toBeFocused();
  if (takeScreenshots) await keyboardPage.screenshot({ path: `${SHOTS_DIR}/catalogue-load-more-380.png` });
  await keyboardPage.keyboard.press('Enter');
  await expect(keyboardCards).toHaveCount(PRODUCT_COUNT);
  await expect(keyboardCards.nth(24).getByRole('link').first()).toBeFocused();
  // Price high to low: No. 30 costs the most, so the second page starts at No. 6.
  await expect(keyboardCards.nth(24)).toContainText('Banana Chips No. 6');
  await keyboardPage.close();
});
