import type { Page } from '@playwright/test';

/**
 * Screenshots are for a person to look at, so they are taken only when asked (E2E_SCREENSHOTS=1):
 * on a busy machine the full-page shots cost a journey more time than its own steps.
 */
export const takeScreenshots = process.env.E2E_SCREENSHOTS === '1';

/** Kept outside the repository; `page.screenshot` makes the folder. */
export const SHOTS_DIR = '/tmp/shots';

interface ShotOptions {
  /** Also in the dark theme; the files are then named `…-light` and `…-dark`. */
  themes?: boolean;
  /** Which widths are shot at their full length; the phone width by default. */
  fullPage?: 'phone' | 'both' | 'none';
}

/**
 * The page at the narrowest width the layout supports and at a desktop width; the page is left at the
 * size and theme it had, so a journey goes on the same whether or not screenshots were asked for.
 */
export async function screenshotAtWidths(page: Page, name: string, { themes = false, fullPage = 'phone' }: ShotOptions = {}) {
  if (!takeScreenshots) return;
  const viewport = page.viewportSize();
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const theme of themes ? (['light', 'dark'] as const) : [null]) {
    if (theme) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      // Let colour transitions finish, or the shot catches them half way.
      await page.waitForTimeout(400);
    }
    for (const width of [380, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // From the top, so a sticky header is not painted over the middle of a full-page shot.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      const full = fullPage === 'both' || (fullPage === 'phone' && width === 380);
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}${theme ? `-${theme}` : ''}.png`, fullPage: full });
    }
  }
  if (themes) await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), wasDark);
  if (viewport) await page.setViewportSize(viewport);
}
