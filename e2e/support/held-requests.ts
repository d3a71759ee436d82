import type { Page } from '@playwright/test';

/**
 * Holds back every request of `page` to `url` (a glob) until the returned function is called, so a
 * journey can look at what the screen shows without that answer or file.
 */
export async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
