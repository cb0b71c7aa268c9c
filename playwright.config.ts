import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findBrowser } from './scripts/browser.mjs';

// Workers inherit the main process's environment, so the port and data folder chosen
// here once are the ones every worker sees.
// Below the ports systems hand out for port 0 (32768+ on Linux, 49152+ elsewhere): the API
// tests, which `npm test` runs at the same time, listen on those.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 10000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'nyumba-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // On CI's shared machines one retry: a test that passes on it is reported as flaky (in
  // the list's summary), not hidden; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL,
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 640 },
    launchOptions: {
      // CHROME_PATH, Debian's chromium or Playwright's cache: `npm run test:e2e` installs one first if need be.
      executablePath: findBrowser(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    // The app's service worker answers from its own caches and its fetches pass no page
    // route, so tests that stub the API with page.route run without it; offline.spec.ts
    // turns it on.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The real server on the built app, on its embedded database with demo data.
    command: `node ${JSON.stringify(path.resolve('apps/server/dist/main.js'))}`,
    // Away from the repository root, so a developer's `.env` does not reach the tests.
    cwd: process.env.E2E_DATA_DIR,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // As a deployment names its moderators: the demo's one (its password is in the README).
      MODERATOR_EMAILS: 'moderator@demo.nyumba.co.ke',
      // Every browser test signs up from one address; the limits themselves are API-tested.
      RATE_LIMIT_SIGNUP_PER_MINUTE: '200',
      // The XSS suite writes 34 posts and 30 listings from one account.
      RATE_LIMIT_POSTS_PER_HOUR: '1000',
      RATE_LIMIT_LISTINGS_PER_HOUR: '1000',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '200',
      // That account is minutes old; the new-lister limit (3 listings in a first week) is
      // API-tested (listings/scam-shield.test.ts).
      NEW_LISTER_DAYS: '0',
      // SMS to the outbox in DATA_DIR, where the phone tests read the codes.
      SMS_OUTBOX: 'true',
    },
  },
});
