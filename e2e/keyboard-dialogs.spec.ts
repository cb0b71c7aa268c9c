import { expectModal, focusedStop, focusShot, tabTo } from './support/focus.ts';
import { expect, test } from './support/signed-in-user.ts';

// Keyboard in dialogs (issue "Proof under pressure"): each opens from the keyboard,
// keeps focus inside while open, shows where focus is, closes on Escape and gives focus
// back to what opened it. Also the map's filter panel and marker popups, and the
// account menu's Contact Us panel.

// One device pixel per CSS pixel: focus is judged from styles and layout, and at the
// phone's 2.75 every repaint after a Tab (in software: no GPU here) has 7.5 times the pixels.
test.use({ deviceScaleFactor: 1 });

test.describe('signed out', () => {
  test('blog post modal: Enter opens it, focus stays inside, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/blog');
    const card = page.getByRole('list', { name: 'Explore new ideas' }).getByRole('link').first();
    // Skip link, the name (home), "+ List", the language switch, then the posts.
    await tabTo(page, card, { limit: 5 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expectModal(page, dialog, card);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('photo gallery: Enter opens it, arrows change the photo, Escape closes it', async ({ page, fixture }) => {
    await page.goto(`/listing/${fixture.demoListing.id}`);
    const photo = page.getByRole('button', { name: /^Open the photos of/ });
    await tabTo(page, photo, { limit: 5 });
    await focusShot(page, 'card-photo-focus');
    await page.keyboard.press('Enter');
    const gallery = page.getByRole('dialog', { name: /^Photos of/ });
    await expect(gallery.getByText(/^1 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expectModal(page, gallery, photo);
  });

  test('map: filters first, markers open their card into focus on its link, Escape back out', async ({ page }) => {
    await page.goto('/mapexplore');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    // Right after the skip link: not behind every marker of the map.
    await tabTo(page, filters, { limit: 2 });
    await page.keyboard.press('Enter');
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    // Into the panel: the search box's magnifier (its submit button), then the box.
    await tabTo(page, page.getByPlaceholder('Search listings...'), { limit: 2 });
    await page.keyboard.press('Escape');
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(filters).toBeFocused();

    const marker = page.locator('.map-pin-listing[role=button]').first();
    // From Filters: Alert me, "List your property" (a phone's map has no header), the zoom
    // buttons, then the markers.
    await tabTo(page, marker, { limit: 5 });
    expect((await focusedStop(page))?.problems).toEqual([]);
    await focusShot(page, 'map-marker-focus');
    await page.keyboard.press('Enter');
    const open = page.locator('.leaflet-popup').getByRole('heading').getByRole('link');
    await expect(open).toBeFocused();
    await focusShot(page, 'map-popup-focus');
    await page.keyboard.press('Escape');
    await expect(page.locator('.leaflet-popup')).toHaveCount(0);
    await expect(marker).toBeFocused();
  });
});

test.describe('signed in', () => {
  test.use({ storageState: async ({ fixture }, use) => use(fixture.signedIn) });

  test('account menu: Contact Us opens with Enter and its lines are reachable', async ({ page }) => {
    await page.goto('/settings');
    const contact = page.getByRole('button', { name: 'Contact Us' });
    // The account menu's links come first (Tenancies among them since issue 57, Privacy since
    // 58, Jobs since 59): each one more stop before it.
    await tabTo(page, contact, { limit: 13 });
    await focusShot(page, 'account-menu-focus');
    await page.keyboard.press('Enter');
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Copy Email' }), { limit: 4 });
    await tabTo(page, contact, { shift: true, limit: 4 });
    await page.keyboard.press('Enter');
    await expect(contact).toHaveAttribute('aria-expanded', 'false');
  });

  test('delete confirmations take focus, keep it, and give it back on Escape or Cancel', async ({ page, fixture }) => {
    const cases = [
      { url: '/my-listing', opener: /^Delete listing/, question: 'Are you sure you want to delete this listing?' },
      {
        url: '/my-posts',
        opener: new RegExp(`^Delete post: ${fixture.postTitle}`),
        question: 'Are you sure you want to delete this post?',
      },
      {
        url: '/profile',
        opener: /^Delete Account$/,
        question: 'Are you sure you want to delete your account? This action cannot be undone.',
      },
    ];
    for (const { url, opener: name, question } of cases) {
      await page.goto(url);
      const opener = page.getByRole('button', { name }).first();
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: question });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectModal(page, dialog, opener);
      // Enter opens it again, and Enter on the focused Cancel closes it: nothing is deleted.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      // Focus moves to Cancel once the dialog has drawn; a key pressed before would reach the opener.
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      // Closing takes the dialog's history entry off with an asynchronous Back; a navigation
      // started before that lands would be cut short by it (a person cannot type that fast).
      await expect
        .poll(() => page.evaluate(() => (history.state as Record<string, unknown> | null)?.nyumbaDialog))
        .toBeUndefined();
    }
    await page.goto('/my-listing');
    await expect(page.getByRole('heading', { name: 'Bright bedsitter in Ruaka' })).toBeVisible();
  });
});
