// A page the server drew runs none of the app until the visitor uses it
// (docs/decisions/0032-start-on-intent.md): its first touch starts the app, and what that
// touch meant is carried out once the app is live. These tests are that visitor, on a
// phone, who taps before anything else (the other browser tests move the mouse first).
import { expect, test as base, type Page } from '@playwright/test';

const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const own = new URL(baseURL!).host;
    await page.route(
      (url) => url.host !== own && url.protocol.startsWith('http'),
      (route) => route.abort('blockedbyclient'),
    );
    await use(page);
  },
});

test.use({ viewport: { width: 360, height: 740 } });

const live = (page: Page) => page.evaluate(() => document.documentElement.dataset.app === 'ready');

async function firstListing(page: Page): Promise<string> {
  await page.goto('/search?type=rentals', { waitUntil: 'load' });
  const href = await page.locator('a[href^="/listing/"]').first().getAttribute('href');
  expect(href).toMatch(/^\/listing\//);
  return href!;
}

test('a drawn page runs none of the app until used, and has the start’s files fetched', async ({ page }) => {
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.locator('h1')).toBeVisible();
  const files = await page.locator('meta[name="app-start"]').getAttribute('content');
  const wanted = files!.split(' ');
  expect(wanted.some((file) => /\/main-[\w-]+\.js$/.test(file))).toBe(true);
  // Fetched at the lowest priority, not run: every file has come, and the app is not live.
  await expect
    .poll(() =>
      page.evaluate(
        (list) => list.filter((file) => performance.getEntriesByName(new URL(file, location.href).href).length === 0),
        wanted,
      ),
    )
    .toEqual([]);
  await page.waitForTimeout(1000);
  expect(await live(page)).toBe(false);
});

for (const [language, switchTo] of [
  ['en', 'sw'],
  ['sw', 'en'],
] as const) {
  test(`a tap on a button before the app is live is carried out (${language})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    await page.goto('/', { waitUntil: 'load' });
    expect(await live(page)).toBe(false);
    await page.locator('[data-language-switch]').tap();
    await expect(page.locator('html')).toHaveAttribute('lang', switchTo);
    expect(await live(page)).toBe(true);
  });
}

test('a photo tapped through before the app is live turns', async ({ page }) => {
  const listing = await firstListing(page);
  await page.goto(listing, { waitUntil: 'load' });
  expect(await live(page)).toBe(false);
  const second = page.getByRole('button', { name: /^Show photo 2 of/ });
  await expect(second).not.toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Next photo' }).tap();
  await expect(second).toHaveAttribute('aria-current', 'true');
});

test('a link tapped before the app is live is followed, and the next page is drawn', async ({ page }) => {
  await page.goto('/search?type=rentals', { waitUntil: 'load' });
  expect(await live(page)).toBe(false);
  const card = page.locator('a[href^="/listing/"]').first();
  const href = await card.getAttribute('href');
  await card.tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('h1')).toBeVisible();
});

test('a search typed and sent before the app is live is carried out', async ({ page }) => {
  await page.goto('/', { waitUntil: 'load' });
  expect(await live(page)).toBe(false);
  const box = page.getByRole('searchbox').first();
  await box.tap();
  await box.pressSequentially('Kilimani');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?.*Kilimani/i);
  await expect(page.locator('a[href^="/listing/"]').first()).toBeVisible();
});
