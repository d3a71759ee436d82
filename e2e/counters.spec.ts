import { expect, test } from '@playwright/test';
import { countersShop } from '../playwright.config.ts';
import { apiLogin, signedInTraveller, useToken } from './support/api-session.ts';
import { E2E_COUNTERS_ADMIN_PHONE } from './support/roles.ts';

const TRV = 2;
const COK_NAME = 'Cochin International Airport (COK)';

// A closed day here would refuse the arrivals other journeys set at COK, so this journey has a shop of its own.
test.use({ baseURL: countersShop.baseURL });

test('an admin moves the COK counter and closes it on Sundays; a traveller sees both on Delivery Points', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, E2E_COUNTERS_ADMIN_PHONE, countersShop.dataDir);
  const place = `Gate ${Date.now().toString(36)}, international arrivals`;

  await useToken(page, admin.token);
  await page.goto('/counters');
  await expect(page.getByRole('heading', { level: 1, name: 'Pickup Counters' })).toBeVisible();
  const form = page.getByRole('form', { name: `Counter at ${COK_NAME}` });
  await form.getByLabel('Place').fill(place);
  await form.getByLabel('Sunday', { exact: true }).selectOption('Closed');
  await form.getByRole('button', { name: 'Save COK counter' }).click();
  await expect(page.getByText(`Counter at ${COK_NAME} saved`)).toBeVisible();
  await expect(form.getByText('Unsaved changes')).toBeHidden();

  const travellerPage = await (await browser.newContext({ baseURL: countersShop.baseURL })).newPage();
  // Not at COK: an arrival three days ahead may fall on the Sunday just closed there.
  await signedInTraveller(travellerPage, request, TRV, countersShop.dataDir);
  await travellerPage.goto('/user/map');
  const card = travellerPage.getByRole('article', { name: COK_NAME });
  await expect(card.getByText(place)).toBeVisible();
  const sunday = card
    .getByRole('region', { name: `Opening hours at ${COK_NAME}` })
    .getByRole('definition')
    .first();
  await expect(sunday).toHaveText('Closed');
  await expect(card.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('target', '_blank');
});
