import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInTraveller } from './support/api-session.ts';
import { inStockProducts } from './support/orders.ts';

const COK = 1;
const PERFUMES = 'Perfumes & Attars';

test.use({ viewport: { width: 380, height: 800 } });

/** A signed-in traveller landing at Cochin, with two different products put in the cart from the shop's grid. */
async function travellerWithTwoProducts(page: Page, request: APIRequestContext) {
  const { headers } = await signedInTraveller(page, request, COK);
  const products = await inStockProducts(request, headers, 2);

  await page.goto('/user/shopping/1');
  const grid = page.getByRole('list', { name: `${PERFUMES} products` });
  for (const [index, product] of products.entries()) {
    await grid.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    await expect(page.getByRole('link', { name: new RegExp(`^Cart, ${index + 1} items?,`) })).toBeVisible();
  }
  return products;
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Pay with Razorpay' });
const sandboxDialog = (page: Page) => page.getByRole('dialog', { name: 'Sandbox payment — no real money' });

/** Pay is on screen at load, without scrolling: the phone's sticky bar holds it. */
async function expectPayInView(page: Page) {
  await expect(payButton(page)).toBeEnabled();
  const box = await payButton(page).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  expect(box!.x + box!.width).toBeLessThanOrEqual(380);
}

test('a traveller pays for two products on a phone and lands on the confirmation with both lines, the code and a calendar file', async ({
  page,
  request,
}) => {
  const products = await travellerWithTwoProducts(page, request);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expectPayInView(page);

  await payButton(page).click();
  const dialog = sandboxDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Pay ₹[\d,]+\.\d{2}$/ }).click();

  await expect(page).toHaveURL(/\/user\/orders\/\d+\/confirmed$/);
  const orderId = Number(/\/user\/orders\/(\d+)\/confirmed$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId} confirmed` })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const product of products) await expect(lines.filter({ hasText: product.name })).toContainText('Qty 1 ×');
  const pickupCode = page.getByText(/^\d{6}$/);
  await expect(pickupCode).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pickup code QR' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(380);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`arrival-shop-order-${orderId}.ics`);
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(ics.replace(/\r\n /g, '')).toContain(`Pickup code: ${await pickupCode.textContent()}`);

  await page.getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track-order/${orderId}$`));
});

test('a failed payment leaves a lasting message by Pay until the next attempt', async ({ page, request }) => {
  await travellerWithTwoProducts(page, request);
  await page.goto('/user/checkout');
  await expectPayInView(page);

  await payButton(page).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
  await expect(sandboxDialog(page)).toBeHidden();

  const alert = page.getByRole('alert').filter({ hasText: 'Payment failed' });
  await expect(alert).toContainText(
    'Payment failed: the bank declined the card. Nothing was charged; try again or use another method.',
  );
  await expect(alert).toBeInViewport();
  await expectPayInView(page);
  await expect(page).toHaveURL(/\/user\/checkout$/);
  // Still there once anything that came and went has gone.
  await page.mouse.wheel(0, 400);
  await expect(alert).toBeVisible();

  await payButton(page).click();
  await expect(sandboxDialog(page)).toBeVisible();
  await expect(alert).toHaveCount(0);
});
