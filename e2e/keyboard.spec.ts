import type { Page } from '@playwright/test';
import { focusShot, tabRound, tabTo, unreachedControls } from './support/focus.ts';
import { expect, test, type Fixture } from './support/signed-in-user.ts';
import { listingMapReady } from './support/listing-page.ts';

// Keyboard (issue "Proof under pressure"): every control reachable with Tab and showing
// where focus is; the sign-in form, search, listing form and post editor work without a
// pointer. Dialogs and the map's popups are in keyboard-dialogs.spec.ts.

// One device pixel per CSS pixel: focus is judged from styles and layout, and at the
// phone's 2.75 every repaint after a Tab (in software: no GPU here) has 7.5 times the pixels.
test.use({ deviceScaleFactor: 1 });

const HEADER = ['a "Skip to content"', 'a "Nyumba"'];
const BOTTOM_BAR = ['a "Blog"', 'a "Saved"', 'a "Home"', 'a "Search"', 'a "Profile"'];

interface Screen {
  name: string;
  url: (fixture: Fixture) => string;
  ready: (page: Page) => Promise<void>;
  /** Stops that must be among those Tab reaches, beyond the header and bottom bar. */
  expects: string[];
  /** The map has no site header, only the skip link. */
  noHeader?: boolean;
}

/**
 * Walks the screen with Tab once round: every stop shows a focus ring nobody covers,
 * every visible control is reached, focus is never stuck, and the listed stops are there.
 */
async function expectKeyboardRound(page: Page, screen: Screen, width: number) {
  const { stops, trappedAt } = await tabRound(page);
  const labels = stops.map((stop) => stop.label);
  const where = `${screen.name} at ${width} px`;
  expect(trappedAt, `focus stuck on ${where}; stops: ${labels.join(', ')}`).toBeNull();
  expect(
    stops.flatMap((stop) => stop.problems.map((problem) => `${stop.label}: ${problem}`)),
    where,
  ).toEqual([]);
  expect(await unreachedControls(page), `controls Tab never reached on ${where}`).toEqual([]);
  const header = screen.noHeader ? HEADER.slice(0, 1) : HEADER;
  for (const label of [...header, ...screen.expects, ...BOTTOM_BAR])
    expect(labels, `${where} reaches ${label}`).toContain(label);
}

const screens: { signedIn: boolean; screen: Screen }[] = [
  {
    signedIn: false,
    screen: {
      name: 'home',
      url: () => '/',
      ready: async (page) => {
        await page.getByRole('heading', { name: 'Featured Listings' }).scrollIntoViewIfNeeded();
        await expect(page.getByRole('region', { name: 'Featured Listings' }).getByRole('article')).toHaveCount(6);
        await page.evaluate(() => window.scrollTo(0, 0));
      },
      expects: ['a "Explore on Map"', 'a "Explore"'],
    },
  },
  {
    signedIn: false,
    screen: {
      name: 'search',
      url: () => '/search?searchTerm=Kilimani&type=rentals',
      ready: (page) => expect(page.locator('main article').first()).toBeVisible(),
      expects: [
        'combobox "Search listings"',
        'select "Type"',
        'select "Beds"',
        'select "Price"',
        'select "Sort by"',
        'button "More details"',
      ],
    },
  },
  {
    signedIn: false,
    screen: {
      name: 'listing',
      url: (fixture) => `/listing/${fixture.demoListing.id}`,
      ready: listingMapReady,
      expects: ['button "Next photo"', 'a "Call"', 'a "WhatsApp"', 'button "Share"', 'button "Zoom in"'],
    },
  },
  {
    signedIn: false,
    screen: {
      name: 'map explorer',
      url: () => '/mapexplore',
      ready: (page) => expect(page.locator('.leaflet-marker-icon').first()).toBeVisible(),
      expects: ['button "Filters"', 'button "Zoom in"'],
      noHeader: true,
    },
  },
  {
    signedIn: false,
    screen: {
      name: 'sign-up',
      url: () => '/sign-up',
      ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible(),
      expects: [
        'input "Username"',
        'input "Email"',
        'input "Password"',
        'button "Sign up"',
        'button "Continue with Google"',
      ],
    },
  },
  {
    signedIn: false,
    screen: {
      name: 'blog',
      url: () => '/blog',
      ready: (page) =>
        expect(page.getByRole('list', { name: 'Explore new ideas' }).getByRole('listitem').first()).toBeVisible(),
      expects: [],
    },
  },
  {
    signedIn: true,
    screen: {
      name: 'account menu',
      url: () => '/settings',
      ready: (page) => expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible(),
      expects: ['a "My Listings"', 'a "My Blog Posts"', 'a "Profile Settings"', 'button "Contact Us"'],
    },
  },
  {
    signedIn: true,
    screen: {
      name: 'profile',
      url: () => '/profile',
      ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible(),
      expects: ['button "Update Profile"', 'button "Sign Out"', 'button "Delete Account"'],
    },
  },
  {
    signedIn: true,
    screen: {
      name: 'update-listing form',
      url: (fixture) => `/update-listing/${fixture.ownListingId}`,
      ready: (page) => expect(page.getByLabel('Name')).toHaveValue('Bright bedsitter in Ruaka'),
      expects: [
        'select "Type"',
        'select "Bedrooms"',
        'input "Name"',
        'textarea "Description"',
        'input "Phone number"',
        'input "Price per month (KSH)"',
        'input "Parking"',
        'input "Furnished"',
        'button "Set Current Location"',
        'button "Pin the map centre"',
        'button "Add More Images"',
        'button "Update Listing"',
      ],
    },
  },
  {
    signedIn: true,
    screen: {
      name: 'my listings',
      url: () => '/my-listing',
      ready: (page) => expect(page.locator('main article').first()).toBeVisible(),
      expects: ['a "Create a listing"', 'a "Edit listing"', 'button "Delete listing"'],
    },
  },
  {
    signedIn: true,
    screen: {
      name: 'my posts',
      url: () => '/my-posts',
      ready: (page) => expect(page.getByRole('button', { name: /^Delete post/ }).first()).toBeVisible(),
      expects: ['a "New Post"'],
    },
  },
  {
    signedIn: true,
    screen: {
      name: 'post editor',
      url: () => '/create-post',
      ready: (page) => expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible(),
      expects: [
        'input "Title"',
        ...['Heading 1', 'Bold', 'Link', 'Insert image', 'Clear formatting'].map((name) => `button "${name}"`),
        'textbox "Post text"',
        'button "Submit"',
      ],
    },
  },
];

test.describe('Tab reaches every control, with a visible focus ring', () => {
  for (const { signedIn, screen } of screens) {
    test.describe(signedIn ? 'signed in' : 'signed out', () => {
      if (signedIn) test.use({ storageState: async ({ fixture }, use) => use(fixture.signedIn) });
      test(`${screen.name} at 360 and 1280 px`, async ({ page, fixture }) => {
        await page.goto(screen.url(fixture));
        await screen.ready(page);
        await page.waitForLoadState('networkidle');
        await expectKeyboardRound(page, screen, 360);
        // The same page laid out for a desktop; the walk starts again from where the last one ended.
        await page.setViewportSize({ width: 1280, height: 800 });
        await screen.ready(page);
        await expectKeyboardRound(page, screen, 1280);
      });
    });
  }
});

test.describe('signed out', () => {
  test('the sign-in form works with the keyboard alone: Tab, type, Enter', async ({ page, fixture }) => {
    await page.goto('/sign-in');
    await tabTo(page, page.getByLabel('Email'), { limit: 3 });
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
    await tabTo(page, box, { limit: 5 });
    await page.keyboard.type('Kilim');
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
    await focusShot(page, 'search-suggestion');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/searchTerm=Kilimani/);
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
    await tabTo(page, type, { limit: 4 });
    // Rentals, For sale, BnBs, Technicians: a service has no bedrooms.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect(type).toHaveValue('technicians');
    await expect(page.getByLabel('Bedrooms')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('Plumber in Kilimani');
    await tabTo(page, page.getByLabel('Parking'), { limit: 5 });
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Parking')).toBeChecked();
    const area = page.getByRole('combobox', { name: /Area/ });
    await tabTo(page, area, { limit: 3 });
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
    await tabTo(page, title, { limit: 4 });
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
    await expect(page.getByRole('button', { name: /^Typed without a mouse/ }).first()).toBeVisible();
  });
});
