import { expect, type Page } from '@playwright/test';
import { codeFor } from './outbox.ts';

/** Logs in through the login and OTP screens with the code the server wrote to its outbox. */
export async function loginThroughUi(page: Page, localPhone: string, callingCode = '91') {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login with WhatsApp' })).toBeVisible();
  await page.getByLabel('WhatsApp number').fill(localPhone);
  await page.getByRole('checkbox', { name: /agree to the Terms & Privacy Policy/ }).check();
  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'Continue with WhatsApp' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  const code = await codeFor(`${callingCode}${localPhone}`, since);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  return code;
}

/** A date three days ahead in India Standard Time, as YYYY-MM-DD. */
export function istDateInDays(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
