import type { Page } from '@playwright/test';
import { tabRound, unreachedControls } from './support/focus.ts';
import { expect, test, type Fixture } from './support/signed-in-user.ts';
import { listingMapReady } from './support/listing-page.ts';
import { openFilters } from './support/discovery.ts';

// Keyboard (issue "Proof under pressure"): every control reachable with Tab and showing
// where focus is. The sign-in form, search, listing form and post editor used without a
// pointer are in keyboard-forms.spec.ts; dialogs and the map's popups in keyboard-dialogs.spec.ts.

// One device pixel per CSS pixel: focus is judged from styles and layout, and at the
// phone's 2.75 every repaint after a Tab (in software: no GPU here) has 7.5 times the pixels.
test.use({ deviceScaleFactor: 1 });

const HEADER = ['a "Skip to content"', 'a "Nyumba"'];
const BOTTOM_BAR = ['a "Blog"', 'a "Saved"', 'a "Home"', 'a "Search"', 'a "Profile"'];
/** From 1024 px the header carries the navigation instead (app/site-header.tsx). */
const DESKTOP_NAV = ['a "Search"', 'a "Map"', 'a "Blog"', 'a "Saved"', 'a "List your property"'];

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
  const nav = width >= 1024 ? DESKTOP_NAV : BOTTOM_BAR;
  for (const label of [...header, ...screen.expects, ...nav])
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
      // On a phone the filters open from their button (reached by Tab like the rest).
      ready: async (page) => {
        await expect(page.locator('main article').first()).toBeVisible();
        await openFilters(page);
      },
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
      // Similar listings are asked for as they near the screen (as home's featured cards):
      // drawn first, so the walk meets every control the page will have.
      ready: async (page) => {
        await listingMapReady(page);
        await page.locator('[data-similar]').scrollIntoViewIfNeeded();
        await expect(page.locator('[data-similar] article').first()).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
      },
      expects: [
        'button "Next photo"',
        'a "Call"',
        'a "WhatsApp"',
        'button "Share"',
        'a "Share on WhatsApp"',
        'button "Zoom in"',
      ],
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
        // A map fetches the pins of its wider view (after its 300 ms pause): walk once they are drawn.
        const widerView =
          screen.name === 'map explorer'
            ? page.waitForResponse((res) => res.url().includes('/api/listing/map?'), { timeout: 10_000 })
            : null;
        await page.setViewportSize({ width: 1280, height: 800 });
        const answer = await widerView;
        if (answer) {
          const { total } = (await answer.json()) as { total: number };
          await expect(page.getByText(new RegExp(`^${total} listings? in view$`))).toBeVisible();
        }
        await screen.ready(page);
        await page.waitForLoadState('networkidle');
        await expectKeyboardRound(page, screen, 1280);
      });
    });
  }
});
