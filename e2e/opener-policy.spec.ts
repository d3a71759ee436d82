import { expect, test } from '@playwright/test';

/**
 * The shop's opener policy (decision 031), checked in Chromium: a payment provider's frame in the shop may open
 * its popup and hear back from it, while another site that opens the shop keeps no handle on its tab. Razorpay's
 * origins are served by the test itself; the shop's own content security policy stays on.
 */
const PROVIDER = 'https://api.razorpay.com';
const OTHER_SITE = 'https://other-site.example';

const html = (body: string) => ({ status: 200, contentType: 'text/html', body: `<!doctype html>${body}` });

test("a payment provider's frame opens its popup and hears back from it", async ({ page, context }) => {
  // As Razorpay's checkout does for a bank's page: its frame opens a popup, which reports to the frame that opened it.
  await context.route(`${PROVIDER}/frame`, (route) =>
    route.fulfill(
      html(`<script>
        addEventListener('message', (event) => parent.postMessage('popup said: ' + event.data, '*'));
        const popup = window.open('${PROVIDER}/popup', 'bank', 'width=400,height=400');
        parent.postMessage(popup ? 'popup opened' : 'no popup', '*');
      </script>`),
    ),
  );
  await context.route(`${PROVIDER}/popup`, (route) =>
    route.fulfill(html(`<script>window.opener?.postMessage('paid', '*');</script>`)),
  );

  await page.goto('/login');
  await page.evaluate((src) => {
    const heard: string[] = [];
    Object.assign(window, { heard });
    addEventListener('message', (event) => heard.push(String(event.data)));
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }, `${PROVIDER}/frame`);

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
    .toEqual(['popup opened', 'popup said: paid']);
});

test('another site that opens the shop keeps no handle on its tab', async ({ page, context, baseURL }) => {
  await context.route(`${OTHER_SITE}/`, (route) => route.fulfill(html('<title>Another site</title>')));
  await page.goto(`${OTHER_SITE}/`);

  const [shop] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((url) => Object.assign(window, { shopTab: window.open(url) }), `${baseURL}/login`),
  ]);
  await shop.waitForLoadState();
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();

  expect(await shop.evaluate(() => window.opener)).toBeNull();
  // The other site's handle now points at nothing: it can neither read nor move the shop's tab.
  await expect.poll(() => page.evaluate(() => (window as unknown as { shopTab: Window }).shopTab.closed)).toBe(true);
});
