import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInTraveller } from './support/api-session.ts';
import { screenshotAtWidths } from './support/screenshots.ts';

const COK = 1;
/** The cancel-and-fail journey checks stock to the unit, so it shops where no other journey does. */
const CCJ = 3;
const CATEGORY = 1;

interface CatalogueProduct {
  id: number;
  name: string;
  stockStatus: string | null;
  stockLeft: number | null;
}

/**
 * A signed-in traveller with an arrival at the airport and one in-stock product in the cart. Copies of a
 * journey run side by side (--repeat-each) each take another product, so their holds never meet.
 */
async function travellerWithCart(page: Page, request: APIRequestContext, airportId: number, quantity: number) {
  const { headers } = await signedInTraveller(page, request, airportId);
  const category = await request.get(`/api/categories/${CATEGORY}/products`, { headers });
  expect(category.status()).toBe(200);
  const products: CatalogueProduct[] = (await category.json()).product;
  const inStock = products.filter((p) => p.stockStatus === 'IN_STOCK');
  expect(inStock.length, 'in-stock products in category 1').toBeGreaterThan(0);
  const product = inStock[test.info().repeatEachIndex % inStock.length];
  const added = await request.post('/api/cart/add', { headers, data: { productId: product!.id, quantity } });
  expect(added.status(), await added.text()).toBe(200);
  return { headers, product: product! };
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Pay with Razorpay' });
const sandboxDialog = (page: Page) => page.getByRole('dialog', { name: 'Sandbox payment — no real money' });

test('a traveller pays in the sandbox, finds the order with its pickup code and tracks it', async ({ page, request }) => {
  const { product } = await travellerWithCart(page, request, COK, 2);

  await page.goto('/user/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Pickup airport')).toHaveValue(String(COK));
  await expect(page.getByRole('list', { name: 'Order lines' }).getByText(product.name)).toBeVisible();
  await expect(page.getByText('including all taxes')).toBeVisible();
  await screenshotAtWidths(page, 'checkout');

  await payButton(page).click();
  const dialog = sandboxDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Arrival Shop')).toBeVisible();
  await expect(page.getByText(/^Items held for you until \d\d:\d\d$/)).toBeVisible();
  await screenshotAtWidths(page, 'checkout-sandbox');

  await dialog.getByRole('button', { name: /^Pay ₹[\d,]+\.\d{2}$/ }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  // A paid order opens its confirmation; My Orders lists it from there.
  await expect(page).toHaveURL(/\/user\/orders\/\d+\/confirmed$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/user\/order-history$/);

  await expect(page.getByRole('tab', { name: 'Current', selected: true })).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  const orderId = Number((await card.getByRole('heading').textContent())!.replace('Order #', ''));
  await expect(card.getByText(/^\d{6}$/)).toBeVisible();
  await expect(card.locator('div', { has: page.getByText('Quantity', { exact: true }) }).locator('dd')).toHaveText('2');
  await expect(card.getByText(product.name)).toBeVisible();
  await screenshotAtWidths(page, 'order-history');
  const pickupCode = (await card.getByText(/^\d{6}$/).textContent())!;

  await card.getByRole('link', { name: `Track Order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/track-order/${orderId}$`));
  const checkTracking = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Track Order' })).toBeVisible();
    await expect(page.getByText(`#${orderId}`, { exact: true })).toBeVisible();
    const progress = page.getByRole('list', { name: 'Order progress' });
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Confirmed');
    await expect(page.getByText(pickupCode, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Pickup code QR' })).toBeVisible();
  };
  await checkTracking();
  await screenshotAtWidths(page, 'track-order');

  // The order comes from its id, so a reload (or a shared link) keeps it.
  await page.reload();
  await checkTracking();
});

test('a cancelled or failed payment leaves the cart as it was and gives the held stock back', async ({ page, request }) => {
  const { headers, product } = await travellerWithCart(page, request, CCJ, 1);
  const stockLeft = async () => (await (await request.get(`/api/product/${product.id}`, { headers })).json()).stockLeft as number;
  const cartLines = async () => (await (await request.get('/api/cart/CartDetails', { headers })).json()).cart.length as number;
  const stockBefore = await stockLeft();

  await page.goto('/user/checkout');
  await payButton(page).click();
  await expect(sandboxDialog(page)).toBeVisible();
  await sandboxDialog(page).getByRole('button', { name: 'Close dialog' }).click();
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(sandboxDialog(page)).toBeHidden();
  await expect(payButton(page)).toBeEnabled();
  await expect(page.getByRole('list', { name: 'Order lines' }).getByText(product.name)).toBeVisible();
  expect(await cartLines()).toBe(1);
  // Closing the window keeps the 15-minute hold, so the traveller can come back to pay.
  expect(await stockLeft()).toBe(stockBefore - 1);

  await payButton(page).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
  await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Payment failed: the bank declined the card')).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/user\/checkout$/);
  await expect(page.getByRole('list', { name: 'Order lines' }).getByText(product.name)).toBeVisible();
  expect(await cartLines()).toBe(1);
  // A declined payment ends the hold at once.
  await expect.poll(stockLeft).toBe(stockBefore);
});
