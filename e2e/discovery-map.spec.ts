// Discovery on the map explorer and /maplayout, and every discovery screen at 1280×800.
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { noHorizontalScroll, realErrors, signUp } from './support/discovery.ts';

// Issue #5, Web: home, search, saved listings and the map explorer on the demo data
// (60 listings of every type, most of them in Nairobi).

interface ApiListing {
  _id: string;
  name: string;
  type: string;
  price: number;
  location: { coordinates: [number, number] } | null;
}

/** Leaflet fades popups in and pans them into view; screenshots and positions wait for both. */
async function popupSettled(page: Page) {
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toHaveCSS('opacity', '1');
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const y = (await popup.boundingBox())?.y ?? Number.NaN;
      const still = y === last;
      last = y;
      return still;
    })
    .toBe(true);
}

test('the map shows markers, opens a popup and View Details', async ({ page, consoleErrors }) => {
  await page.goto('/mapexplore');
  const pins = page.locator('.leaflet-marker-icon.map-pin-listing');
  await expect(pins.first()).toBeAttached();
  expect(await pins.count()).toBeGreaterThan(3);
  await expect(page.getByText('Loading listings...')).toHaveCount(0);

  // Keyboard users reach markers too; Enter opens the popup.
  const pin = pins.first();
  await pin.focus();
  await pin.press('Enter');
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(/KSH [\d,]+/);
  const viewDetails = popup.getByRole('button', { name: 'View Details' });
  await expect(viewDetails).toBeVisible();
  await popupSettled(page);
  await screenshot(page, 'discovery-map-popup-360');

  await viewDetails.click();
  const dialog = page.getByRole('dialog', { name: 'Listing details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('article')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await screenshot(page, 'discovery-map-details-360');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(viewDetails).toBeFocused();

  // The filter panel: opens from the button, narrows the markers, closes on a press outside.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByPlaceholder('Search listings...')).toBeVisible();
  await page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: 'Type' }).selectOption('movers');
  await expect(page).toHaveURL(/\/mapexplore\?type=movers$/);
  // The search page's own box: a neighbourhood picked from its suggestions is an area filter.
  const box = page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: 'Search listings' });
  await box.fill('kilima');
  await expect(page.getByRole('option', { name: /^Kilimani/ })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]area=Kilimani/);
  await expect(page).toHaveURL(/[?&]type=movers/);
  // Left of the panel, which now also holds Bathrooms.
  await page.locator('.leaflet-container').click({ position: { x: 12, y: 500 } });
  await expect(page.getByPlaceholder('Search listings...')).toBeHidden();
  await expect(page.getByText('Loading listings...')).toHaveCount(0);
  expect(await pins.count()).toBeLessThan(10);
  expect(realErrors(consoleErrors)).toEqual([]);
});

test('a /maplayout link with redirected=true opens that popup with a purple marker', async ({
  page,
  request,
  consoleErrors,
}) => {
  const answer = (await (await request.get('/api/listing/search?type=rentals&limit=20')).json()) as {
    listings: ApiListing[];
  };
  const listing = answer.listings.find((l) => l.location)!;
  const [lng, lat] = listing.location!.coordinates;
  await page.goto(`/maplayout?lat=${lat}&lng=${lng}&selectedId=${listing._id}&redirected=true`);

  const popup = page.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: listing.name })).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon.map-pin-selected')).toHaveCount(1);
  // The popup pans clear of the filter button row.
  await popupSettled(page);
  const filters = await page.getByRole('button', { name: 'Filters' }).boundingBox();
  expect((await popup.boundingBox())!.y).toBeGreaterThan(filters!.y + filters!.height);
  await expect(page.locator('.leaflet-marker-icon.map-pin-selected')).toHaveAttribute(
    'aria-label',
    new RegExp(`^${listing.name}`),
  );
  // The bottom bar stays visible under the full-height map.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'discovery-maplayout-selected-360');
  expect(realErrors(consoleErrors)).toEqual([]);
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

  test('home, search, saved and the map look right on a wide screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured Listings' }).getByRole('article')).toHaveCount(6);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'discovery-home-1280');

    await page.goto('/search?type=rentals');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'discovery-search-1280');

    await signUp(page);
    await page.goto('/search?type=bnbs');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: /^Save / }).click();
    await expect(card.getByRole('button', { name: /^Save / })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/saved-listings');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'discovery-saved-1280');

    await page.goto('/maplayout');
    const pin = page.locator('.leaflet-marker-icon.map-pin-listing').first();
    await expect(pin).toBeAttached();
    await pin.focus();
    await pin.press('Enter');
    await expect(page.locator('.leaflet-popup')).toBeVisible();
    await popupSettled(page);
    await screenshot(page, 'discovery-map-popup-1280');
  });
});
