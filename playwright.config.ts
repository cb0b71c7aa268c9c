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

process.env.E2E_PHONE_PORT ??= String(port + 1);
process.env.E2E_PHONE_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'nyumba-e2e-phone-'));
const phonePort = Number(process.env.E2E_PHONE_PORT);
const phoneURL = `http://127.0.0.1:${phonePort}`;

/**
 * `npm test` runs the browser suite in two parts at once (scripts/test.mjs), once the unit and
 * API tests have ended, each on servers of its own. The second part is these specs, on the main
 * server alone; unset, the whole suite runs as one. Chosen so the two end near together: the
 * first part holds the phone project and most specs; the second the slowest files (a11y's
 * 6.3 minutes in CI, Swahili's, the XSS corpus', the blog's and the deals' journeys).
 */
const SECOND_PART = /(swahili|xss|journeys-deals|blog|a11y)\.spec\.ts/;
const part = process.env.E2E_PART as 'first' | 'second' | undefined;
const PHONE_SPECS = /(phone|payments|tenancies|jobs|agencies)\.spec\.ts/;

/** The real server on the built app, on its embedded database with demo data. */
function server(serverPort: number, dataDir: string, env: Record<string, string>, args = '') {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command: `node ${JSON.stringify(path.resolve('apps/server/dist/main.js'))}${args ? ` ${args}` : ''}`,
    // Away from the repository root, so a developer's `.env` does not reach the tests.
    cwd: dataDir,
    url: `${url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // SMS to the outbox in DATA_DIR, where the phone tests read the codes.
      SMS_OUTBOX: 'true',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Each part its own: Playwright empties the folder as it starts.
  outputDir: part ? `test-results/${part}` : 'test-results',
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
  projects: [
    part === 'second'
      ? { name: 'chromium', testMatch: SECOND_PART }
      : { name: 'chromium', testIgnore: part === 'first' ? [PHONE_SPECS, SECOND_PART] : PHONE_SPECS },
    // Phone identity as a deployment runs it: a listing's number proven before it is public.
    // and payments in test mode, on the Daraja simulator the server mounts (payments.spec.ts).
    ...(part === 'second' ? [] : [{ name: 'phone', testMatch: PHONE_SPECS, use: { baseURL: phoneURL } }]),
  ],
  webServer: [
    server(port, process.env.E2E_DATA_DIR!, {
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
      // These suites list from many accounts with one number, as the spec's flows did; a
      // listing's number proof runs on the phone project's own server (phone.spec.ts) and in
      // the API tests (phone/listing-numbers.test.ts).
      LISTING_NUMBER_PROOF: 'false',
    }),
    ...(part === 'second'
      ? []
      : // Payments in test mode: a production server mounts the simulator only under --demo (config.ts).
        [
          server(
            phonePort,
            process.env.E2E_PHONE_DATA_DIR!,
            { NEW_LISTER_DAYS: '0', MPESA_SIMULATOR: 'true', MODERATOR_EMAILS: 'moderator@demo.nyumba.co.ke' },
            '--demo',
          ),
        ]),
  ],
});
