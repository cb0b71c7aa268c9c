// Issue 18, "Keeping people's place": opening the gallery or the
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
