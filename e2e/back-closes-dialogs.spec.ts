// Issue 18, "Keeping people's place": opening the gallery, the map's detail panel or the
// blog pop-up (every modal: components/dialog.tsx) adds a history entry, so the phone's
// Back closes it and stays on the page; closing it with its button takes the entry back
// off, so the next Back leaves the page as if the dialog had never been opened.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { realErrors } from './support/discovery.ts';

test.use({ deviceScaleFactor: 1 });

interface Case {
  name: string;
  url: (page: Page) => Promise<string>;
  open: (page: Page) => Promise<Locator>;
}

const firstListingWithPhotos = async (page: Page) => {
  const body = (await (await page.request.get('/api/listing/search?type=rentals&limit=40')).json()) as {
    listings: { _id: string; image_urls: string[] }[];
  };
  return `/listing/${body.listings.find((one) => one.image_urls.length > 1)!._id}`;
};

const cases: Case[] = [
  {
    name: 'gallery',
    url: firstListingWithPhotos,
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Open the photos of/ })
        .first()
        .click();
      return page.getByRole('dialog', { name: /^Photos of/ });
    },
  },
  {
    name: 'blog pop-up',
    url: async () => '/blog',
    open: async (page) => {
      await page.getByRole('list', { name: 'Explore new ideas' }).getByRole('link').first().click();
      return page.getByRole('dialog');
    },
  },
  {
    name: "map's detail panel",
    url: async () => '/mapexplore',
    open: async (page) => {
      const marker = page.locator('.map-pin-listing[role=button]').first();
      await marker.focus();
      await marker.press('Enter');
      await page.locator('.leaflet-popup').getByRole('button', { name: 'View Details' }).click();
      const details = page.getByRole('dialog', { name: 'Listing details' });
      await expect(details.getByRole('article')).toBeVisible();
      return details;
    },
  },
];

/** Closes `dialog` with its button: its entry comes off, so the next Back leaves for /saved-listings. */
async function closeLeavesNoEntry(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => (history.state as { nyumbaDialog?: number } | null)?.nyumbaDialog))
    .toBeUndefined();
  await page.goBack();
  await expect(page).toHaveURL(/\/saved-listings$/);
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use(width === 360 ? {} : { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
    for (const { name, url, open } of cases) {
      test(`${name}: Back closes it; its Close button leaves no entry behind`, async ({ page, consoleErrors }) => {
        const target = await url(page);
        await page.goto('/saved-listings');
        await page.goto(target);
        const here = page.url();

        // Back closes the dialog and stays on the page, scrolled where it was.
        let dialog = await open(page);
        await expect(dialog).toBeVisible();
        await page.goBack();
        await expect(dialog).toBeHidden();
        expect(page.url()).toBe(here);

        // Opened again and closed with its button: the next Back leaves the page.
        dialog = await open(page);
        await expect(dialog).toBeVisible();
        await closeLeavesNoEntry(page, dialog);
        expect(realErrors(consoleErrors)).toEqual([]);
      });
    }
  });
}

// The map can redraw the popup whose View Details opened the panel while the panel is open
// (Leaflet removes a popup's element when its marker is clustered or the map moves); the
// panel's Close must still take its entry off, or the next Back does nothing once. Seen
// under load; here the popup is removed by hand.
test("map's detail panel: closed after its popup has gone, it still leaves no entry behind", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/saved-listings');
  await page.goto('/mapexplore');
  const details = await cases.find((one) => one.name === "map's detail panel")!.open(page);
  await page.evaluate(() => document.querySelector('.leaflet-popup')?.remove());
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
  await closeLeavesNoEntry(page, details);
  expect(realErrors(consoleErrors)).toEqual([]);
});
