import type { Page } from '@playwright/test';

/** What the page asks for from now on, in order: each request's path with its query. */
export function requestsFrom(page: Page) {
  const requested: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    requested.push(`${url.pathname}${url.search}`);
  });
  return requested;
}
