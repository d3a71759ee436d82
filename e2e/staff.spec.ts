import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, useToken } from './support/api-session.ts';
import { travellerPays } from './support/orders.ts';
import { screenshotAtWidths } from './support/screenshots.ts';
import { E2E_STAFF_PHONE } from './support/roles.ts';

async function historyOf(request: APIRequestContext, headers: Record<string, string>, type: 'current' | 'previous') {
  const res = await request.get(`/api/orders/history?type=${type}`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as { id: number; status: string; deliveryOtp: string | null }[];
}

const summaryOf = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

async function openTab(page: Page, tab: string, orderId: number) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: `View order #${orderId}` }).click();
  await expect(summaryOf(page).getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
}

test('staff see a paid order arrive live, then accept, pack and hand it over against the pickup code', async ({
  browser,
  request,
}) => {
  const staff = await apiLogin(request, E2E_STAFF_PHONE);
  const staffPage = await (await browser.newContext()).newPage();
  await useToken(staffPage, staff.token);
  await staffPage.goto('/staff-dashboard');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
  await expect(staffPage.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const traveller = await travellerPays(request);
  const { orderId } = traveller;

  // The open board hears of the order from the event stream; nobody reloads it, and it never polls.
  await expect(staffPage.getByRole('button', { name: `View order #${orderId}` })).toBeVisible();
  await expect(staffPage.getByText(`New order #${orderId}`)).toBeVisible();
  await staffPage.getByRole('button', { name: `View order #${orderId}` }).click();
  const summary = summaryOf(staffPage);
  await expect(summary.getByText('Meera Nair')).toBeVisible();
  await expect(summary.getByText('Cochin International Airport (COK)')).toBeVisible();
  await expect(summary.getByRole('list', { name: 'Items' }).getByText(traveller.product.name)).toBeVisible();
  await screenshotAtWidths(staffPage, 'staff-dashboard');

  await summary.getByRole('button', { name: 'Accept' }).click();
  await expect(staffPage.getByText(`Order #${orderId} accepted`)).toBeVisible();
  // The board follows the order into its new tab (staff-flow.spec.ts walks the whole pipeline that way).
  await expect(staffPage.getByRole('tab', { name: /^Accepted Orders/ })).toHaveAttribute('aria-selected', 'true');

  await openTab(staffPage, 'Accepted Orders', orderId);
  await summary.getByRole('button', { name: 'Pack' }).click();
  await expect(staffPage.getByText(`Order #${orderId} packed`)).toBeVisible();

  await openTab(staffPage, 'Packed Orders', orderId);
  await summary.getByRole('button', { name: 'Deliver' }).click();
  const handover = staffPage.getByRole('dialog', { name: `Deliver order #${orderId}` });
  const [current] = (await historyOf(request, traveller.headers, 'current')).filter((o) => o.id === orderId);
  const pickupCode = current!.deliveryOtp!;
  const wrongCode = String((Number(pickupCode) + 1) % 1_000_000).padStart(6, '0');
  await handover.getByLabel('Pickup code').fill(wrongCode);
  await handover.getByRole('button', { name: 'Deliver' }).click();
  await expect(handover.getByRole('alert')).toHaveText('Wrong pickup code. 4 tries left.');

  await handover.getByLabel('Pickup code').fill(pickupCode);
  await handover.getByRole('button', { name: 'Deliver' }).click();
  await expect(staffPage.getByText(`Order #${orderId} delivered`)).toBeVisible();
  await expect(handover).toBeHidden();
  await openTab(staffPage, 'Delivered Orders', orderId);
  await expect(summary.getByText('DELIVERED')).toBeVisible();

  // The traveller's side: the order is history, fully tracked, and each step was announced.
  expect((await historyOf(request, traveller.headers, 'previous')).find((o) => o.id === orderId)?.status).toBe('DELIVERED');
  const travellerPage = await (await browser.newContext()).newPage();
  await useToken(travellerPage, traveller.token);
  await travellerPage.goto(`/track-order/${orderId}`);
  const progress = travellerPage.getByRole('list', { name: 'Order progress' });
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Delivered');
  await expect(travellerPage.getByTestId('order-progress-fill')).toHaveAttribute('style', /width: 100%/);

  await travellerPage.goto('/user/notifications');
  await expect(travellerPage.getByRole('tab', { name: 'Unread', selected: true })).toBeVisible();
  const notices = travellerPage.getByRole('list', { name: 'Notifications' });
  for (const step of ['accepted', 'packed', 'collected']) {
    await expect(notices.getByRole('button', { name: new RegExp(`^Order #${orderId} ${step} \\(unread\\)`) })).toBeVisible();
  }
  await expect(travellerPage.getByRole('link', { name: 'Notifications 4 unread' }).first()).toBeAttached();
  await screenshotAtWidths(travellerPage, 'notifications');
});
