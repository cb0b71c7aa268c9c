// Issue 41, finding things: the search's filters are one filter everywhere (the chip, the
// count, the list and the map ask the API the same thing), providers compared and filtered by
// when they work, and the searches made on this phone offered again on the home screen.
import type { Page, Request } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll, openFilters } from './support/discovery.ts';
import { listWith, member, pageOf, scene } from './support/members.ts';

// The page's own requests are watched: an offline worker answering them would hide them.
test.use({ serviceWorkers: 'block' });

interface SearchAnswer {
  total: number;
  listings: { name: string; type: string; image_urls: string[] }[];
}

/** The search requests the page made, as URLs, newest last. */
function watchSearches(page: Page, path: string): URL[] {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    // Not the one-result peeks of "nothing found" (which filter to drop).
    if (url.pathname === path && url.searchParams.get('limit') !== '1') seen.push(url);
  });
  return seen;
}

/** The filters the address holds: what the chips say. */
const addressFilters = (page: Page) =>
  [...new URL(page.url()).searchParams].filter(([key]) => !['q', 'at', 'show', 'selectedId'].includes(key));

/**
 * The page asked the API exactly what its address (and so its chips) says, and shows the API's
 * own answer to that question: its count, and its cards in its order.
 */
async function agreesWithApi(page: Page, searches: URL[], { drawnByServer = false } = {}) {
  const wanted = addressFilters(page);
  // A first visit's results come drawn by the server, from the same reading of the address.
  if (!drawnByServer)
    await expect
      .poll(() => {
        const last = searches.at(-1);
        return Boolean(last && wanted.every(([key, value]) => last.searchParams.get(key) === value));
      })
      .toBe(true);
  const query = new URLSearchParams(wanted);
  query.set('limit', '24');
  const answer = (await (await page.request.get(`/api/listing/search?${query}`)).json()) as SearchAnswer;
  await expect(page.getByRole('status').filter({ hasText: /listings?$/ })).toHaveText(
    `${answer.total} listing${answer.total === 1 ? '' : 's'}`,
  );
  // A home without photos draws no card.
  const drawn = answer.listings
    .filter((listing) => listing.image_urls.length > 0 || !['rentals', 'for-sale', 'bnbs'].includes(listing.type))
    .map((listing) => listing.name);
  await expect(page.locator('main article h3')).toHaveText(drawn);
  return answer;
}

test('every filter set on the search screen is what the count, the list and the map ask for (360 px)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const lister = await member(browser, 360, 'en', 'fundi');
  const tag = lister.who.username.slice(-6);
  const plumber = await listWith(lister.context, await scene(), {
    type: 'technicians',
    trade: 'plumber',
    name: `Kamau Plumbing ${tag}`,
    description: 'Leaks, tanks and geysers fixed the same day.',
    price: '1,500',
    priceUnit: 'job',
    bedrooms: undefined,
  });
  expect(plumber.id).toBeTruthy();

  const searches = watchSearches(page, '/api/listing/search');
  await page.goto('/search?q=plumber');
  await expect(page).toHaveURL(/type=technicians&trade=plumber/);
  const plumbers = await agreesWithApi(page, searches, { drawnByServer: true });
  expect(plumbers.listings.map((listing) => listing.name)).toContain(`Kamau Plumbing ${tag}`);
  // On a phone the results come first; the filters open from their button, which counts them.
  await expect(page.locator('[data-filters-toggle]')).toContainText('2');
  await expect(page.getByRole('combobox', { name: 'Trade' })).toBeHidden();
  await openFilters(page);
  // A provider has no bathrooms: the filter is not offered.
  await expect(page.getByRole('combobox', { name: 'Bathrooms' })).toHaveCount(0);

  // Each filter by hand, one after another: each is asked for, and the answer shown.
  await page.getByRole('combobox', { name: 'Trade' }).selectOption('electrician');
  const electricians = await agreesWithApi(page, searches);
  expect(electricians.listings.map((listing) => listing.name)).not.toContain(`Kamau Plumbing ${tag}`);
  await page.getByRole('combobox', { name: 'Type' }).selectOption('rentals');
  await agreesWithApi(page, searches);
  await page.getByRole('combobox', { name: 'Beds' }).selectOption('2');
  await agreesWithApi(page, searches);
  await page.getByRole('combobox', { name: 'Price' }).selectOption({ index: 2 });
  await agreesWithApi(page, searches);
  await page.getByRole('combobox', { name: 'Bathrooms' }).selectOption('1');
  await agreesWithApi(page, searches);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await agreesWithApi(page, searches);
  await screenshot(page, 'journeys2-filters-360');

  // One tap to the same search on the map: its requests carry every filter the list had.
  const filters = addressFilters(page);
  const maps = watchSearches(page, '/api/listing/map');
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/\/maplayout\?/);
  await expect
    .poll(() => {
      const last = maps.at(-1);
      return Boolean(
        last && filters.filter(([key]) => key !== 'sort').every(([key, value]) => last.searchParams.get(key) === value),
      );
    })
    .toBe(true);
  // The map also answers at /map.
  await page.goto('/map?type=technicians&trade=plumber');
  await expect(page.getByRole('region', { name: /map/i }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await expect.poll(() => maps.at(-1)?.searchParams.get('trade')).toBe('plumber');
});

for (const [width, language] of [
  [360, 'sw'],
  [1280, 'en'],
] as const) {
  test(`providers compared on their cards and filtered by "open now" and emergencies (${width} px, ${language})`, async ({
    browser,
  }) => {
    const say = {
      en: {
        openNow: 'Open now',
        emergency: 'Emergency call-outs',
        onCard: 'Emergency call-outs',
        hours: 'Mon, Tue, Wed, Thu, Fri, Sat, Sun, 00:00–23:59',
      },
      sw: {
        openNow: 'Wako kazini sasa',
        emergency: 'Huja kwa dharura',
        onCard: 'Kazi za dharura',
        hours: 'Jtt, Jnn, Jtn, Alh, Ijm, Jmm, Jpl, 00:00–23:59',
      },
    }[language];
    const fundi = await member(browser, width, language, 'fundi');
    const name = `Night Owl Electrics ${fundi.who.username.slice(-6)}`;
    await listWith(fundi.context, await scene(), {
      type: 'technicians',
      trade: 'electrician',
      name,
      price: '1,200',
      priceUnit: 'visit',
      bedrooms: undefined,
      workDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      workFrom: '00:00',
      workTo: '23:59',
      emergency: true,
    });
    const client = await member(browser, width, language, 'mteja');
    const page = await pageOf(client.context);
    await page.goto('/search?type=technicians&trade=electrician');
    await openFilters(page);
    await page.getByRole('checkbox', { name: say.openNow }).check();
    await expect(page).toHaveURL(/openNow=true/);
    await page.getByRole('checkbox', { name: say.emergency }).check();
    await expect(page).toHaveURL(/emergency=true/);
    const card = page.getByRole('article').filter({ hasText: name });
    const facts = card.locator('[data-provider-facts]');
    await expect(facts).toContainText(say.hours);
    await expect(facts).toContainText(say.onCard);
    // Each is a chip that removes it.
    await expect(page.getByRole('list', { name: /Active filters|Vichujio vilivyowekwa/ })).toContainText(say.openNow);
    await screenshot(page, `journeys2-providers-${language}-${width}`);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  });
}

for (const [width, language] of [
  [360, 'en'],
  [1280, 'sw'],
] as const) {
  test(`the home screen offers the searches made on this phone again (${width} px, ${language})`, async ({
    browser,
  }) => {
    const say = {
      en: { heading: 'Your recent searches', label: 'Beds: 2 · In Kilimani' },
      sw: { heading: 'Ulichotafuta hivi karibuni', label: 'Vyumba: 2 · Mtaani Kilimani' },
    }[language];
    const visitor = await member(browser, width, language, 'seeker');
    const page = await pageOf(visitor.context);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: say.heading })).toHaveCount(0);
    await page.goto('/search?q=2 bedroom kilimani');
    await expect(page).toHaveURL(/bedrooms=2&area=Kilimani/);
    await page.goto('/search?type=movers');
    await page.goto('/');
    const recent = page.getByRole('region', { name: say.heading });
    await expect(recent.getByRole('link')).toHaveCount(2);
    await screenshot(page, `journeys2-recent-${language}-${width}`);
    await recent.getByRole('link', { name: say.label }).click();
    await expect(page).toHaveURL(/\/search\?bedrooms=2&area=Kilimani/);
  });
}
