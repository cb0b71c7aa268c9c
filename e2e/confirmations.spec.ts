// Issue 18, "Keeping people's place and work": a short confirmation (role=status) after
// the actions that had none: signing up, signing out, deleting the account, and removing
// a saved listing, with Undo. (Deleting a listing and publishing or editing a post say so
// through the same notice, components/app-toast.tsx.)
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures.ts';
import { realErrors } from './support/discovery.ts';
import { signUpInForm } from './support/sign-up.ts';
import { uniqueTag } from './support/unique-tag.ts';

test.use({ deviceScaleFactor: 1 });

const notice = (page: Page) => page.locator('[data-app-toast]');

const PASSWORD = 'Nyumba-e2e-2025!';

async function signUpAsNew(page: Page) {
  const tag = uniqueTag();
  await signUpInForm(page, { username: `toast${tag}`, email: `toast-${tag}@example.co.ke`, password: PASSWORD });
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use(width === 360 ? {} : { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('sign-up, removing a saved listing (and Undo), sign-out and deleting the account each say so', async ({
      page,
      consoleErrors,
    }) => {
      await signUpAsNew(page);
      await expect(notice(page)).toHaveAttribute('role', 'status');
      await expect(notice(page)).toHaveText('Your email address is confirmed. Welcome to Nyumba!');

      // Save one, then remove it from Saved: the notice offers Undo, which brings it back.
      await page.goto('/search?type=rentals');
      const card = page.locator('main article').first();
      await card.getByRole('button', { name: /^Save / }).click();
      await expect(card.getByRole('button', { name: /^Save / })).toHaveAttribute('aria-pressed', 'true');
      await page.goto('/saved-listings');
      const saved = page.locator('main article');
      await expect(saved).toHaveCount(1);
      await saved.getByRole('button', { name: /^Remove / }).click();
      await expect(saved).toHaveCount(0);
      await expect(notice(page)).toContainText('Removed from your saved listings.');
      const undo = notice(page).getByRole('button', { name: 'Undo' });
      // Clear of the bottom bar on a phone.
      const undoBox = (await undo.boundingBox())!;
      const bar = await page.locator('[data-nav-item]').first().boundingBox();
      if (width === 360) expect(undoBox.y + undoBox.height).toBeLessThanOrEqual(bar!.y);
      await screenshot(page, `confirmations-undo-${width}`);
      await undo.click();
      await expect(saved).toHaveCount(1);

      // Sign out: from the account screen on a phone, from the header's menu on a desktop.
      if (width === 360) {
        await page.goto('/profile');
        await page.getByRole('button', { name: 'Sign Out' }).click();
      } else {
        await page.locator('[data-desktop-nav]').getByText('Account', { exact: true }).click();
        await page.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();
      }
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(notice(page)).toHaveText('You are signed out.');

      // A new account, deleted.
      await signUpAsNew(page);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await page.getByRole('dialog').getByLabel('Current password').fill(PASSWORD);
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(notice(page)).toHaveText('Your account was deleted.');
      expect(realErrors(consoleErrors)).toEqual([]);
    });
  });
}
