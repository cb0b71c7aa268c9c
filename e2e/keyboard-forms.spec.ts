import { focusShot, tabTo } from './support/focus.ts';
import { expect, test } from './support/signed-in-user.ts';

// Keyboard (issue "Proof under pressure"): the sign-in form, search, listing form and post
// editor work without a pointer. Tab order and focus rings of every screen are in
// keyboard.spec.ts; dialogs and the map's popups in keyboard-dialogs.spec.ts.

// One device pixel per CSS pixel: focus is judged from styles and layout, and at the
// phone's 2.75 every repaint after a Tab (in software: no GPU here) has 7.5 times the pixels.
test.use({ deviceScaleFactor: 1 });

test.describe('signed out', () => {
  test('the sign-in form works with the keyboard alone: Tab, type, Enter', async ({ page, fixture }) => {
    await page.goto('/sign-in');
    // Skip link, the name (home), "+ List", the language switch, the way in (e-mail, chosen
    // here outside Kenya's time zone), then the form.
    await tabTo(page, page.getByLabel('Email'), { limit: 6 });
    await page.keyboard.type(fixture.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(fixture.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  test('search: suggestions with the arrows and Enter, filters with the arrows', async ({ page }) => {
    await page.goto('/search');
    const box = page.getByRole('combobox', { name: 'Search listings' });
    await tabTo(page, box, { limit: 6 });
    await page.keyboard.type('Kilim');
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
    await focusShot(page, 'search-suggestion');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/area=Kilimani/);
    // On a phone the filters open from their button first: Enter on it, as a keyboard would.
    const toggle = page.locator('[data-filters-toggle]');
    if (await toggle.isVisible()) {
      await tabTo(page, toggle, { limit: 3 });
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    const type = page.getByLabel('Type');
    await tabTo(page, type, { limit: 3 });
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/type=rentals/);
    await expect(page.locator('main article').first()).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.use({ storageState: async ({ fixture }, use) => use(fixture.signedIn) });

  test('listing form: type, fields, checkbox, area list and submit, all from the keyboard', async ({ page }) => {
    await page.goto('/create-listing');
    const type = page.getByLabel('Type');
    await tabTo(page, type, { limit: 5 });
    // Rentals, For sale, BnBs, Technicians: a service has no bedrooms, furnishing or parking.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect(type).toHaveValue('technicians');
    await expect(page.getByLabel('Bedrooms')).toHaveCount(0);
    await expect(page.getByLabel('Parking')).toHaveCount(0);
    // Back up to a rental, whose facts come back.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
    await expect(type).toHaveValue('rentals');
    await expect(page.getByLabel('Bedrooms')).toBeVisible();
    await tabTo(page, page.getByLabel('Name'), { limit: 3 });
    await page.keyboard.type('Bedsitter in Kilimani');
    // Description, phone, who sees the number (one stop: a radio group), price, the facts.
    await tabTo(page, page.getByLabel('Parking'), { limit: 24 });
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Parking')).toBeChecked();
    const area = page.getByRole('combobox', { name: /Area/ });
    await tabTo(page, area, { limit: 20 });
    await page.keyboard.type('Kilim');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(area).toHaveValue('Kilimani');
    await tabTo(page, page.getByRole('button', { name: 'Create Listing' }));
    await page.keyboard.press('Enter');
    // Submitted: the form answers with its checks, and nothing was sent without photos.
    await expect(page.getByText('You must upload at least one image')).toBeVisible();
    await expect(page).toHaveURL('/create-listing');
  });

  test('post editor: toolbar buttons work from the keyboard and Tab leaves the text for Submit', async ({ page }) => {
    await page.goto('/create-post');
    const title = page.getByPlaceholder('Title');
    await tabTo(page, title, { limit: 5 });
    await page.keyboard.type('Typed without a mouse');
    const editor = page.getByRole('textbox', { name: 'Post text' });
    await tabTo(page, editor, { limit: 16 });
    await page.keyboard.type('Check the ');
    const bold = page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' });
    await tabTo(page, bold, { shift: true, limit: 12 });
    await page.keyboard.press('Enter');
    // Quill puts focus back in the text after a toolbar button.
    await expect(editor).toBeFocused();
    await page.keyboard.type('water pressure');
    await expect(editor.locator('strong')).toHaveText('water pressure');
    await focusShot(page, 'editor-focus');

    await page.keyboard.press('Tab');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeFocused();
    expect(await editor.innerText()).not.toContain('\t');
    await page.keyboard.press('Shift+Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/my-posts');
    await expect(page.getByRole('link', { name: /^Typed without a mouse/ }).first()).toBeVisible();
  });
});
