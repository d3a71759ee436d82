import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Screenshots for a person to look at; kept outside the repository. */
const SHOTS_DIR = '/tmp/shots';

/** The page at the narrowest width the layout supports (full length) and at a desktop width. */
export async function screenshotAtWidths(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of [380, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: width === 380 });
  }
}
