// Issue 18, "Keeping people's place and work": the listing form and the post editor keep
// a local draft and warn before leaving with unsaved changes; a draft is offered back
// when the form opens again, and goes once the form is submitted.
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { realErrors, signUp } from './support/discovery.ts';

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: /Leave without submitting\?/ });

/** Leaves through the app's own navigation: the bottom bar on a phone, the header on a desktop. */
async function goHomeInApp(page: Page, width: number) {
  if (width === 360) await page.locator('[data-nav-item]').filter({ hasText: 'Home' }).click();
  else await page.locator('[data-desktop-nav]').getByRole('link', { name: 'Search' }).click();
}

for (const width of [360, 1280]) {
  test(`the listing form keeps a draft and asks before leaving at ${width} px`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    await signUp(page);
    // Reached inside the app, so Back stays in it (a page loaded afresh leaves with the browser's own prompt).
    await page.goto('/my-listing');
    await page.locator('a[href="/create-listing"]:visible').first().click();
    await page.getByLabel('Name').fill('Draft: 2 bedroom in Kileleshwa');
    await page.getByLabel('Description').fill('Borehole water, near Othaya Road.');
    await page.getByLabel(/^Price/).fill('45,000');

    // Leaving in the app asks first; "Keep editing" stays with everything typed.
    await goHomeInApp(page, width);
    await expect(leaveDialog(page)).toBeVisible();
    await screenshot(page, `drafts-leave-${width}`);
    await leaveDialog(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/create-listing$/);
    await expect(page.getByLabel('Name')).toHaveValue('Draft: 2 bedroom in Kileleshwa');

    // The phone's Back asks too.
    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/create-listing$/);
    await expect(page.getByLabel('Name')).toHaveValue('Draft: 2 bedroom in Kileleshwa');

    // Reloading or closing the tab gets the browser's own question.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.reload();
    expect(await asked).toBe('beforeunload');

    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Draft: 2 bedroom in Kileleshwa');

    // Leave for real; coming back offers the draft, and Restore puts every field back.
    await goHomeInApp(page, width);
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).not.toHaveURL(/\/create-listing$/);
    await page.goto('/create-listing');
    await expect(page.getByText(/You have an unsaved draft from/)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await screenshot(page, `drafts-offer-${width}`);
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Draft: 2 bedroom in Kileleshwa');
    await expect(page.getByLabel('Description')).toHaveValue('Borehole water, near Othaya Road.');
    await expect(page.getByLabel(/^Price/)).toHaveValue('45,000');

    // Discard drops it for good.
    await page.goto('/create-listing');
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.goto('/create-listing');
    await expect(page.getByLabel('Name')).toBeVisible();
    await expect(page.getByText(/You have an unsaved draft from/)).toHaveCount(0);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
}

test('the post editor keeps title and text across a closed tab, and the draft goes once it is published', async ({
  page,
  context,
  consoleErrors,
}) => {
  await signUp(page);
  await page.goto('/create-post');
  const title = `Draft post ${Date.now()}`;
  await page.getByPlaceholder('Title').fill(title);
  await page.locator('.ql-editor').click();
  await page.keyboard.type('Water rationing in Kilimani: what to ask the landlord.');
  // The tab goes away (a phone closing the browser), with no chance to ask.
  await page.waitForTimeout(500);
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto('/create-post');
  await again.getByRole('button', { name: 'Restore draft' }).click();
  await expect(again.getByPlaceholder('Title')).toHaveValue(title);
  await expect(again.locator('.ql-editor')).toContainText('Water rationing in Kilimani');

  // Publishing clears it and does not ask about leaving.
  await again.getByRole('button', { name: 'Submit' }).click();
  await expect(again).toHaveURL(/\/my-posts$/);
  await expect(leaveDialog(again)).toHaveCount(0);
  await again.goto('/create-post');
  await expect(again.locator('.ql-editor')).toBeVisible();
  await expect(again.getByText(/You have an unsaved draft from/)).toHaveCount(0);
  expect(realErrors(consoleErrors)).toEqual([]);
});
