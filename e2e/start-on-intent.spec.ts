// A page the server drew runs none of the app until the visitor uses it
// (docs/decisions/0032-start-on-intent.md): its first touch starts the app, and what that
// touch meant is carried out once the app is live. These tests are that visitor, on a
// phone, who taps before anything else (the other browser tests move the mouse first).
import { expect, test as base, type Page } from '@playwright/test';
import { blockOtherHosts } from './support/fixtures.ts';
import { signUpByApi } from './support/sign-up.ts';
import { uniqueTag } from './support/unique-tag.ts';

// Not the shared fixture's page: that one moves the mouse, which starts the app.
const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    await blockOtherHosts(page, baseURL);
    await use(page);
  },
});

test.use({ viewport: { width: 360, height: 740 } });

const live = (page: Page) => page.evaluate(() => document.documentElement.dataset.app === 'ready');

/** A demo rental with more than one photo (other tests add listings with one). */
async function listingWithPhotos(page: Page): Promise<string> {
  const answer = await page.request.get('/api/listing/search?type=rentals&limit=50');
  const { listings } = (await answer.json()) as { listings: { _id: string; image_urls: string[] }[] };
  const found = listings.find((listing) => listing.image_urls.length > 1);
  expect(found).toBeDefined();
  return `/listing/${found!._id}`;
}

test('a drawn page runs none of the app until used, and has the start’s files fetched', async ({ page }) => {
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.locator('h1')).toBeVisible();
  const files = await page.locator('meta[name="app-start"]').getAttribute('content');
  // The start's code, and the whole stylesheet the page carries only a part of (0036).
  const wanted = [...files!.split(' '), (await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href'))!];
  expect(wanted.some((file) => /\/main-[\w-]+\.js$/.test(file))).toBe(true);
  expect(wanted.at(-1)).toMatch(/\/index-[\w-]+\.css$/);
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

test('at a desk (a wide screen and a mouse) the app starts without a touch: home’s featured cards come', async ({
  browser,
  baseURL,
}) => {
  const desk = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const page = await desk.newPage();
  await blockOtherHosts(page, baseURL);
  await page.goto('/', { waitUntil: 'load' });
  await expect.poll(() => live(page)).toBe(true);
  await expect(page.locator('main article a[href^="/listing/"]').first()).toBeVisible();
  await desk.close();
});

test('a page drawn for a member starts at once: what only they see is drawn by the app', async ({ page, baseURL }) => {
  const tag = uniqueTag();
  await signUpByApi(
    page.request,
    { username: `intent${tag}`, email: `intent-${tag}@example.co.ke`, password: 'Nyumba-e2e-2025!' },
    { origin: baseURL! },
  );
  await page.goto('/', { waitUntil: 'load' });
  await expect.poll(() => live(page)).toBe(true);
});

test('a photo tapped through before the app is live turns', async ({ page }) => {
  const listing = await listingWithPhotos(page);
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

test('the map arrives drawn: its pins and only the tiles the phone shows, and a pin tapped opens its card once live', async ({
  page,
}) => {
  const tiles: string[] = [];
  // After blockOtherHosts, so it answers first: a plain tile, counted.
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tiles.push(route.request().url());
    return route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"/>',
    });
  });
  await page.goto('/map', { waitUntil: 'load' });
  await expect(page.getByRole('status').filter({ hasText: /listings? in view/ })).toBeVisible();
  const pins = page.locator('[data-map-frame] .map-price-pin');
  expect(await pins.count()).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(await live(page)).toBe(false);
  // A 360 × 740 screen shows two or three columns of four rows at most; the frame holds 35.
  expect(tiles.length).toBeGreaterThanOrEqual(4);
  expect(tiles.length).toBeLessThanOrEqual(12);
  expect(await page.locator('.leaflet-container').count()).toBe(0);

  const label = (await pins.first().textContent())!;
  await pins.first().tap();
  await expect(page).toHaveURL(/selectedId=/);
  await expect(page.locator('.leaflet-popup')).toBeVisible();
  // The card is the tapped pin's: the live map draws that pin as the selected one.
  await expect(page.locator('.leaflet-marker-icon.map-price-pin-current')).toHaveText(label);
  await expect(page.locator('[data-map-frame]')).toHaveCount(0);
  await expect(page.locator('.leaflet-popup a[href^="/listing/"]').first()).toBeVisible();
});
