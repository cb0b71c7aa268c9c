#!/usr/bin/env node
// Finds the Chromium the browser tests and Lighthouse drive, and installs one when the
// machine has none, the way the machine allows. `npm test` and `npm run test:e2e` run this
// first; playwright.config.ts and bench/lighthouse.ts call findBrowser() for the path.
//
// Where it looks, in order: CHROME_PATH (CHROMIUM_PATH also accepted), Debian's
// /usr/bin/chromium, then the build Playwright keeps in its own cache (~/.cache/ms-playwright,
// or PLAYWRIGHT_BROWSERS_PATH). With none there: as root with apt-get, Debian's `chromium`
// package; anywhere else, `npx playwright install chromium` into Playwright's cache.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const APT_GET = '/usr/bin/apt-get';

/** Where Playwright's own download of Chromium lives (whether or not it is there). */
export function playwrightChromium() {
  return chromium.executablePath();
}

/**
 * What to do, from what the machine has. Pure, so every branch is tested without taking
 * the real browser away from anyone.
 * @param {{ env?: Record<string, string | undefined>, exists?: (file: string) => boolean,
 *   playwrightPath?: string, isRoot?: boolean, hasApt?: boolean }} machine
 * @returns {import('./browser.d.mts').BrowserDecision}
 */
export function decide({
  env = process.env,
  exists = existsSync,
  playwrightPath = playwrightChromium(),
  isRoot = process.getuid?.() === 0,
  hasApt = exists(APT_GET),
} = {}) {
  const chosen = env.CHROME_PATH || env.CHROMIUM_PATH;
  if (chosen) {
    const name = env.CHROME_PATH ? 'CHROME_PATH' : 'CHROMIUM_PATH';
    // A browser named by hand that is not there is a mistake to show, not to work around.
    if (!exists(chosen)) return { action: 'fail', reason: `${name} is ${chosen}, but there is no such file` };
    return { action: 'use', path: chosen, source: name };
  }
  for (const file of SYSTEM_CHROMIUM) {
    if (exists(file)) return { action: 'use', path: file, source: 'the system package' };
  }
  if (playwrightPath && exists(playwrightPath)) {
    return { action: 'use', path: playwrightPath, source: "Playwright's cache" };
  }
  const looked = ['CHROME_PATH', ...SYSTEM_CHROMIUM, ...(playwrightPath ? [playwrightPath] : [])].join(', ');
  if (isRoot && hasApt) {
    return {
      action: 'install',
      method: 'apt',
      reason: `no Chromium found (looked at ${looked}); running as root with apt-get, so installing Debian's chromium package`,
    };
  }
  return {
    action: 'install',
    method: 'playwright',
    reason:
      `no Chromium found (looked at ${looked}); ` +
      (isRoot ? 'apt-get is not available' : 'not running as root, so apt-get cannot install one') +
      ", so downloading Playwright's Chromium into its cache",
  };
}

/** The Chromium to drive; throws with what to run when there is none yet. */
export function findBrowser(env = process.env) {
  const decision = decide({ env });
  if (decision.action === 'use') return decision.path;
  throw new Error(
    decision.action === 'fail' ? decision.reason : 'No Chromium here yet: `node scripts/browser.mjs` installs one',
  );
}

function run(command, args, extraEnv = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) {
    const why = result.error?.message ?? `exit ${result.status ?? result.signal}`;
    throw new Error(`${[command, ...args].join(' ')} failed (${why})`);
  }
}

/** Carries out an install decision. */
export function install(method) {
  if (method === 'apt') {
    run(APT_GET, ['update', '-qq']);
    run(APT_GET, ['install', '-y', '-qq', 'chromium'], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  } else {
    // `npx playwright install chromium`, with the Node running this and the project's own
    // Playwright, so the browser build is the one this Playwright version drives.
    const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
    run(process.execPath, [cli, 'install', 'chromium']);
  }
}

function main() {
  let decision = decide();
  if (decision.action === 'install') {
    console.log(`browser: ${decision.reason}`);
    install(decision.method);
    decision = decide();
    if (decision.action === 'install')
      decision = { action: 'fail', reason: 'the install finished but no Chromium is there' };
  }
  if (decision.action === 'fail') {
    console.error(`browser: ${decision.reason}`);
    process.exit(1);
  }
  console.log(`browser: ${decision.path} (${decision.source})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`browser: ${error.message}`);
    process.exit(1);
  }
}
