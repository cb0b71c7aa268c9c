// Issue 18, "Desktop (≥ 1024 px)" and the Save kept across sign-in: the header's navigation
// instead of the bottom bar, the listing page in two columns, the search results beside a
// map of their pins, cards of equal height, a search box in the home page's first screen;
// at 360 px the phone layout as it was, and no map code downloaded for the search.
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll, realErrors, signUp } from './support/discovery.ts';
import { uniqueTag } from './support/unique-tag.ts';

test.use({ deviceScaleFactor: 1 });

const desktopNav = (page: Page) => page.locator('[data-desktop-nav]');
const bottomBar = (page: Page) => page.locator('[data-nav-item]').first().locator('xpath=ancestor::nav');
const pins = (page: Page) => page.locator('[data-results-map] .leaflet-marker-icon');

/** Leaflet's code or styles, by the chunk names Vite gives them. */
const isMapCode = (url: string) => /results-map|leaflet/i.test(url);

test('at 360 px: the bottom bar, a search box in the first screen, and no map code on /search', async ({
  page,
  consoleErrors,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(bottomBar(page)).toBeVisible();
  await expect(desktopNav(page)).toBeHidden();
  const box = page.getByRole('searchbox', { name: 'Search listings' });
  await expect(box).toBeVisible();
  const where = (await box.boundingBox())!;
  expect(where.y + where.height, 'search box above the fold at 360×640').toBeLessThan(640 - 64);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'desktop-home-360');

  await box.fill('  Kilimani ');
  await box.press('Enter');
  // Read as the search page reads it: a known place is the area filter (issue 28).
  await expect(page).toHaveURL(/\/search\?area=Kilimani$/);
  await expect(page.locator('main article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-results-map]')).toHaveCount(0);
  expect(requested.filter(isMapCode), 'a phone downloads no map for the search').toEqual([]);

  // An empty search opens the whole list.
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  expect(realErrors(consoleErrors)).toEqual([]);
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the header navigates instead of the bottom bar; home has its search box', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(bottomBar(page)).toBeHidden();
    const nav = desktopNav(page);
    await expect(nav).toBeVisible();
    for (const name of ['Search', 'Map', 'Blog', 'Saved', 'List your property', 'Sign in'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search listings' });
    const where = (await box.boundingBox())!;
    expect(where.y + where.height).toBeLessThan(800);
    await screenshot(page, 'desktop-home-1280');

    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/\/maplayout/);
    await expect(nav.getByRole('link', { name: 'Map', exact: true })).toHaveAttribute('aria-current', 'page');

    // Signed in, the account menu holds the rest and signs out.
    await signUp(page);
    await page.goto('/');
    await nav.getByText('Account', { exact: true }).click();
    const menu = page.getByRole('list', { name: 'Account menu' });
    for (const name of ['My listings', 'My posts', 'Settings'])
      await expect(menu.getByRole('link', { name })).toBeVisible();
    await screenshot(page, 'desktop-account-menu-1280');
    await menu.getByRole('link', { name: 'My listings' }).click();
    await expect(page).toHaveURL(/\/my-listing$/);
    await expect(menu).toBeHidden();
    await nav.getByText('Account', { exact: true }).click();
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(nav.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  test('search: the list beside a map whose pins follow the results, cards of equal height', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.goto('/search');
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    const map = page.locator('[data-results-map]');
    await expect(map).toBeVisible();
    const listBox = (await page.locator('section[aria-labelledby="results-title"]').boundingBox())!;
    const mapBox = (await map.boundingBox())!;
    expect(mapBox.x, 'the map is beside the list').toBeGreaterThanOrEqual(listBox.x + listBox.width);

    const located = async (query: string) => {
      const body = (await (await request.get(`/api/listing/search?${query}`)).json()) as {
        listings: { location: unknown }[];
      };
      return body.listings.filter((listing) => listing.location).length;
    };
    // Every result on screen with a location has its pin (cards draw a few at a time).
    const pinsMatchCards = async (query: string) =>
      expect
        .poll(async () => (await pins(page).count()) === (await located(`${query}limit=${await cards.count()}`)))
        .toBe(true);
    await pinsMatchCards('');
    const shown = await cards.count();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'desktop-search-1280');

    // Cards in one row are the same height, whatever their title's length.
    const boxes = await cards.evaluateAll((all) => all.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const rows = new Map<number, number[]>();
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box.height]);
    expect([...rows.values()].some((heights) => heights.length > 1)).toBe(true);
    for (const heights of rows.values()) expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);

    // "Load more" adds the new results' pins.
    const more = page.getByRole('button', { name: 'Load more' });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    await pinsMatchCards('');

    // A new search moves the pins to its results.
    await page.goto('/search?type=bnbs');
    await expect(cards.first()).toBeVisible();
    await pinsMatchCards('type=bnbs&');
    await pins(page).first().click();
    await expect(page).toHaveURL(/\/listing\//);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  test('search: price pins, and "Search this area" after moving the map', async ({ page, request, consoleErrors }) => {
    await page.goto('/search?type=rentals');
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    const map = page.locator('[data-results-map]');
    // Each pin says its price, as on the map screen ('25k').
    await expect(pins(page).first()).toHaveText(/^\d+(\.\d)?[kM]/);
    const searchArea = page.getByRole('button', { name: 'Search this area' });
    await expect(searchArea, 'not before the map is moved').toBeHidden();

    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2 + 60, { steps: 8 });
    await page.mouse.up();
    await searchArea.click();
    await expect(page).toHaveURL(/[?&]bbox=/);
    const bbox = new URL(page.url()).searchParams.get('bbox')!;
    const [west, south, east, north] = bbox.split(',').map(Number) as [number, number, number, number];
    await expect(page.getByRole('button', { name: 'Remove filter: In the map area' })).toBeVisible();
    await expect(searchArea, 'gone once searched').toBeHidden();

    // The results are the listings inside the area, and only those.
    const inArea = (await (await request.get(`/api/listing/search?type=rentals&bbox=${bbox}&limit=50`)).json()) as {
      total: number;
      listings: { location: { coordinates: [number, number] } | null }[];
    };
    const everywhere = (await (await request.get('/api/listing/search?type=rentals&limit=1')).json()) as {
      total: number;
    };
    expect(inArea.total).toBeLessThan(everywhere.total);
    for (const { location } of inArea.listings) {
      const [lng, lat] = location!.coordinates;
      expect(lng >= west && lng <= east && lat >= south && lat <= north).toBe(true);
    }
    if (inArea.total === 0) await expect(page.getByText(/No listings|Nothing/).first()).toBeVisible();
    else await expect.poll(() => cards.count()).toBe(Math.min(inArea.total, await cards.count()));
    await screenshot(page, 'desktop-search-this-area-1280');

    // The chip takes the area off again.
    await page.getByRole('button', { name: 'Remove filter: In the map area' }).click();
    await expect(page).not.toHaveURL(/bbox=/);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  test('the listing page: two columns, the contact panel beside the photos', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const body = (await (await request.get('/api/listing/search?type=rentals&limit=40')).json()) as {
      listings: { _id: string; image_urls: string[] }[];
    };
    const listing = body.listings.find((one) => one.image_urls.length > 1)!;
    await page.goto(`/listing/${listing._id}`);
    const photos = page.getByRole('button', { name: /^Open the photos of/ }).first();
    await expect(photos).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact the lister' });
    await expect(contact).toBeVisible();
    const aside = (await page.locator('[data-listing-aside]').boundingBox())!;
    const photoBox = (await photos.boundingBox())!;
    expect(aside.x, 'the panel is right of the photos').toBeGreaterThanOrEqual(photoBox.x + photoBox.width);
    expect(aside.y, 'and level with them').toBeLessThan(photoBox.y + photoBox.height);
    // The call button is in the panel, not fixed over the bottom of the screen.
    expect(await contact.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'desktop-listing-1280');

    // Scrolled down, the panel stays in view.
    await page.mouse.wheel(0, 900);
    await expect(page.getByRole('link', { name: 'Call' })).toBeInViewport();
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});

test('a Save tapped while signed out completes after signing in', async ({ page, request, consoleErrors }) => {
  const tag = uniqueTag();
  const account = { username: `pending${tag}`, email: `pending-${tag}@example.co.ke`, password: 'Nyumba-e2e-2025!' };
  expect((await request.post('/api/auth/signup', { data: account })).ok()).toBe(true);

  await page.goto('/search?type=rentals');
  const card = page.locator('main article').nth(1);
  const save = card.getByRole('button', { name: /^Save / });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  // Names repeat in the demo data: follow the card by its link.
  const href = (await card.locator('h3 a').getAttribute('href'))!;
  const name = (await save.getAttribute('aria-label'))!.replace(/^Save /, '');
  await save.click();
  await expect(page).toHaveURL(/\/sign-in\?next=/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?type=rentals$/);
  const saved = page
    .locator('main article')
    .filter({ has: page.locator(`h3 a[href="${href}"]`) })
    .getByRole('button', { name: /^Save / });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  // On the server too, and only once: a reload does not toggle it back.
  await page.reload();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved-listings');
  await expect(page.locator('main article')).toHaveCount(1);
  await expect(page.locator('main article')).toContainText(name);
  expect(realErrors(consoleErrors)).toEqual([]);
});
