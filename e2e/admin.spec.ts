import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, signedInTraveller, useToken } from './support/api-session.ts';
import { holdRequests } from './support/held-requests.ts';
import { payCartInSandbox } from './support/orders.ts';
import {
  E2E_ADMIN_PHONE,
  E2E_DASHBOARD_ADMIN_PHONE,
  E2E_EXPORT_ADMIN_PHONE,
  E2E_STOCK_SCREEN_ADMIN_PHONE,
} from './support/roles.ts';
import { screenshotAtWidths } from './support/screenshots.ts';

const COK = 1;
const TRV = 2;
const COK_NAME = 'Cochin International Airport (COK)';
/** A valid 1×1 PNG: the server checks the bytes and re-encodes them, so it must be a real picture. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function ordersReceived(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/admin/dashboard', { headers });
  expect(res.status()).toBe(200);
  return (await res.json()).ordersReceived as number;
}

/** Puts one of the product in the cart and pays for it in the sandbox, as the checkout screen would. */
async function buyOne(request: APIRequestContext, headers: Record<string, string>, productId: number, arrivalTime: string) {
  const added = await request.post('/api/cart/add', { headers, data: { productId, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  await payCartInSandbox(request, headers, { locationId: COK, arrivalTime });
}

/** At the narrowest supported width nothing may push the page sideways; tables scroll in their own box. */
async function screenshotWithoutSidewaysScroll(page: Page, name: string) {
  await page.setViewportSize({ width: 380, height: 900 });
  // Parts of the layout respond to the width from script, a frame after the resize; judge the settled page.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(380);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, name);
}

// Charts skip their draw-in for people who ask for less motion, so screenshots show where the data is.
test.use({ reducedMotion: 'reduce' });

const stockTable = (page: Page) => page.getByRole('table', { name: 'Stock Tracking per Product Per Location' });

/**
 * Pages the dashboard's stock table, 50 rows at a time, until `row` is on the page shown. Other journeys
 * add products beside this one, so its place in the lowest-first order is not known. The server answers
 * each page while the last stays on screen; the table's box is busy until the new one is in.
 */
async function pageStockTableTo(page: Page, row: Locator) {
  const tableBox = page.locator('[aria-busy]').filter({ has: stockTable(page) });
  const next = tableBox.getByRole('button', { name: 'Go to next page' });
  await page.getByLabel('Rows per page').selectOption('50');
  for (let pageNumber = 1; ; pageNumber += 1) {
    await expect(tableBox.getByText(new RegExp(`^Page ${pageNumber} of \\d+$`))).toBeVisible();
    await expect(tableBox).toHaveAttribute('aria-busy', 'false');
    if ((await row.count()) > 0 || !(await next.isEnabled())) return;
    await next.click();
  }
}

test('an admin adds a category and a product stocked at COK only; travellers see it there until it is hidden', async ({
  page,
  browser,
  request,
}) => {
  // One journey through three signed-in browsers, with a purchase on the way.
  test.setTimeout(120_000);
  const admin = await apiLogin(request, E2E_ADMIN_PHONE);
  await useToken(page, admin.token);
  const ordersBefore = await ordersReceived(request, admin.headers);
  const stamp = Date.now().toString(36);
  const categoryName = `Spices ${stamp}`;
  const productName = `Malabar Pepper ${stamp}`;

  // A new category, through its confirm step; an empty name is ignored.
  await page.goto('/stocks');
  await page.getByRole('button', { name: 'Add New Category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Add New Category' });
  await categoryDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(categoryDialog.getByRole('button', { name: 'Confirm' })).toBeHidden();
  await categoryDialog.getByLabel('Category name').fill(categoryName);
  await categoryDialog.getByRole('button', { name: 'Save changes' }).click();
  await categoryDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(categoryDialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  const categoryId = Number(/\/stocks\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: categoryName })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The product, checked by the form first, then saved with an uploaded picture and offered at COK.
  await page.getByRole('link', { name: 'Add New Product', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/stocks/${categoryId}/products/new$`));
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Product name must be at least 2 characters.')).toBeVisible();
  await expect(page.getByText('Product images must be at least 1 characters.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(productName);
  await page.getByLabel('Description').fill('Bold Tellicherry peppercorns, sun-dried on the Malabar coast.');
  await page.getByLabel('Price (₹)').fill('349.5');
  await expect(page.getByRole('group', { name: 'Categories' }).getByText(categoryName)).toBeVisible();
  await page.getByRole('button', { name: 'Add airport' }).click();
  await page.getByRole('option', { name: COK_NAME }).click();
  await expect(page.getByRole('button', { name: `Remove ${COK_NAME}` })).toBeVisible();
  await page.getByLabel('Upload images').setInputFiles({ name: 'pepper.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('img', { name: 'Image 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Product Added')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/stocks/${categoryId}$`));
  const card = page.getByRole('article', { name: productName });
  await expect(card.getByText('₹349.50')).toBeVisible();
  await expect(card.getByRole('checkbox', { name: `Show ${productName} to consumers` })).toBeChecked();
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  const productId = Number(
    /\/products\/(\d+)$/.exec((await card.getByRole('link', { name: `Edit ${productName}` }).getAttribute('href'))!)![1],
  );

  // Stock it at COK from the dashboard: new rows start at 0, and the table shows lowest first.
  await page.goto('/admin-dashboard');
  const row = stockTable(page).getByRole('row', { name: new RegExp(productName) });
  await pageStockTableTo(page, row);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Out of Stock')).toBeVisible();
  await row.getByRole('button', { name: `Restock ${productName} at ${COK_NAME}` }).click();
  const restock = page.getByRole('dialog', { name: 'Restock' });
  await restock.getByLabel('Add units').fill('25');
  await restock.getByRole('button', { name: 'Save changes' }).click();
  await restock.getByRole('button', { name: 'Confirm' }).click();
  await expect(restock).toBeHidden();
  await expect(page.getByText(`Added 25 to ${productName} at ${COK_NAME}; 25 left`)).toBeVisible();

  // A traveller at COK finds it in the category and buys one.
  const cokPage = await (await browser.newContext()).newPage();
  const cokTraveller = await signedInTraveller(cokPage, request, COK);
  await cokPage.goto(`/user/shopping/${categoryId}`);
  await expect(
    cokPage.getByRole('list', { name: `${categoryName} products` }).getByRole('link', { name: productName }),
  ).toBeVisible();
  await buyOne(request, cokTraveller.headers, productId, cokTraveller.arrivalTime);

  // A traveller at TRV never sees it: it is not offered there.
  const trvPage = await (await browser.newContext()).newPage();
  await signedInTraveller(trvPage, request, TRV);
  await trvPage.goto(`/user/shopping/${categoryId}`);
  await expect(trvPage.getByText('No products available in this category')).toBeVisible();

  // The admin hides it at COK with the row's switch; the COK traveller no longer sees it.
  await page.reload();
  const cokSwitch = stockTable(page).getByRole('switch', { name: `Show ${productName} at ${COK_NAME}` });
  await pageStockTableTo(page, cokSwitch);
  await expect(cokSwitch).toBeChecked();
  await cokSwitch.click();
  await expect(cokSwitch).not.toBeChecked();
  await expect(cokSwitch).toBeEnabled();
  await cokPage.reload();
  await expect(cokPage.getByText('No products available in this category')).toBeVisible();

  // The figure counts the paid order (the other journeys, running alongside, may add theirs), and the
  // orders export is a real download.
  const ordersFigure = page.getByRole('group', { name: 'Orders received' });
  await expect
    .poll(async () => Number(/[\d,]+/.exec((await ordersFigure.textContent()) ?? '')?.[0]?.replace(/,/g, '')))
    .toBeGreaterThanOrEqual(ordersBefore + 1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export orders' }).click();
  expect((await download).suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync(await (await download).path(), 'utf8')).toContain(`1 × ${productName}`);
  await screenshotWithoutSidewaysScroll(page, 'admin-dashboard');

  await page.goto(`/stocks/${categoryId}`);
  await expect(page.getByRole('article', { name: productName })).toBeVisible();
  await screenshotWithoutSidewaysScroll(page, 'admin-category');

  await page.goto(`/stocks/${categoryId}/products/${productId}`);
  await expect(page.getByRole('table', { name: 'Stock per airport' }).getByRole('row', { name: COK_NAME })).toContainText('24');
  await screenshotWithoutSidewaysScroll(page, 'admin-product-editor');
});

test('the stock screen fits a 380 px phone while its categories load, and after', async ({ page, request }) => {
  const admin = await apiLogin(request, E2E_STOCK_SCREEN_ADMIN_PHONE);
  await useToken(page, admin.token);
  await page.setViewportSize({ width: 380, height: 800 });
  const answerCategories = await holdRequests(page, '**/api/categories/getAll');

  await page.goto('/stocks');
  await expect(page.getByRole('status', { name: 'Loading categories' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(380);

  answerCategories();
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('link').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(380);
});

test("the dashboard shows its figures before the charts' code is in; each chart then takes its placeholder's place", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, E2E_DASHBOARD_ADMIN_PHONE);
  await useToken(page, admin.token);
  const releaseCharts = await holdRequests(page, '**/assets/chart-drawing-*.js');

  await page.goto('/admin-dashboard');
  await expect(page.getByRole('group', { name: 'Orders received' })).toBeVisible();
  await expect(stockTable(page)).toBeVisible();
  const placeholders = page.locator('figure > [data-chart-placeholder]');
  await expect(placeholders).toHaveCount(4);
  const heights = (selector: string) =>
    page.locator(selector).evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().height));
  const placeholderHeights = await heights('figure > [data-chart-placeholder]');

  releaseCharts();
  await expect(page.locator('figure svg.recharts-surface')).toHaveCount(4);
  await expect(placeholders).toHaveCount(0);
  expect(await heights('figure > .recharts-wrapper')).toEqual(placeholderHeights);
});

test('the dashboard downloads every stock row and every paid order as spreadsheets', async ({ page, request }) => {
  const admin = await apiLogin(request, E2E_EXPORT_ADMIN_PHONE);
  await useToken(page, admin.token);
  const stockRows = async () => {
    const res = await request.get('/api/location-stock/orderByStockLeft?page=0&size=1', { headers: admin.headers });
    return (await res.json()).totalElements as number;
  };
  const download = async (button: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
    const name = file.suggestedFilename();
    await expect(page.getByText(`Downloaded ${name}`)).toBeVisible();
    return { name, lines: readFileSync(await file.path(), 'utf8').split('\r\n') };
  };

  await page.goto('/admin-dashboard');
  // Other journeys add products meanwhile, so the file holds at least the rows there were before the click.
  const rowsBefore = await stockRows();
  const stock = await download('Export stock');
  const rowsAfter = await stockRows();
  expect(stock.name).toMatch(/^stock-\d{4}-\d\d-\d\d\.csv$/);
  expect(stock.lines[0]).toBe(
    '\uFEFFStock ID,Product ID,Product,Location ID,Location,Stock left,All-time stock,Received orders,Shown at location,Status',
  );
  expect(stock.lines.at(-1)).toBe('');
  const stockLines = stock.lines.slice(1, -1);
  expect(stockLines.length).toBeGreaterThanOrEqual(rowsBefore);
  expect(stockLines.length).toBeLessThanOrEqual(rowsAfter);
  expect(stockLines.some((line) => line.includes(`,${COK_NAME},`))).toBe(true);

  const ordersBefore = await ordersReceived(request, admin.headers);
  const orders = await download('Export orders');
  const ordersAfter = await ordersReceived(request, admin.headers);
  expect(orders.name).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
  expect(orders.lines[0]).toBe(
    '\uFEFFOrder ID,Paid at (IST),Status,Payment status,Customer,Phone,Pickup location,Pickup at (IST),Items,Total (INR),Refunded (INR)',
  );
  expect(orders.lines.at(-1)).toBe('');
  // One line per paid order; an order's items share one cell, whose line breaks are quoted.
  const orderLines = orders.lines.filter((line) => /^\d+,\d{4}-\d\d-\d\d \d\d:\d\d,/.test(line));
  expect(orderLines.length).toBeGreaterThanOrEqual(ordersBefore);
  expect(orderLines.length).toBeLessThanOrEqual(ordersAfter);
});
