import { writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { arrivalDayShop } from '../playwright.config.ts';
import { apiLogin, useToken } from './support/api-session.ts';
import { istDateInDays } from './support/login-ui.ts';
import { inStockProducts, payCartInSandbox } from './support/orders.ts';
import { freshLocalPhone } from './support/phones.ts';
import { E2E_ARRIVAL_DAY_STAFF_PHONE } from './support/roles.ts';
import { screenshotAtWidths } from './support/screenshots.ts';

// This shop's clock moves on to the landing, so the journey has it to itself.
test.use({ baseURL: arrivalDayShop.baseURL });

/** Moves the shop's clock (and what the browser pages opened after it believe) `minutes` ahead of real time. */
function moveShopClock(minutes: number) {
  writeFileSync(arrivalDayShop.clockFile, String(Math.round(minutes)));
}

async function openAs(browser: Browser, token: string, width: number) {
  const context = await browser.newContext({ baseURL: arrivalDayShop.baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await useToken(page, token);
  return page;
}

/** The order's row on the board at a desktop width, where the flags sit beside the status. */
const landedBadge = (page: Page, orderId: number) =>
  page.getByRole('row', { name: new RegExp(`^View order #${orderId} `) }).getByText('Landed', { exact: true });

test('a traveller gives a flight, pays, lands and says so; the counter sees the flag live and hands over', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  moveShopClock(0);
  const phone = `91${freshLocalPhone()}`;
  const traveller = await apiLogin(request, phone, arrivalDayShop.dataDir);
  const staff = await apiLogin(request, E2E_ARRIVAL_DAY_STAFF_PHONE, arrivalDayShop.dataDir);

  // Arrival setup from the flight number alone: the timetable fills the airport, date, time and terminal.
  const page = await openAs(browser, traveller.token, 380);
  await page.goto('/user/shopping');
  await expect(page.getByText('Select when you want to get the baggage delivered')).toBeVisible();
  await page.getByLabel('Full name').fill('Farhan Ali');
  await page.getByLabel('Email').fill(`farhan.${phone}@example.com`);
  await page.getByLabel('Flight number (optional)').fill('ek-0532');
  await page.getByLabel('Arrival date').fill(istDateInDays(2));
  await page.getByRole('button', { name: 'Find flight' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'EK 532 from DXB lands at COK T3' })).toBeVisible();
  await expect(page.getByLabel('Flight number (optional)')).toHaveValue('EK 532');
  await expect(page.getByLabel('Arrival airport')).toHaveValue('1');
  await expect(page.getByLabel('Arrival time (IST)')).toHaveValue('08:45');
  await screenshotAtWidths(page, 'arrival-flight-found');
  await page.setViewportSize({ width: 380, height: 900 });
  await page.getByRole('button', { name: 'Continue »' }).click();
  await expect(page.getByText('Select when you want to get the baggage delivered')).toBeHidden();

  // Checkout carries the flight; the sandbox payment confirms the order.
  const [product] = await inStockProducts(request, traveller.headers, 1);
  const added = await request.post('/api/cart/add', {
    headers: traveller.headers,
    data: { productId: product!.id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/user/checkout');
  await expect(page.getByLabel('Flight number (optional)')).toHaveValue('EK 532');
  await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox payment — no real money' });
  await sandbox.getByRole('button', { name: /^Pay ₹[\d,]+\.\d{2}$/ }).click();
  await expect(page).toHaveURL(/\/user\/orders\/\d+\/confirmed$/);
  const orderId = Number(/orders\/(\d+)\/confirmed/.exec(page.url())![1]);
  const [order] = (
    (await (await request.get('/api/orders/history?type=current', { headers: traveller.headers })).json()) as {
      id: number;
      arrivalDateTime: string;
      flightNumber: string | null;
      deliveryOtp: string;
    }[]
  ).filter((o) => o.id === orderId);
  expect(order).toMatchObject({ flightNumber: 'EK 532' });
  // Before the arrival day there is nothing to say yet.
  await page.goto(`/track-order/${orderId}`);
  await expect(page.getByText('EK 532 · Terminal 3')).toBeVisible();
  await expect(page.getByRole('button', { name: "I've landed" })).toBeHidden();

  // Another traveller, due a day before this flight, will not have come by the time it lands.
  const noShow = await apiLogin(request, `91${freshLocalPhone()}`, arrivalDayShop.dataDir);
  const noShowArrival = new Date(Date.now() + 25 * 3_600_000).toISOString();
  const profile = await request.put('/api/user/update', {
    headers: noShow.headers,
    data: { pickUpLocation: 1, arrivalDate: noShowArrival, name: 'Joseph Mathew', email: `joseph.${Date.now()}@example.com` },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const noShowLine = await request.post('/api/cart/add', {
    headers: noShow.headers,
    data: { productId: product!.id, quantity: 1 },
  });
  expect(noShowLine.status(), await noShowLine.text()).toBe(200);
  const noShowOrderId = await payCartInSandbox(request, noShow.headers, { locationId: 1, arrivalTime: noShowArrival });

  // The counter's board is open when the flight lands.
  const board = await openAs(browser, staff.token, 1280);
  await board.goto('/staff-dashboard');
  await expect(board.getByRole('button', { name: `View order #${orderId}` })).toBeVisible();
  await expect(landedBadge(board, orderId)).toBeHidden();

  // Ten minutes after the flight is due, on the shop's clock and in the traveller's browser.
  const landing = Date.parse(order!.arrivalDateTime) + 10 * 60_000;
  moveShopClock((landing - Date.now()) / 60_000);
  const landed = await openAs(browser, traveller.token, 380);
  await landed.clock.setSystemTime(landing);
  await landed.goto(`/track-order/${orderId}`);
  await landed.getByRole('button', { name: "I've landed" }).click();
  await expect(landed.getByRole('status').filter({ hasText: 'Your order is being brought to the counter' })).toBeVisible();
  // Live: the board flags the order without a reload (it never polls, so only its event stream can
  // bring the flag). No tighter wait: a journey on a busy machine is no measure of speed.
  await expect(landedBadge(board, orderId)).toBeVisible();
  await screenshotAtWidths(landed, 'track-order-landed');
  // The day-old order is in the board's own list of uncollected orders, and opens from there.
  const uncollected = board.getByRole('region', { name: 'Uncollected orders' });
  await uncollected.getByRole('button', { name: `View uncollected order #${noShowOrderId}` }).click();
  await expect(
    board.getByRole('region', { name: 'Order Summary' }).getByRole('heading', { name: `Order #${noShowOrderId}` }),
  ).toBeVisible();
  await screenshotAtWidths(board, 'staff-board-landed-and-uncollected');
  await board.setViewportSize({ width: 1280, height: 900 });

  const summary = board.getByRole('region', { name: 'Order Summary' });
  await board.getByRole('button', { name: `View order #${orderId}` }).click();
  for (const [action, done] of [
    ['Accept', 'accepted'],
    ['Pack', 'packed'],
  ] as const) {
    await summary.getByRole('button', { name: action }).click();
    await expect(board.getByText(`Order #${orderId} ${done}`)).toBeVisible();
  }
  await summary.getByRole('button', { name: 'Deliver' }).click();
  const handover = board.getByRole('dialog', { name: `Deliver order #${orderId}` });
  await handover.getByLabel('Pickup code').fill(order!.deliveryOtp);
  await handover.getByRole('button', { name: 'Deliver' }).click();
  await expect(board.getByText(`Order #${orderId} delivered`)).toBeVisible();
  await expect(summary.getByText('DELIVERED')).toBeVisible();
  // The landed traveller's page keeps up with the counter by itself.
  await expect(landed.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toHaveText('Delivered', {
    timeout: 20_000,
  });
  moveShopClock(0);
});
