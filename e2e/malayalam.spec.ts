import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, useToken } from './support/api-session.ts';
import { istDateInDays } from './support/login-ui.ts';
import { expectMalayalamScreen, ml } from './support/malayalam.ts';
import { inStockProducts, travellerPays } from './support/orders.ts';
import { codeFor, readOutbox } from './support/outbox.ts';
import { freshLocalPhone } from './support/phones.ts';
import { E2E_MALAYALAM_ADMIN_PHONE, E2E_MALAYALAM_STAFF_PHONE } from './support/roles.ts';
import { screenshotAtWidths } from './support/screenshots.ts';

// Each journey walks ten to fifteen screens and searches every one for English: on a loaded CI machine
// a walk took over two minutes, and the purchase 84 s of the old default 90.
test.describe.configure({ timeout: 180_000 });

const PERFUMES = 'Perfumes & Attars';
const MALAYALAM_SCRIPT = /[\u0D00-\u0D7F]/;

// A phone in an English browser: the reader chooses Malayalam themselves.
test.use({ viewport: { width: 380, height: 800 }, locale: 'en-IN' });
test.describe.configure({ mode: 'parallel' });

/** Checks a screen in Malayalam at 380 px, and keeps screenshots for a person when asked. */
async function checkScreen(page: Page, name: string) {
  await expectMalayalamScreen(page, name);
  await screenshotAtWidths(page, `ml-${name}`);
}

/** Signs a phone in through the API with the account in Malayalam, and opens the app as that session. */
async function signedInInMalayalam(page: Page, request: APIRequestContext, phone: string) {
  const session = await apiLogin(request, phone);
  const chosen = await request.put('/api/user/language', { headers: session.headers, data: { language: 'ml' } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await useToken(page, session.token);
  return session;
}

test('a Malayalam reader chooses Malayalam on the login screen and logs in, shops, pays and follows the order in Malayalam', async ({
  page,
  request,
}) => {
  const phone = freshLocalPhone();
  const fullPhone = `91${phone}`;

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login with WhatsApp' })).toBeVisible();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'മലയാളം' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ml('Shop before you land. Collect on arrival.') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await checkScreen(page, 'login');

  await page.getByLabel(ml('WhatsApp number')).fill(phone);
  await page.getByRole('checkbox', { name: ml('I am 18 or older and agree to the Terms & Privacy Policy') }).check();
  const since = new Date().toISOString();
  await page.getByRole('button', { name: ml('Continue with WhatsApp') }).click();
  await expect(page.getByRole('heading', { name: ml('Enter OTP') })).toBeVisible();
  // The notice that the code is on its way speaks Malayalam too (the API's own message is English).
  await expect(page.getByText(ml('OTP sent to your WhatsApp'))).toBeVisible();
  await checkScreen(page, 'otp');
  const code = await codeFor(fullPhone, since);
  // A number new to the shop gets its login code in the language its screen shows.
  expect(readOutbox().find((m) => m.to === fullPhone && m.code === code)).toMatchObject({ language: 'ml' });
  await page.getByRole('textbox', { name: ml('Digit {position} of {OTP_LENGTH}', { position: 1, OTP_LENGTH: 6 }) }).click();
  await page.keyboard.type(code);

  // A new account: the arrival setup, in Malayalam.
  await expect(page.getByLabel(ml('Full name'))).toBeVisible();
  await checkScreen(page, 'arrival-setup');
  await page.getByLabel(ml('Full name')).fill('Lakshmi Menon');
  await page.getByLabel(ml('Email')).fill(`lakshmi.${phone}@example.com`);
  await page.getByLabel(ml('Arrival airport')).selectOption({ label: 'Cochin International Airport (COK)' });
  await page.getByRole('button', { name: ml('Open calendar') }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await checkScreen(page, 'arrival-calendar');
  await page.keyboard.press('Escape');
  await page.getByLabel(ml('Arrival date')).fill(istDateInDays(3));
  await page.getByLabel(ml('Arrival time (IST)')).fill('10:30');
  await page.getByRole('button', { name: ml('Continue »') }).click();
  // The gate shows the setup at /user/shopping itself: the arrival is saved once the setup gives way.
  await expect(page.getByText(ml('Select when you want to get the baggage delivered'))).toBeHidden();
  await expect(page).toHaveURL(/\/user\/shopping/);

  // The account was created in Malayalam, so WhatsApp and notices follow.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const details = await (await request.get('/api/user/getUserDetails', { headers })).json();
  expect(details.language).toBe('ml');

  const products = await inStockProducts(request, headers, 2);
  await page.goto('/user/shopping/1');
  const grid = page.getByRole('list', { name: ml('{categoryName} products', { categoryName: PERFUMES }) });
  await expect(grid.getByText(products[0]!.name)).toBeVisible();
  await checkScreen(page, 'shopping');
  for (const product of products) {
    await grid.getByRole('button', { name: ml('Add {productName} to cart', { productName: product.name }) }).click();
  }
  const cartLink = page.getByRole('link', { name: new RegExp(`^${ml('Cart')}, 2`) }).first();
  await expect(cartLink).toBeVisible();

  await cartLink.click();
  await expect(page).toHaveURL(/\/user\/cart$/);
  await expect(page.getByText(products[1]!.name).first()).toBeVisible();
  await checkScreen(page, 'cart');

  await page.getByRole('link', { name: ml('Proceed to Pay') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ml('Checkout') })).toBeVisible();
  await checkScreen(page, 'checkout');
  await page.getByRole('button', { name: ml('Pay with Razorpay') }).click();
  const dialog = page.getByRole('dialog', { name: ml('Sandbox payment — no real money') });
  await expect(dialog).toBeVisible();
  await checkScreen(page, 'sandbox-payment');
  await dialog
    .getByRole('button', { name: new RegExp(`^₹[\\d,]+\\.\\d{2} ${ml('Pay {amount}', { amount: '' }).trim()}$`) })
    .click();

  await expect(page).toHaveURL(/\/user\/orders\/\d+\/confirmed$/);
  const orderId = Number(/\/user\/orders\/(\d+)\/confirmed$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: ml('Order #{orderId} confirmed', { orderId }) })).toBeVisible();
  await expect(page.getByRole('img', { name: ml('Pickup code QR') })).toBeVisible();
  await checkScreen(page, 'order-confirmation');

  await page.goto(`/track-order/${orderId}`);
  await expect(page.getByRole('img', { name: ml('Pickup code QR') })).toBeVisible();
  await checkScreen(page, 'track-order');

  // The WhatsApp confirmation went out in Malayalam, with the order number and code in digits.
  await expect
    .poll(() => readOutbox().filter((m) => m.to === fullPhone && !m.code && m.text.includes(`#${orderId}`)).length)
    .toBeGreaterThan(0);
  const notice = readOutbox().find((m) => m.to === fullPhone && !m.code && m.text.includes(`#${orderId}`))!;
  expect(notice.language).toBe('ml');
  expect(notice.text).toMatch(MALAYALAM_SCRIPT);
});

test('every other traveller screen and the public pages read in Malayalam at 380 px', async ({ page, request }) => {
  const { orderId, product, headers, token } = await travellerPays(request, { language: 'ml' });
  await useToken(page, token);
  const added = await request.post(`/api/wishlist/add?productId=${product.id}`, { headers });
  expect(added.status(), await added.text()).toBe(200);

  const screens: [string, string][] = [
    ['order-history', '/user/order-history'],
    ['product', `/user/shopping/view-product/${product.id}`],
    ['wishlist', '/user/wishlist'],
    ['notifications', '/user/notifications'],
    ['settings', '/user/settings'],
    ['profile-edit', '/user/profile/edit'],
    ['delivery-points', '/user/map'],
    ['user-terms', '/user/terms'],
    ['about', '/aboutus'],
    ['terms', '/terms-and-conditions'],
    ['privacy', '/privacy-policy'],
    ['refunds', '/refund-policy'],
    ['not-found', '/no-such-page'],
  ];
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await checkScreen(page, name);
  }
  await page.goto(`/track-order/${orderId}`);
  await expect(page.getByRole('img', { name: ml('Pickup code QR') })).toBeVisible();
});

test('the staff board and every admin screen read in Malayalam at 380 px', async ({ browser, request }) => {
  const { orderId } = await travellerPays(request);

  const staffPage = await (await browser.newContext({ viewport: { width: 380, height: 800 }, locale: 'en-IN' })).newPage();
  await signedInInMalayalam(staffPage, request, E2E_MALAYALAM_STAFF_PHONE);
  await staffPage.goto('/staff-dashboard');
  await staffPage.getByRole('button', { name: ml('View order #{orderId}', { orderId }) }).click();
  await expect(staffPage.getByRole('button', { name: ml('Accept') }).first()).toBeVisible();
  await checkScreen(staffPage, 'staff-board');

  const adminPage = await (await browser.newContext({ viewport: { width: 380, height: 800 }, locale: 'en-IN' })).newPage();
  await signedInInMalayalam(adminPage, request, E2E_MALAYALAM_ADMIN_PHONE);
  for (const [name, path] of [
    ['admin-dashboard', '/admin-dashboard'],
    ['stocks', '/stocks'],
    ['stock-category', '/stocks/1'],
    ['product-new', '/stocks/1/products/new'],
    ['counters', '/counters'],
    ['stock-analytics', '/stock-analytics'],
  ] as const) {
    await adminPage.goto(path);
    await expect(adminPage.locator('html')).toHaveAttribute('lang', 'ml');
    await expect(adminPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await checkScreen(adminPage, name);
  }
});
