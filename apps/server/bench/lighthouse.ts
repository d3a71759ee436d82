import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export interface LighthouseFigure {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** First and largest contentful paint and total blocking time of the median run, in ms: what the score is made of. */
  metrics: { fcp: number; lcp: number; tbt: number };
}

/** A page to audit; `token` signs the tab in first, as the login screen would. */
export interface AuditedPage {
  path: string;
  token?: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Audits per page; the performance score moves by 10–20 points between runs on a busy machine, so its median counts. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

type Report = Awaited<ReturnType<typeof auditPage>>['lhr'];

/**
 * The lowest score a category had: these do not depend on timing, so any run that loses a point counts.
 * A run whose gatherer failed under load has no score for the category (Lighthouse's null) and is left
 * out rather than read as 0; with no scored run at all the figure is 0.
 */
function lowest(reports: Report[], category: string) {
  const scored = reports.map((lhr) => lhr.categories[category]?.score).filter((score) => typeof score === 'number');
  return scored.length === 0 ? 0 : Math.round(Math.min(...scored) * 100);
}

/** A fresh tab for one audit; with `token`, signed in as the login screen would sign it in. */
async function auditTab(browser: Browser, baseUrl: string, token?: string) {
  const tab = await browser.newPage();
  if (token) {
    // Lighthouse's own reset would end the tab's session too, so this audit starts as cold by hand:
    // no cached file, no service worker or stored data left by an earlier audit.
    const devtools = await tab.createCDPSession();
    await devtools.send('Network.clearBrowserCache');
    await devtools.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' });
    // The web app keeps its token in the tab's sessionStorage, written here from a response that
    // loads none of the app.
    await tab.goto(`${baseUrl}/api/health`);
    await tab.evaluate((value) => sessionStorage.setItem('token', value), token);
  }
  return tab;
}

/** Lighthouse's mobile audit of `url` in a tab from `auditTab`, with the categories the bench reads. */
async function runAudit(tab: Page, url: string, signedIn: boolean) {
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: signedIn,
    },
    undefined,
    tab,
  );
  return result!;
}

/** Audits of one page before one whose load Lighthouse could read is given up on. */
const ATTEMPTS = 3;

/**
 * One audit of `page` in a fresh tab. About one audit in ten here, Lighthouse finds no start of the navigation
 * in the trace it recorded (NO_NAVSTART) and scores nothing; its message asks to run it again, so that load is
 * audited again in a new tab rather than counted as a score of 0, which would pull the median down.
 */
export async function auditPage(browser: Browser, baseUrl: string, { path: pagePath, token }: AuditedPage) {
  for (let attempt = 1; ; attempt++) {
    const tab = await auditTab(browser, baseUrl, token);
    try {
      const result = await runAudit(tab, `${baseUrl}${pagePath}`, Boolean(token));
      const failure = result.lhr.runtimeError;
      if (failure && attempt < ATTEMPTS) {
        console.warn(`  ${pagePath}: Lighthouse could not read the load (${failure.code}); auditing it again`);
        continue;
      }
      // A signed-in page that sent the tab to /login would be auditing the login screen instead.
      const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (!failure && shown !== pagePath) throw new Error(`Lighthouse audited ${shown} instead of ${pagePath}`);
      return result;
    } finally {
      await tab.close();
    }
  }
}

/** The machine's Chromium, headless, for audits: `use` gets it, and it is closed after. */
export async function withAuditBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    return await use(browser);
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on slow 4G, simulated) of pages of the
 * running shop, in the machine's Chromium: each page audited `runs` times; performance is the median of
 * the runs, accessibility and best practices the lowest. Scores are 0–100.
 */
export async function lighthouseScores(baseUrl: string, pages: AuditedPage[], runs = RUNS): Promise<LighthouseFigure[]> {
  return withAuditBrowser(async (browser) => {
    const figures: LighthouseFigure[] = [];
    for (const page of pages) {
      const reports: Report[] = [];
      for (let run = 0; run < runs; run++) reports.push((await auditPage(browser, baseUrl, page)).lhr);
      const score = (lhr: Report, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = byPerformance[Math.floor(byPerformance.length / 2)]!;
      const metric = (id: string) => Math.round(median.audits[id]?.numericValue ?? 0);
      figures.push({
        path: page.path,
        performance: score(median, 'performance'),
        accessibility: lowest(reports, 'accessibility'),
        bestPractices: lowest(reports, 'best-practices'),
        metrics: {
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
        },
      });
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        writeFileSync(
          path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${page.path.replaceAll('/', '_')}.json`),
          JSON.stringify(median),
        );
      }
    }
    return figures;
  });
}
