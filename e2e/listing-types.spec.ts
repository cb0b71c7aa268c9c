// Issue #14: listings that say what they are. Prices by type on every screen, the form
// that asks for the chosen type's facts, typed searches read as filter chips, the listing
// page's contact bar and facts, cards that open the listing, and the map's price pins,
// count and empty state. Screenshots at 360 px and 1280 px.
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll, openFilters, realErrors, signUp } from './support/discovery.ts';

interface ApiListing {
  _id: string;
  name: string;
  type: string;
  price: number;
}

const UNIT: Record<string, RegExp> = {
  rentals: /^KSH [\d,]+\/month$/,
  bnbs: /^KSH [\d,]+\/night$/,
  'for-sale': /^KSH [\d,]+$/,
  // A service in the unit its provider prices by (issue 32): a job from, a day, an hour…
  movers: /^(?:From KSH [\d,]+ per job|KSH [\d,]+ per (?:visit|hour|day|m²))$/,
};

async function firstOfType(page: Page, type: string): Promise<ApiListing> {
  const res = await page.request.get(`/api/listing/search?type=${type}&limit=1`);
  return ((await res.json()) as { listings: ApiListing[] }).listings[0]!;
}

for (const width of [360, 1280]) {
  test(`prices, facts and the contact bar follow the type at ${width} px`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    for (const type of Object.keys(UNIT)) {
      await page.goto(`/search?type=${type}`);
      const prices = page.getByRole('article').locator('p.font-bold');
      await expect(prices.first()).toBeVisible();
      for (const text of await prices.allTextContents()) expect(text).toMatch(UNIT[type]!);
    }
    await screenshot(page, `types-search-movers-${width}`);

    const sale = await firstOfType(page, 'for-sale');
    await page.goto(`/listing/${sale._id}`);
    await expect(page.getByRole('heading', { level: 1, name: sale.name })).toBeVisible();
    await expect(page.getByText(/^KSH [\d,]+$/).first()).toBeVisible();
    const bar = page.getByRole('region', { name: 'Contact the lister' });
    await expect(bar.getByRole('link', { name: 'Call' })).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'WhatsApp' })).toBeInViewport();
    await expect(bar.getByRole('button', { name: `Save ${sale.name}` })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Listed by' })).toContainText('On Nyumba since');
    // The bar stays on screen as the page scrolls.
    await page.mouse.wheel(0, 2000);
    await expect(bar.getByRole('link', { name: 'Call' })).toBeInViewport();
    await screenshot(page, `types-listing-for-sale-${width}`);

    const mover = await firstOfType(page, 'movers');
    await page.goto(`/listing/${mover._id}`);
    await expect(page.getByText(UNIT.movers!).first()).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toBeVisible();
    for (const word of ['Furnished', 'Parking', 'Bedrooms', 'Bathrooms'])
      await expect(details.getByText(word)).toHaveCount(0);
    await expect(details.getByText('Areas served')).toBeVisible();
    await expect(details.getByText('Trade')).toBeVisible();
    await screenshot(page, `types-listing-movers-${width}`);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
}

test('a typed search becomes filter chips, the bands follow the type, and the card opens the listing', async ({
  page,
}) => {
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search listings' });
  await box.fill('2br kileleshwa under 40k');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?bedrooms=2&area=Kileleshwa&maxPrice=40000$/);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips).toContainText('Beds: 2');
  await expect(chips).toContainText('In Kileleshwa');
  // What became a filter leaves the box.
  await expect(box).toHaveValue('');
  await page.getByRole('button', { name: 'Remove filter: In Kileleshwa' }).click();
  await expect(page).toHaveURL(/\/search\?bedrooms=2&maxPrice=40000$/);

  await page.goto('/search');
  await box.fill('bnb diani');
  await box.press('Enter');
  await expect(page).toHaveURL(/type=bnbs&area=Diani/);
  // A bnb's price bands are per night.
  await openFilters(page);
  const bands = await page.getByRole('combobox', { name: 'Price' }).locator('option').allTextContents();
  expect(bands).toContain('3k-5k');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('for-sale');
  await expect(page.getByRole('combobox', { name: 'Price' }).locator('option')).toContainText(['5M-10M']);
  const beds = await page.getByRole('combobox', { name: 'Beds' }).locator('option').allTextContents();
  expect(beds).toEqual(['Any', 'Bedsitter', 'Single room', 'Double room', '1', '2', '3', '4+']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'types-search-chips-1280');
  await page.setViewportSize({ width: 360, height: 640 });
  await screenshot(page, 'types-search-chips-360');

  // The card opens its listing from its text, not only from its title.
  await page.goto('/search?type=rentals');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!;
  // A tap on the price: the name's link is stretched over it, so the tap lands on the link.
  const priceText = card.getByText(/^KSH [\d,]+\/month$/);
  await priceText.scrollIntoViewIfNeeded();
  const price = (await priceText.boundingBox())!;
  await page.mouse.click(price.x + price.width / 2, price.y + price.height / 2);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the form asks only for the chosen type’s facts and price', async ({ page }) => {
  await signUp(page);
  await page.goto('/create-listing');
  await expect(page.getByLabel('Price per month (KSH)')).toBeVisible();
  await expect(page.getByLabel(/^Deposit/)).toBeVisible();
  await page.getByLabel('Type').selectOption('bnbs');
  await expect(page.getByLabel('Price per night (KSH)')).toBeVisible();
  await expect(page.getByLabel(/^Maximum guests/)).toBeVisible();
  await expect(page.getByLabel(/^Deposit/)).toHaveCount(0);
  await page.getByLabel('Type').selectOption('for-sale');
  await expect(page.getByLabel('Asking price (KSH)')).toBeVisible();
  await page.getByLabel('Type').selectOption('technicians');
  await expect(page.getByLabel('Starting price (KSH)')).toBeVisible();
  for (const label of [/^Bathrooms/, /^Bedrooms/, /^Furnished/, /^Parking/, /^Wi-Fi/])
    await expect(page.getByLabel(label)).toHaveCount(0);
  await expect(page.getByLabel(/^Areas served/)).toBeVisible();
  await screenshot(page, 'types-form-technicians-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('Type').selectOption('rentals');
  await screenshot(page, 'types-form-rentals-1280');
});

test('the map labels pins with short prices, counts what is in view and says when nothing is', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    await page.goto('/mapexplore?lat=-1.2921&lng=36.7866');
    const pins = page.locator('.leaflet-marker-icon.map-price-pin');
    await expect(pins.first()).toBeAttached();
    // A service pin says its unit briefly (issue 32): "800/hr", "1.5k/visit".
    for (const label of await pins.allTextContents())
      expect(label).toMatch(/^(From )?\d+(\.\d)?[kMB]?(\/(?:night|visit|hr|day|m²))?$/);
    await expect(page.getByText(/^\d+ listings? in view$/)).toBeVisible();
    await pins.first().focus();
    await pins.first().press('Enter');
    await expect(page.locator('.leaflet-popup')).toContainText(/KSH [\d,]+/);
    await expect(page.locator('.leaflet-popup')).not.toContainText('KES');
    await screenshot(page, `types-map-${width}`);
    await page.goto('/mapexplore?lat=-1.2921&lng=36.7866&type=for-sale&minPrice=900000000');
    // Said over the map (its status); at desktop widths the list beside it says it too.
    await expect(page.getByRole('status').filter({ hasText: /No listings here match your filters/ })).toBeVisible();
    await screenshot(page, `types-map-empty-${width}`);
  }
});

test('an area filter opens the map on its neighbourhood; after panning away, "Search this area" drops it', async ({
  page,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    await page.goto('/mapexplore?area=Kilimani');
    await expect(page.getByText(/^\d+ listings? in view$/)).toBeVisible();
    const searchArea = page.getByRole('button', { name: 'Search this area' });
    await expect(searchArea).toHaveCount(0);
    // Drag the map well past half its width twice: Kilimani's centre leaves the view.
    const box = (await page.getByRole('region', { name: 'Map of listings' }).boundingBox())!;
    const y = box.y + box.height * 0.6;
    for (let i = 0; i < 2; i++) {
      await page.mouse.move(box.x + box.width * 0.9, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.1, y, { steps: 8 });
      await page.mouse.up();
    }
    await expect(searchArea).toBeVisible();
    await screenshot(page, `types-map-search-area-${width}`);
    await searchArea.click();
    await expect(page).not.toHaveURL(/area=/);
    await expect(searchArea).toHaveCount(0);
    await expect(page.getByRole('status').getByText(/listings? in view$|No listings here match/)).toBeVisible();
  }
});
