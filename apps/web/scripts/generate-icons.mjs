// Draws the install icons (PNG) from public/favicon.svg with the Chromium the browser journeys use,
// so the mark has one source. Run after changing the favicon: node apps/web/scripts/generate-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(import.meta.dirname, '../public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
/** The favicon's own background, so a maskable icon's bleed area matches the mark. */
const BRAND = '#0b5d63';

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  // Launchers crop maskable icons to their own shape; the mark stays inside the 80% safe circle.
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const mark = maskable ? Math.round(size * 0.72) : size;
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BRAND : 'transparent'}">` +
        `<img src="${svgUrl}" width="${mark}" height="${mark}"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: !maskable });
    console.log(`wrote public/icons/${file}`);
  }
} finally {
  await browser.close();
}
