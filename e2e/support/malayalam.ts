import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const PO = require('pofile') as { parse: (text: string) => { items: { msgid: string; msgstr: string[] }[] } };

const catalogue = new Map(
  PO.parse(readFileSync(path.join(import.meta.dirname, '../../apps/web/src/locales/ml.po'), 'utf8')).items.map((item) => [
    item.msgid,
    item.msgstr.join(''),
  ]),
);

/**
 * The Malayalam the app shows for an English text of its catalogue, with `{name}` placeholders
 * filled; a journey finds the screen's controls by what a Malayalam reader sees.
 */
export function ml(english: string, values: Record<string, string | number> = {}): string {
  const text = catalogue.get(english);
  if (!text) throw new Error(`No Malayalam for "${english}" in ml.po`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Words in Latin letters that a Malayalam screen keeps: the brand, the names of services and codes
 * every traveller knows by their letters, and the keys printed on a keyboard (the toasts' alt+T).
 */
const KEPT = new Set([
  'Arrival',
  'Shop',
  'IST',
  'OTP',
  'QR',
  'UPI',
  'WhatsApp',
  'Razorpay',
  'INR',
  'COK',
  'TRV',
  'CCJ',
  'CNN',
  'CSV',
  'alt',
]);

/**
 * Samples of what is typed in Latin letters whatever the language: an e-mail, a link, a flight number,
 * a date's pattern.
 */
const TYPED_SAMPLES = [/\S+@\S+\.\w+/g, /https?:\/\/\S*/g, /\b[A-Z0-9]{2} ?\d{1,4}\b/g, /\bYYYY-MM-DD\b/g];

/**
 * The English left on the screen: Latin words in visible text and in the names given to assistive
 * technology, outside elements that declare their content English (catalogue data, the language
 * switch's own "English").
 */
export async function englishOnScreen(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const isEnglishData = (element: Element | null) =>
      element?.closest('[lang]')?.getAttribute('lang')?.startsWith('en') ?? false;
    const isShown = (element: Element) => {
      const box = (element as HTMLElement).getBoundingClientRect?.();
      if (!box || box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const texts: string[] = [];
    // Data shown in English (a product's name) may also be named inside a control's label.
    const data = [...document.body.querySelectorAll('[lang^="en"]')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => text.length > 0)
      .sort((a, b) => b.length - a.length);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (isEnglishData(parent) || !isShown(parent) || parent.closest('[aria-hidden="true"]')) continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (isEnglishData(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value.trim());
      }
    }
    return texts.map((text) => data.reduce((rest, value) => rest.split(value).join(' '), text));
  });
  const english: string[] = [];
  for (const text of found) {
    const prose = TYPED_SAMPLES.reduce((rest, sample) => rest.replace(sample, ' '), text);
    const words = (prose.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !KEPT.has(word));
    if (words.length > 0) english.push(text);
  }
  return [...new Set(english)];
}

/** The screen reads wholly in Malayalam and fits a 380 px phone without sideways scrolling. */
export async function expectMalayalamScreen(page: Page, what: string) {
  await expect.poll(() => englishOnScreen(page), { message: `English left on ${what}` }).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
}
