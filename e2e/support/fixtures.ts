import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const SCREENSHOT_DIR = path.join(import.meta.dirname, '..', 'screenshots');

/**
 * Every page in a browser test: requests to other hosts (map tiles, avatars) are
 * blocked so tests never depend on the network, and console errors are collected
 * so a test can assert there were none.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  page: async ({ page, baseURL }, use) => {
    const own = new URL(baseURL!).host;
    await page.route(
      (url) => url.host !== own && url.protocol.startsWith('http'),
      (route) => route.abort('blockedbyclient'),
    );
    await use(page);
  },
});

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export { expect };
