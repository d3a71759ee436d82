import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3107);
export const e2eDataDir = path.join(os.tmpdir(), `arrival-e2e-${port}`);

/** A shop of a journey's own, on a port after the shared one, with its own data folder. */
function ownShop(portOffset: number) {
  const shopPort = port + portOffset;
  const dataDir = path.join(os.tmpdir(), `arrival-e2e-${shopPort}`);
  return { port: shopPort, baseURL: `http://127.0.0.1:${shopPort}`, dataDir };
}

/**
 * A second shop whose clock a journey may move on (minutes in `clockFile`), so an arrival day can come
 * without shifting the time under the journeys that share the first shop.
 */
const arrivalDay = ownShop(1);
export const arrivalDayShop = { ...arrivalDay, clockFile: path.join(arrivalDay.dataDir, 'clock-offset-minutes') };

/**
 * A third shop for the journey that changes a counter's hours: a day it closes would refuse the
 * arrivals other journeys set at that airport whenever their date falls on it.
 */
export const countersShop = ownShop(2);

function shop(shopPort: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${shopPort}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Stopped as an operator would stop it, so its own shutdown runs and its data folder is removed after it.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OTP_IP_SENDS_PER_HOUR: '10000',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  // One folder per server port, so runs on different ports never clear each other's traces.
  outputDir: `test-results/e2e-${port}`,
  // Journeys walk many screens; on a busy 2-core machine some took over 90 s where they take 20 s when quiet.
  timeout: 120_000,
  // Under a loaded CI machine a screen's refetch has taken over 10 s (a restock dialog waited on one).
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every journey made the run about a sixth slower; rerun a failing journey
    // with `--trace on` to get one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    shop(port, e2eDataDir),
    shop(arrivalDayShop.port, arrivalDayShop.dataDir, { CLOCK_OFFSET_FILE: arrivalDayShop.clockFile }),
    shop(countersShop.port, countersShop.dataDir),
  ],
});
