// Issue 18: the listing form's location picker does not trap the page's scroll on a
// phone (one finger scrolls the page, two move the map, a tap places the pin), names
// the pin's neighbourhood instead of raw coordinates, and goes to the chosen Area.
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { realErrors, signUp } from './support/discovery.ts';

const selected = (page: Page) => page.getByText(/^Selected location: /);

async function openForm(page: Page) {
  await signUp(page);
  await page.goto('/create-listing');
  await expect(page.locator('.leaflet-container')).toBeVisible();
}

/** Picks the first suggestion with the keyboard (the list can open under the bottom bar). */
async function pickArea(page: Page, name: string) {
  const box = page.getByRole('combobox', { name: /Area/ });
  await box.fill(name.slice(0, -1));
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) }).first()).toBeAttached();
  const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  const names = await list.getByRole('option').allTextContents();
  const index = names.findIndex((text) => text.startsWith(name));
  for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(name);
}

async function tapMapCentre(page: Page) {
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  await page.locator('.leaflet-container').click({ position: { x: box.width / 2, y: box.height / 2 } });
}

test('on a phone, a swipe over the map scrolls the page; a tap names the place and fills an empty Area', async ({
  page,
  consoleErrors,
}) => {
  await openForm(page);
  const map = page.locator('.leaflet-container');
  await expect(page.getByText('Tap to place the pin. Move the map with two fingers.')).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const box = (await map.boundingBox())!;
  const before = await page.evaluate(() => window.scrollY);
  // One finger, from the middle of the map, dragged 150 px down: the page scrolls up.
  const cdp = await page.context().newCDPSession(page);
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + box.height / 2);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step += 1)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step * 15 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(before - 100);

  // No Area yet: the pin's neighbourhood fills it, and the pin is named, not numbered.
  await tapMapCentre(page);
  await expect(selected(page)).toHaveText(/^Selected location: near [A-Z][\w' ()-]+, Nairobi$/);
  const area = await page.getByRole('combobox', { name: /Area/ }).inputValue();
  expect(area).not.toBe('');
  await expect(selected(page)).toContainText(`near ${area},`);
  await screenshot(page, 'location-picker-360');
  expect(realErrors(consoleErrors)).toEqual([]);
});

for (const width of [360, 1280]) {
  test(`choosing an Area takes the map there before the pin is placed, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    await openForm(page);
    await pickArea(page, 'Nyali');
    // Give the fly-to its time, then pin the centre: it is in Nyali, Mombasa, not Nairobi.
    await page.waitForTimeout(1_000);
    await page.getByRole('button', { name: 'Pin the map centre' }).click();
    await expect(selected(page)).toHaveText(/^Selected location: near Nyali[\w ()]*, Mombasa/);
    // A new Area far from the pin takes the pin with it (issue 28: they must not disagree).
    await pickArea(page, 'Kilimani');
    await expect(selected(page)).toContainText('Nairobi');
    await expect(page.getByText('The pin moved to Kilimani: drag it to the exact place.')).toBeVisible();
  });
}

// Issue 28: the area and the pin agree. Nyali is offered before Nyalenda for "Nyal"; moving
// the area from Nyalenda (Kisumu) to Nyali (Mombasa) moves the pin and says so; a failed
// background location is not an error on a form nobody touched.
for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use(width === 360 ? {} : { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('a new area moves a pin far from it, and says so', async ({ page, consoleErrors }) => {
      await openForm(page);
      await expect(page.getByText('Could not get your location')).toHaveCount(0);
      const box = page.getByRole('combobox', { name: /Area/ });
      await box.fill('Nyal');
      const options = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`).getByRole('option');
      await expect(options.first()).toHaveText(/^Nyali/);
      await pickArea(page, 'Nyalenda');
      await page.locator('.leaflet-container').scrollIntoViewIfNeeded();
      await tapMapCentre(page);
      await expect(selected(page)).toContainText('Kisumu');
      await pickArea(page, 'Nyali');
      await expect(page.getByText('The pin moved to Nyali: drag it to the exact place.')).toBeVisible();
      await expect(selected(page)).toContainText('Mombasa');
      await screenshot(page, `listing-form-area-moves-pin-${width}`);
      expect(realErrors(consoleErrors)).toEqual([]);
    });
  });
}
