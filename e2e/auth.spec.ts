import { expect, test } from '@playwright/test';
import { signedInTraveller } from './support/api-session.ts';
import { istDateInDays, loginThroughUi } from './support/login-ui.ts';
import { codeFor } from './support/outbox.ts';
import { freshLocalPhone } from './support/phones.ts';

test('a new traveller logs in with the WhatsApp code, sets the arrival and lands on shopping', async ({ page }) => {
  const phone = freshLocalPhone();
  await loginThroughUi(page, phone);

  await expect(page.getByText('Select when you want to get the baggage delivered')).toBeVisible();
  await expect(page.getByText(/there/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue »' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();

  await page.getByLabel('Full name').fill('Anjali Varma');
  await page.getByLabel('Email').fill(`anjali.${phone}@example.com`);
  await page.getByLabel('Arrival airport').selectOption({ label: 'Cochin International Airport (COK)' });
  await page.getByLabel('Arrival date').fill(istDateInDays(0));
  await page.getByLabel('Arrival time (IST)').fill('00:05');
  await page.getByRole('button', { name: 'Continue »' }).click();
  await expect(page.getByText('Please select a time at least 24 hours from now')).toBeVisible();
  // The gate shows the setup in place of shopping until it is saved.
  await expect(page.getByText('Select when you want to get the baggage delivered')).toBeVisible();

  await page.getByLabel('Arrival date').fill(istDateInDays(3));
  await page.getByLabel('Arrival time (IST)').fill('10:30');
  await page.getByRole('button', { name: 'Continue »' }).click();
  await expect(page).toHaveURL(/\/user\/shopping/);
  await expect(page.getByText('Select when you want to get the baggage delivered')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Shopping' }).first()).toBeVisible();

  const details = await page.evaluate(async () => {
    const res = await fetch('/api/user/getUserDetails', {
      headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` },
    });
    return res.json();
  });
  expect(details).toMatchObject({ name: 'Anjali Varma', pickUpLocation: 1, role: 'USER' });
});

test('a wrong code keeps the traveller on the code screen with the reason', async ({ page }) => {
  const phone = freshLocalPhone();
  await page.goto('/login');
  await page.getByLabel('WhatsApp number').fill(phone);
  await page.getByRole('checkbox', { name: /agree to the Terms & Privacy Policy/ }).check();
  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'Continue with WhatsApp' }).click();
  const code = await codeFor(`91${phone}`, since);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  // The sixth digit sends the code; no Verify click.
  await page.keyboard.type(wrong);
  await expect(page.getByText('Incorrect code. 4 attempts left.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
});

test('the demo admin lands on the admin dashboard and the demo staff on the staff dashboard', async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  await loginThroughUi(adminPage, '0000000001');
  await expect(adminPage).toHaveURL(/\/admin-dashboard$/);
  await expect(adminPage.getByRole('link', { name: 'Stock Management' })).toBeVisible();
  // The login screen's "OTP sent" toast (4 s) is dismissed on login rather than left to time out here:
  // it leaves within its exit animation, well before its own 4 s are up.
  const dismissed = { timeout: 2_000 };
  await expect(adminPage.getByText('OTP sent to your WhatsApp')).toHaveCount(0, dismissed);

  const staffPage = await (await browser.newContext()).newPage();
  await loginThroughUi(staffPage, '0000000002');
  await expect(staffPage).toHaveURL(/\/staff-dashboard$/);
  await expect(staffPage.getByText('OTP sent to your WhatsApp')).toHaveCount(0, dismissed);
});

test('a traveller opening an admin page is sent back to shopping', async ({ page, request }) => {
  await signedInTraveller(page, request);
  await page.goto('/stocks');
  await expect(page).toHaveURL(/\/user\/shopping/);
});

test('logout returns to the login screen and the old token stops working', async ({ page, request }) => {
  const { headers } = await signedInTraveller(page, request);
  await page.goto('/user/settings');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  const after = await request.get('/api/user/getUserDetails', { headers });
  expect(after.status()).toBe(401);
});
