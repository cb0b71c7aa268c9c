import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const SCREENSHOT_DIR = path.join(import.meta.dirname, '..', 'screenshots');

/**
 * Every page in a browser test: requests to other hosts (map tiles, avatars) are
 * blocked so tests never depend on the network, and console errors are collected
 * so a test can assert there were none.
 */
/**
 * Home, search and listing pages arrive drawn by the server, and their app starts when
 * the visitor starts using the page (apps/web/src/lib/start-on-intent.ts): a test is a
 * visitor at a desk, who moves the mouse before anything else. Navigations through this
 * page then wait for the app to say it is live (apps/web/src/main.tsx), so a test's
 * steps meet a page that answers at once; e2e/start-on-intent.spec.ts is the visitor
 * who taps first.
 */
export function waitForAppOnNavigation(page: Page): void {
  const ready = async () => {
    await page.mouse.move(1, 1);
    await page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready',
    );
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/** Requests to other hosts (map tiles, avatars) fail at once: tests never depend on the network. */
export async function blockOtherHosts(page: Page, baseURL: string | undefined): Promise<void> {
  const own = new URL(baseURL!).host;
  await page.route(
    (url) => url.host !== own && url.protocol.startsWith('http'),
    (route) => route.abort('blockedbyclient'),
  );
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  page: async ({ page, baseURL, javaScriptEnabled }, use) => {
    await blockOtherHosts(page, baseURL);
    if (javaScriptEnabled !== false) waitForAppOnNavigation(page);
    await use(page);
  },
});

/**
 * Screenshots are for people to look at (every screen, at 360 and 1280 px), and none is
 * compared: so CI, where nobody opens them, skips them. They cost 0.1-3 s each (a
 * full-page capture of search at 2.75x is 4.9 MB of PNG): the listings, accounts and blog
 * files took 74-80 s without them, 85-94 s with. E2E_SCREENSHOTS=on or off overrides.
 */
const screenshotsOn = (process.env.E2E_SCREENSHOTS ?? (process.env.CI ? 'off' : 'on')) !== 'off';

/** What `target` (a page's viewport, or one element) shows, as e2e/screenshots/{name}.png. */
export async function capture(target: Page | Locator, name: string): Promise<void> {
  if (!screenshotsOn) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await target.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** The whole page, top to bottom, as e2e/screenshots/{name}.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsOn) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export { expect };

/** The data folder of the server this test's project runs against (its mail and SMS outboxes). */
export function serverDataDir(): string {
  const phone = test.info().project.name === 'phone';
  return (phone ? process.env.E2E_PHONE_DATA_DIR : process.env.E2E_DATA_DIR)!;
}
