import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, useToken } from './support/api-session.ts';
import { travellerPays } from './support/orders.ts';
import { E2E_PIPELINE_STAFF_PHONE } from './support/roles.ts';
import { screenshotAtWidths } from './support/screenshots.ts';

async function pickupCodeOf(request: APIRequestContext, headers: Record<string, string>, orderId: number) {
  const history = (await (await request.get('/api/orders/history?type=current', { headers })).json()) as {
    id: number;
    deliveryOtp: string | null;
  }[];
  return history.find((order) => order.id === orderId)!.deliveryOtp!;
}

test('staff accept, pack and deliver one order without selecting it again, and a phone shows its total and status', async ({
  browser,
  request,
}) => {
  const staff = await apiLogin(request, E2E_PIPELINE_STAFF_PHONE);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await useToken(page, staff.token);
  const traveller = await travellerPays(request);
  const { orderId } = traveller;
  await page.goto('/staff-dashboard');

  const summary = page.getByRole('region', { name: 'Order Summary' });
  const heading = summary.getByRole('heading', { name: `Order #${orderId}` });
  const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  await expect(tab('New Orders')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `View order #${orderId}` }).click();
  await expect(heading).toBeVisible();
  await screenshotAtWidths(page, 'staff-new-selected', { themes: true, fullPage: 'both' });

  await summary.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`Order #${orderId} accepted`)).toBeVisible();
  // The board followed the order: its new tab is open and it is still selected, ready for the next step.
  await expect(tab('Accepted Orders')).toHaveAttribute('aria-selected', 'true');
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: `View order #${orderId}` })).toHaveAttribute('aria-pressed', 'true');

  await summary.getByRole('button', { name: 'Pack' }).click();
  await expect(page.getByText(`Order #${orderId} packed`)).toBeVisible();
  await expect(tab('Packed Orders')).toHaveAttribute('aria-selected', 'true');
  await expect(heading).toBeVisible();

  await summary.getByRole('button', { name: 'Deliver' }).click();
  const handover = page.getByRole('dialog', { name: `Deliver order #${orderId}` });
  await handover.getByLabel('Pickup code').fill(await pickupCodeOf(request, traveller.headers, orderId));
  await handover.getByRole('button', { name: 'Deliver' }).click();
  await expect(page.getByText(`Order #${orderId} delivered`)).toBeVisible();
  await expect(handover).toBeHidden();
  await expect(tab('Delivered Orders')).toHaveAttribute('aria-selected', 'true');
  await expect(heading).toBeVisible();
  await expect(summary.getByText('DELIVERED')).toBeVisible();

  // The delivered tab runs latest hand-over first, a page at a time: the demo's history fills several pages.
  const orderButton = page.getByRole('button', { name: `View order #${orderId}` });
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(orderButton).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(orderButton).toBeHidden();
  // The summary keeps the order it follows while another page is on screen.
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Go to first page' }).click();
  await expect(orderButton).toHaveAttribute('aria-pressed', 'true');

  // A search finds it from any tab and says plainly when nothing matches.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('no such traveller');
  await expect(page.getByText('No orders match “no such traveller”')).toBeVisible();
  await search.fill(`#${orderId}`);
  await expect(
    page.getByRole('region', { name: 'Search results' }).getByRole('button', { name: `View order #${orderId}` }),
  ).toBeVisible();
  await screenshotAtWidths(page, 'staff-search', { themes: true, fullPage: 'both' });
  // By the customer's name, in any case: the server looks through every order, not the pages loaded.
  await search.fill('meera NAIR');
  await expect(
    page.getByRole('region', { name: 'Search results' }).getByRole('button', { name: `View order #${orderId}` }),
  ).toBeVisible();
  await search.fill('');
  await screenshotAtWidths(page, 'staff-delivered-selected', { themes: true, fullPage: 'both' });

  // On a phone the list is cards, and each card's total and status are on screen, not cut off.
  await page.setViewportSize({ width: 380, height: 900 });
  await expect(page.getByRole('table')).toBeHidden();
  const card = page.getByRole('button', { name: `View order #${orderId}` });
  await card.scrollIntoViewIfNeeded();
  for (const part of [card.getByText('DELIVERED'), card.getByText(/^₹[\d,]+\.\d{2}$/)]) {
    await expect(part).toBeVisible();
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling at 380 px').toBeLessThanOrEqual(0);
  const box = await card.boundingBox();
  expect(box!.height, 'a card is at least 44 px to tap').toBeGreaterThanOrEqual(44);
  for (const name of ['New Orders', 'Accepted Orders', 'Packed Orders', 'Delivered Orders']) {
    expect((await tab(name).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});
