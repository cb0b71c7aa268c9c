import type { APIRequestContext } from '@playwright/test';
import { blockOtherHosts, screenshot } from './support/fixtures.ts';
import { openFilters } from './support/discovery.ts';
import { expect, test } from './support/signed-in-user.ts';

// Home, search and listing pages arrive drawn by the server (apps/web/src/entry-server.tsx),
// so a phone shows them before any code has run, and the app then takes over the same
// markup (hydration) instead of drawing it again.

interface SearchAnswer {
  listings: { _id: string; name: string; image_urls: string[] }[];
}

const firstListing = async (request: APIRequestContext) =>
  ((await (await request.get('/api/listing/search')).json()) as SearchAnswer).listings[0]!;

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

test('the HTML itself holds each page’s first screen: tagline, result cards, the listing and its photo', async ({
  request,
}) => {
  const home = rootOf(await (await request.get('/')).text());
  expect(home).toMatch(/<h1 id="hero-title"[^>]*>[^<]+<\/h1>/);

  const first = await firstListing(request);
  const search = rootOf(await (await request.get('/search')).text());
  expect(search).toContain(`>${first.name}</a>`);
  expect(search.match(/<article /g)?.length).toBeGreaterThan(1);
  // The first card's photo is in the markup, asked for at once.
  expect(search).toMatch(/<img [^>]*src="\/images\/[^"]+"[^>]*fetchPriority="high"/i);

  const listing = rootOf(await (await request.get(`/listing/${first._id}`)).text());
  expect(listing).toMatch(new RegExp(`<h1[^>]*>${first.name}</h1>`));
  expect(listing).toContain(`src="${first.image_urls[0]!.replace(/\.webp$/, '')}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search shows its cards with their photos and links that work', async ({ page, request }) => {
    const first = await firstListing(request);
    await page.goto('/search');
    const card = page.getByRole('article').first();
    await expect(card.getByRole('heading', { name: first.name })).toBeVisible();
    const photo = card.getByRole('img').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'server-render-search-no-js-360');
    await card.getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/listing/${first._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  });
});

test('hydration takes over the drawn page: same markup, no errors, and it responds', async ({
  page,
  consoleErrors,
}) => {
  const served: string[] = [];
  const stylesheets: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'stylesheet') stylesheets.push(response.url());
    if (response.request().resourceType() === 'document') served.push(await response.text());
  });
  await page.goto('/');
  const whole = await page.locator('link[rel="stylesheet"]').getAttribute('href');
  expect(whole).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  const tagline = /<h1 id="hero-title"[^>]*>([^<]+)<\/h1>/.exec(served[0] ?? '')?.[1];
  // The random tagline is the server's pick, not replaced by another one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagline!);

  // The search screen asks for 24 at a time (SEARCH_PAGE_SIZE).
  const results = (await (await page.request.get('/api/listing/search?limit=24')).json()) as SearchAnswer;
  await page.goto('/search');
  const cards = page.getByRole('article');
  // The server draws the first screenful; the app keeps those and adds the rest of the page.
  expect((rootOf(served[1] ?? '').match(/<article /g) ?? []).length).toBe(6);
  await expect(cards).toHaveCount(results.listings.length);
  await expect(cards.nth(6).getByRole('heading')).toHaveText(results.listings[6]!.name);
  // The gallery arrows only work once the app has attached its handlers.
  const first = cards.filter({ has: page.getByRole('button', { name: 'Next photo' }) }).first();
  await first.getByRole('button', { name: 'Next photo' }).click();
  await expect(first.getByRole('button', { name: /^Show photo 2 of/ })).toHaveAttribute('aria-current', 'true');
  // Filters now run in the page: results change without loading another document.
  await openFilters(page);
  const bnbs = /\((\d+)\)/.exec((await page.getByRole('option', { name: /^BnBs/ }).textContent()) ?? '')![1];
  await page.getByLabel('Type').selectOption('bnbs');
  await expect(page).toHaveURL(/type=bnbs/);
  await expect(page.getByText(new RegExp(`^${bnbs} listings?$`))).toBeVisible();
  expect(served).toHaveLength(2);
  // Each page came with its own rules inline; the app, starting on it, loaded the whole
  // stylesheet once (decision 0036), and loading the screens' code never fetched it again.
  expect(stylesheets.map((url) => new URL(url).pathname)).toEqual([whole, whole]);
  expect(consoleErrors).toEqual([]);
});

// Every icon the server drew is the one the app draws: hydration keeps the server's nodes and
// sets no attributes, so an icon the browser drew differently came out as both at once (the
// home tiles' icons all became buildings over the server's own, a table of icons built before
// the icons' chunk had loaded). Checked before any code runs, then after the app is live and
// every part has been scrolled through (each part hydrates as it comes into view).
for (const [name, address] of [
  ['home', async () => '/'],
  ['search', async () => '/search?type=rentals'],
  ['a listing', async (request: APIRequestContext) => `/listing/${(await firstListing(request))._id}`],
] as const) {
  test(`hydration keeps every icon the server drew: ${name}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    await blockOtherHosts(page, baseURL);
    await page.goto(await address(page.request), { waitUntil: 'load' });
    const count = await page.evaluate(() => {
      const drawn = Array.from(document.querySelectorAll('#root svg'), (svg) => [svg, svg.innerHTML] as const);
      (window as unknown as { drawn: typeof drawn }).drawn = drawn;
      return drawn.length;
    });
    expect(count).toBeGreaterThan(5);
    await page.mouse.move(1, 1);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    for (let y = 0; y < 8; y += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(500);
    const changed = await page.evaluate(() =>
      (window as unknown as { drawn: [Element, string][] }).drawn
        .filter(([svg, markup]) => svg.isConnected && svg.innerHTML !== markup)
        .map(([svg]) => svg.getAttribute('class')),
    );
    expect(changed).toEqual([]);
    await context.close();
  });
}

test.describe('signed in', () => {
  test('the page is drawn from the viewer’s answers: a listing they saved is shown as saved before any code runs', async ({
    browser,
    fixture,
    baseURL,
    request,
  }) => {
    // A card the server draws on /search (the first screenful), that is not the user's own.
    const ids = [
      ...rootOf(await (await request.get('/search')).text()).matchAll(/<article [\s\S]*?href="\/listing\/([^"]+)"/g),
    ].map((m) => m[1]!);
    const id = ids.find((candidate) => candidate !== fixture.ownListingId)!;
    const cardIn = (html: string) =>
      rootOf(html)
        .split('<article ')
        .find((card) => card.includes(`href="/listing/${id}"`)) ?? '';
    const context = await browser.newContext({ baseURL, storageState: fixture.signedIn });
    const save = `/api/savedListing/listing/save/${id}`;
    const headers = { origin: baseURL! };
    try {
      expect((await context.request.post(save, { data: {}, headers })).ok()).toBe(true);
      const mine = await context.request.get('/search');
      expect(mine.headers()['cache-control']).toBe('private, no-store');
      expect(cardIn(await mine.text())).toContain('data-saved="true"');
      expect(cardIn(await (await request.get('/search')).text())).toContain('data-saved="false"');
    } finally {
      await context.request.delete(save, { headers });
      await context.close();
    }
  });
});
