import { expect, test } from '@playwright/test';
import { setArrival, signedInTraveller } from './support/api-session.ts';
import { screenshotAtWidths } from './support/screenshots.ts';

const COK = 1;
const TRV = 2;
const CNN = 4;
const PERFUMES = 'Perfumes & Attars';
const OUD = 'Oud Al Layl Eau de Parfum 100 ml';
const JASMINE = 'Malabar Jasmine Attar 12 ml';
/** In the demo catalogue: none left at Thiruvananthapuram. */
const AMBER_DUNES = 'Amber Dunes Eau de Parfum 75 ml';

// The reference currency follows the browser language; pin it so the converted amount is in dollars.
test.use({ locale: 'en-US' });

test('a traveller browses the categories, fills and empties the cart, and keeps a wishlist', async ({ page, request }) => {
  const { headers } = await signedInTraveller(page, request, COK);
  const categories: { id: number; name: string; productCount: number }[] = await (
    await request.get('/api/categories/getAll', { headers })
  ).json();
  // The carousel skips categories with nothing at the traveller's airport. The admin journey, running
  // alongside, may be filling a new one right now, so the last stop is the last non-empty category or
  // one made after it.
  const lastNonEmpty = categories.filter((category) => category.productCount > 0).at(-1)!;

  const heading = page.getByRole('heading', { level: 1 });

  await page.goto('/user/shopping');
  await expect(page).toHaveURL(/\/user\/shopping\/1$/);
  await expect(heading).toHaveText(PERFUMES);

  // Back from the first category wraps to the last one, and forward from there wraps to the first.
  await page.getByRole('link', { name: 'Previous category' }).click();
  await expect(page).not.toHaveURL(/\/user\/shopping\/1$/);
  const lastStopId = Number(/\/user\/shopping\/(\d+)$/.exec(page.url())![1]);
  expect(lastStopId).toBeGreaterThanOrEqual(lastNonEmpty.id);
  const lastStop: { name: string } = await (await request.get(`/api/categories/${lastStopId}`, { headers })).json();
  await expect(heading).toHaveText(lastStop.name);
  await page.getByRole('link', { name: 'Next category' }).click();
  await expect(heading).toHaveText(PERFUMES);
  await page.getByRole('link', { name: 'Next category' }).click();
  await expect(heading).toHaveText(categories[1]!.name);
  await page.getByRole('link', { name: 'Previous category' }).click();
  await expect(heading).toHaveText(PERFUMES);

  await page
    .getByRole('list', { name: `${PERFUMES} products` })
    .getByRole('link', { name: OUD })
    .click();
  await expect(heading).toHaveText(OUD);
  await expect(page.getByText(/^≈ \$[\d,]+\.\d{2} · reference rate of \d{1,2} \w{3} \d{4}; you pay in INR$/)).toBeVisible();

  // The video really plays.
  await page.getByRole('button', { name: 'Watch Product Video' }).click();
  const video = page.getByRole('dialog', { name: OUD }).locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const stepper = page.getByRole('group', { name: `Quantity of ${OUD}` });
  await expect(stepper.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stepper.getByRole('status')).toHaveText('3');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 3 items, total ₹7,497\.00$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More like this' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'More like this' }).getByRole('link', { name: OUD })).toHaveCount(0);
  await screenshotAtWidths(page, 'product');

  await page.getByRole('link', { name: PERFUMES }).click();
  await expect(heading).toHaveText(PERFUMES);
  await screenshotAtWidths(page, 'category');

  await page.getByRole('link', { name: /^Cart, 3 items/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const line = page.getByRole('listitem', { name: OUD });
  await expect(line.getByRole('status')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Proceed to Pay' })).toBeVisible();
  await screenshotAtWidths(page, 'cart');

  // Down to one in two quick taps, where the minus turns into a delete button: each tap shows at once, and
  // once paying is offered again the server holds what the screen shows.
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.getByRole('status')).toHaveText('2');
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.getByRole('status')).toHaveText('1');
  await expect(line.getByRole('button', { name: 'Decrease quantity' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Proceed to Pay' })).toBeVisible();
  const held: { cart: { quantity: number }[] } = await (await request.get('/api/cart/CartDetails', { headers })).json();
  expect(held.cart.map((cartLine) => cartLine.quantity)).toEqual([1]);
  await line.getByRole('button', { name: 'Delete from cart' }).click();
  await expect(page.getByText('Item removed from cart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
  await screenshotAtWidths(page, 'cart-empty');

  await page.goto('/user/shopping/1');
  await page
    .getByRole('list', { name: `${PERFUMES} products` })
    .getByRole('link', { name: JASMINE })
    .click();
  const heart = page.getByRole('button', { name: 'Save to wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Product added to wishlist!')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wishlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wishlist products' }).getByRole('link', { name: JASMINE })).toBeVisible();
  await screenshotAtWidths(page, 'wishlist');
});

test('quick add from a product card, no adding what the airport has run out of, and a cart line flagged after changing airport', async ({
  page,
  request,
}) => {
  const { headers } = await signedInTraveller(page, request, TRV);
  await page.goto('/user/shopping/1');
  const grid = page.getByRole('list', { name: `${PERFUMES} products` });

  const soldOut = grid.getByRole('listitem').filter({ hasText: AMBER_DUNES });
  await expect(soldOut.getByText('Out of Stock')).toBeVisible();
  await expect(soldOut.getByRole('button', { name: `Add ${AMBER_DUNES} to cart` })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();

  await grid.getByRole('button', { name: `Add ${OUD} to cart` }).click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 1 item,/ })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/shopping\/1$/);
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/user/checkout');

  // Kannur has none of it, so the line stays in the cart but cannot be paid for.
  await setArrival(request, headers, CNN);
  await page.goto('/user/cart');
  const line = page.getByRole('listitem', { name: OUD });
  await expect(line.getByText('Out of stock at CNN')).toBeVisible();
  await expect(page.getByText('Total (0 items)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
  await screenshotAtWidths(page, 'cart-unavailable');
});
