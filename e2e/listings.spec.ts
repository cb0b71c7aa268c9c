import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { capture, expect, screenshot, test } from './support/fixtures.ts';
import { listingMapReady } from './support/listing-page.ts';
import { signUpInForm } from './support/sign-up.ts';
import { uniqueTag } from './support/unique-tag.ts';

// Listings in the browser (issue 4): create with photos and a map pin, edit, delete;
// the card's swipe, gallery and phone copy on the demo data; screenshots at 360 and 1280 px.

const DEMO = { email: 'wanjiku@demo.nyumba.co.ke', password: 'nyumba-demo-1' };
const NAIROBI = { latitude: -1.2921, longitude: 36.8219 };

test.use({ permissions: ['geolocation', 'clipboard-read', 'clipboard-write'], geolocation: NAIROBI });

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'));

async function signUp(page: Page): Promise<void> {
  const stamp = uniqueTag();
  await signUpInForm(page, {
    username: `lister${stamp}`,
    email: `lister-${stamp}@example.co.ke`,
    password: 'a-long-password-1',
  });
}

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/');
}

/** A real finger: touch start, a few moves, touch end, through the DevTools protocol. */
async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + (dx * step) / 5, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const cardPhoto = (card: Locator) => card.getByRole('button', { name: /^Open the photos of/ }).locator('img');

test('create a listing with two photos and a map pin, edit its price, delete it', async ({ page, consoleErrors }) => {
  await signUp(page);
  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Listing' })).toBeVisible();

  const name = `Sunny 2 bedroom in Kilimani ${uniqueTag()}`;
  await page.getByLabel('Bedrooms').selectOption('2-bedroom');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Second floor, borehole water, walking distance to Yaya Centre.');
  await page.getByLabel('Phone number').fill('0712 345 678');
  await page.getByLabel('Price per month (KSH)').fill('25,000');
  await page.getByLabel('Parking').check();
  await page.getByRole('combobox', { name: /Area/ }).fill('Kilim');
  await page.getByRole('option', { name: /^Kilimani/ }).click();
  await expect(page.getByRole('combobox', { name: /Area/ })).toHaveValue('Kilimani');

  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 160 } });
  // The map went to Kilimani when the Area was chosen; the pin is named by its neighbourhood.
  await expect(page.getByText(/^Selected location: near [A-Z][\w' ()-]+, Nairobi$/)).toBeVisible();

  await page.locator('input[type=file]').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(200, 120, 60) },
    { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo(40, 110, 180) },
  ]);
  await expect(page.getByText('2 of 9 images selected')).toBeVisible();
  // Picking is sending: no Upload button, each photo goes at once with its progress.
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded!' })).toBeVisible();
  await screenshot(page, 'listings-form-360');
  await capture(page, 'listings-form-photos-360');

  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL('/my-listing');
  await expect(page.getByRole('status').filter({ hasText: 'Listing created successfully!' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card.getByText('KSH 25,000/month')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Show on map' })).toHaveAttribute('href', /redirected=true/);
  await expect(cardPhoto(card)).toHaveAttribute('srcset', /-640\.webp 640w/);
  await expect(page.getByText('Listing created successfully!')).toBeHidden();
  await screenshot(page, 'listings-my-listings-360');

  // Edit: the form opens filled from the card, the new price shows on the card.
  await card.getByRole('link', { name: 'Edit listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update a Listing' })).toBeVisible();
  await expect(page.getByLabel('Price per month (KSH)')).toHaveValue('25,000');
  await expect(page.getByText('2 of 9 images selected')).toBeVisible();
  await page.getByLabel('Price per month (KSH)').fill('30,000');
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expect(page).toHaveURL('/my-listing');
  await expect(page.getByRole('status').filter({ hasText: 'Listing updated successfully!' })).toBeVisible();
  await expect(card.getByText('KSH 30,000/month')).toBeVisible();

  // The listing page shows the saved fields.
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('KSH 30,000/month')).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254712345678\?text=/,
  );
  // Sharing the page names no number: the person picks the chat.
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=.*%2Flisting%2F/,
  );
  await expect(page).toHaveTitle(new RegExp(name));
  await page.goBack();

  // Delete through the dialog: Cancel keeps it, Delete removes it.
  await card.getByRole('button', { name: 'Delete listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this listing?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Delete listing' }).click();
  await capture(page, 'listings-delete-dialog-360');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('You have no listings yet.')).toBeVisible();

  expect(unexpected(consoleErrors)).toEqual([]);
});

for (const width of [360, 1280]) {
  test.describe(`demo data at ${width} px`, () => {
    if (width > 360) test.use({ viewport: { width, height: 800 }, deviceScaleFactor: 1, isMobile: false });

    test('card swipe, gallery counter, phone copy and the listing page', async ({ page, consoleErrors }) => {
      await signInAsDemo(page);
      await page.goto('/my-listing');
      const card = page.getByRole('article').first();
      await expect(card).toBeVisible();
      await capture(page, `listings-my-listings-demo-${width}`);

      // Swipes of 40 px do nothing; 120 px to the left shows the next photo, to the right goes back.
      const photoButton = card.getByRole('button', { name: /^Open the photos of/ });
      await expect(cardPhoto(card)).toHaveAttribute('alt', /photo 1 of \d$/);
      await swipe(page, photoButton, -40);
      await expect(cardPhoto(card)).toHaveAttribute('alt', /photo 1 of \d$/);
      await swipe(page, photoButton, -120);
      await expect(cardPhoto(card)).toHaveAttribute('alt', /photo 2 of \d$/);
      await swipe(page, photoButton, 120);
      await expect(cardPhoto(card)).toHaveAttribute('alt', /photo 1 of \d$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Phone copy: the number lands on the clipboard and a status says so.
      await card.getByRole('button', { name: 'More details' }).click();
      const tel = await card.locator('a[href^="tel:"]').getAttribute('href');
      await card.getByRole('button', { name: 'Copy phone number' }).click();
      await expect(card.getByRole('status')).toHaveText('Phone number copied!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tel?.slice('tel:'.length));
      await capture(card, `listings-card-expanded-${width}`);

      // Gallery: counter from 1, next, Escape closes and gives focus back.
      const total = Number((await cardPhoto(card).getAttribute('alt'))?.match(/of (\d)$/)?.[1]);
      await photoButton.click();
      const gallery = page.getByRole('dialog', { name: /^Photos of/ });
      await expect(gallery.getByText(`1 / ${total}`)).toBeVisible();
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await expect(gallery.getByText(`2 / ${total}`)).toBeVisible();
      await expect(gallery.locator('img')).toHaveJSProperty('complete', true);
      await capture(page, `listings-gallery-${width}`);
      await page.keyboard.press('Escape');
      await expect(gallery).toBeHidden();
      await expect(photoButton).toBeFocused();

      // The listing page, reached from the card's name.
      await card.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/listing\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+254\d{9}$/);
      await listingMapReady(page);
      await screenshot(page, `listings-listing-page-${width}`);

      await page.goto('/create-listing');
      await expect(page.locator('.leaflet-container')).toBeVisible();
      await screenshot(page, `listings-form-empty-${width}`);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(unexpected(consoleErrors)).toEqual([]);
    });
  });
}

test('an unknown listing shows the not-found state', async ({ page }) => {
  await page.goto('/listing/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
});
