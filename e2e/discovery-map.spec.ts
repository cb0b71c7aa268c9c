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
  // A card that replaces another (the pin becomes the selected pin) leaves the old one
  // fading out for 200 ms: one card, fully shown, before its position is read.
  await expect(popup).toHaveCount(1);
  await expect(popup).toHaveCSS('opacity', '1');
  let last: number | null = null;
  await expect
    .poll(
      async () => {
        const y = (await popup.boundingBox())?.y ?? null;
        const still = y !== null && y === last;
        last = y;
        return still;
      },
      { intervals: [150], timeout: 15_000 },
    )
    .toBe(true);
}

test('the map shows markers; a pin opens a card that opens the listing; Back returns to the same view', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/mapexplore');
  // A phone's map has no header, yet "List your property" is on every screen.
  await expect(page.getByRole('link', { name: 'List your property' })).toBeVisible();
  const pins = page.locator('.leaflet-marker-icon.map-pin-listing');
  await expect(pins.first()).toBeAttached();
  expect(await pins.count()).toBeGreaterThan(3);
  await expect(page.getByText('Loading listings...')).toHaveCount(0);

  // Keyboard users reach markers too; Enter opens the card, focus goes to its link.
  const pin = pins.first();
  await pin.focus();
  await pin.press('Enter');
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(/KSH [\d,]+/);
  const open = popup.getByRole('heading').getByRole('link');
  await expect(open).toBeFocused();
  await popupSettled(page);
  await screenshot(page, 'discovery-map-popup-360');
  // The card clears the count under the filter row.
  const count = await page.getByText(/listings? in view$/).boundingBox();
  expect((await popup.boundingBox())!.y).toBeGreaterThan(count!.y + count!.height - 1);
  await expect(page).toHaveURL(/[?&]selectedId=/);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(page).not.toHaveURL(/selectedId=/);

  // Zoom in and open a card; the address carries the view and the card, so Back comes back to them.
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect(page).toHaveURL(/[?&]at=-?[\d.]+(?:,|%2C)-?[\d.]+(?:,|%2C)13\b/);
  await pins.first().click();
  await expect(popup).toBeVisible();
  const name = (await popup.getByRole('heading').innerText()).trim();
  // The card pans the map into view; the address follows once the map is still.
  await popupSettled(page);
  await page.waitForTimeout(600);
  const left = new URL(page.url()).searchParams;
  await popup.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/mapexplore/);
  await expect(page.locator('.leaflet-popup').getByRole('heading', { name })).toBeVisible();
  await popupSettled(page);
  await page.waitForTimeout(600);
  const back = new URL(page.url()).searchParams;
  expect(back.get('at')).toBe(left.get('at'));
  expect(back.get('selectedId')).toBe(left.get('selectedId'));
  await page.locator('.leaflet-popup-close-button').click();
  await expect(page).not.toHaveURL(/selectedId=/);

  // On a phone, a list of what is in view instead of the map; a row opens the listing.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const list = page.getByRole('region', { name: 'Listings in view' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await screenshot(page, 'discovery-map-list-360');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(list).toHaveCount(0);

  // The filter panel: opens from the button, narrows the markers, closes on a press outside.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByPlaceholder('Search listings...')).toBeVisible();
  await page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: 'Type' }).selectOption('movers');
  await expect(page).toHaveURL(/\/mapexplore\?(?:at=[^&]+&)?type=movers$/);
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

test('a /maplayout link with redirected=true opens that card with a purple marker', async ({
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
    // Beside the map, the list of what is in view.
    const list = page.getByRole('region', { name: 'Listings in view' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveCount(0);
    await pin.focus();
    await pin.press('Enter');
    await expect(page.locator('.leaflet-popup')).toBeVisible();
    await popupSettled(page);
    await screenshot(page, 'discovery-map-popup-1280');
  });
});
