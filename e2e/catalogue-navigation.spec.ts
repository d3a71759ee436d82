import { expect, test, type Page } from '@playwright/test';
import { signedInTraveller } from './support/api-session.ts';
import { requestsFrom } from './support/requests.ts';
import { screenshotAtWidths } from './support/screenshots.ts';

const COK = 1;
const PERFUMES = 'Perfumes & Attars';

test.use({ locale: 'en-US', viewport: { width: 380, height: 800 } });

const prices = async (list: ReturnType<Page['getByRole']>) =>
  (
    await list
      .getByRole('listitem')
      .getByText(/^₹[\d,]+\.\d{2}$/)
      .allTextContents()
  ).map((text) => Number(text.replace(/[₹,]/g, '')));

test('a traveller on a phone reaches any category in one tap, finds chocolate despite a typo, and sorts by price', async ({
  page,
  request,
}) => {
  const { headers } = await signedInTraveller(page, request, COK);
  const categories: { id: number; name: string; productCount: number }[] = await (
    await request.get('/api/categories/getAll', { headers })
  ).json();
  const offered = categories.filter((category) => category.productCount > 0).map((category) => category.name);
  const heading = page.getByRole('heading', { level: 1 });

  await page.goto('/user/shopping');
  await expect(heading).toHaveText(PERFUMES);
  const chips = page.getByRole('navigation', { name: 'Categories' });
  // Other journeys add categories meanwhile: the row holds at least every category offered a moment
  // ago, and what the page itself shows is what its arrows count.
  await expect.poll(() => chips.getByRole('link').allInnerTexts()).toEqual(expect.arrayContaining(offered));
  const shown = await chips.getByRole('link').allInnerTexts();
  await expect(chips.getByRole('link', { name: PERFUMES })).toHaveAttribute('aria-current', 'page');

  // The last category is one tap away: its chip scrolls into reach in the row, no arrows needed.
  const lastChip = chips.getByRole('link').last();
  await lastChip.click();
  await expect(page).toHaveURL(/\/user\/shopping\/\d+$/);
  await expect(heading).toHaveText(shown.at(-1)!);
  await expect(lastChip).toHaveAttribute('aria-current', 'page');
  await expect(lastChip).toBeInViewport();
  // The ‹ › arrows are still there and agree with the chips.
  await expect(page.getByText(`Category ${shown.length} of ${shown.length}`, { exact: false })).toBeVisible();
  // Opened afresh (a reload, a shared link), the row is scrolled to the current chip, all of it in view. Found
  // by its name: a category another journey adds meanwhile comes last in the row.
  await page.reload();
  const currentChip = chips.getByRole('link', { name: shown.at(-1)!, exact: true });
  await expect(currentChip).toHaveAttribute('aria-current', 'page');
  await expect(currentChip).toBeInViewport({ ratio: 1 });

  await chips.getByRole('link', { name: PERFUMES }).click();
  await expect(heading).toHaveText(PERFUMES);
  const grid = page.getByRole('list', { name: `${PERFUMES} products` });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await screenshotAtWidths(page, 'catalogue-category', { themes: true });

  // Sorting by price reorders the category, cheapest first, then dearest first.
  const before = await prices(grid);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\?sort=price-asc$/);
  await expect.poll(() => prices(grid)).toEqual([...before].sort((a, b) => a - b));
  expect(await prices(grid)).not.toEqual(before);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
  await expect.poll(() => prices(grid)).toEqual([...before].sort((a, b) => b - a));

  // A typo still finds the chocolates, and the count is announced.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('choclate');
  await expect(heading).toHaveText('Search results');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: 'Idukki Cocoa 70% Dark Chocolate 100 g' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Cardamom Milk Chocolate 100 g' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ results? for “choclate”$/ })).toBeVisible();
  // The sort chosen on the category carries over to the results, and can be changed there.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
  const dearestFirst = await prices(results);
  expect(dearestFirst).toEqual([...dearestFirst].sort((a, b) => b - a));
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect.poll(() => prices(results)).toEqual([...dearestFirst].sort((a, b) => a - b));

  // A card of something already in the cart says how many.
  await results.getByRole('button', { name: 'Add Cardamom Milk Chocolate 100 g to cart' }).click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await expect(
    results.getByRole('listitem').filter({ hasText: 'Cardamom Milk Chocolate 100 g' }).getByText('In cart ×1'),
  ).toBeVisible();
  await screenshotAtWidths(page, 'catalogue-search', { themes: true });

  // A result opens its product; Back returns to the same results.
  await results.getByRole('link', { name: 'Cardamom Milk Chocolate 100 g' }).click();
  await expect(heading).toHaveText('Cardamom Milk Chocolate 100 g');
  await screenshotAtWidths(page, 'catalogue-product', { themes: true });
  await page.goBack();
  await expect(heading).toHaveText('Search results');
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('choclate');

  // Many matches come a page at a time, and the rest as the traveller scrolls to the end.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('a');
  const count = page.getByRole('status').filter({ hasText: /^\d+ results for “a”$/ });
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(24);
  await expect(results.getByRole('listitem')).toHaveCount(24);
  await page.getByText(`Showing 24 of ${total} products`).scrollIntoViewIfNeeded();
  await expect(results.getByRole('listitem')).toHaveCount(total);
  await expect(page.getByText(`Showing all ${total} products`)).toBeVisible();

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(heading).toHaveText(PERFUMES);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
});

test("a phone fetches the next category's first page while the traveller looks at this one, and its arrow opens it from there", async ({
  page,
  request,
}) => {
  await signedInTraveller(page, request, COK);
  const requested = requestsFrom(page);
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto('/user/shopping');
  await expect(heading).toHaveText(PERFUMES);
  const next = page.getByRole('link', { name: 'Next category' });
  const nextId = (await next.getAttribute('href'))!.split('/').pop()!.split('?')[0];
  const nextPage = `/api/categories/${nextId}/products`;

  const nextPageAsked = () => requested.filter((path) => path.split('?')[0] === nextPage);

  // Nothing near the arrow: the page is asked for once the first grid is drawn.
  await expect.poll(() => nextPageAsked()).toHaveLength(1);
  await next.click();
  await expect(heading).not.toHaveText(PERFUMES);
  const nextName = await heading.innerText();
  await expect(
    page
      .getByRole('list', { name: `${nextName} products` })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  expect(nextPageAsked()).toHaveLength(1);
});
