import { expect, test, type Fixture } from './support/signed-in-user.ts';
import { listingMapReady } from './support/listing-page.ts';
import { auditScreen, dialog, heading, mapReady, type Screen } from './support/axe-audit.ts';

// Accessibility (issue "Proof under pressure"): axe-core on every screen and every
// dialog, signed out and signed in, at 360x640 and at 1280x800. A serious or critical
// violation fails the test with its rule, where it is and what to do about it. Form
// fields must also stand out from the page (non-text contrast, which axe leaves out).
// The same visit checks each screen's status, its layout on a phone (no sideways
// scrolling, nothing under the fixed bottom bar, scrolled to its end and filled with
// the signed-in user's own listing, post and saved listing) and its console.
// Route aliases and guarded routes are the router's unit tests (router.test.tsx);
// routes.spec.ts checks what the server answers for every route.

// One device pixel per CSS pixel: nothing checked here depends on it, and at the phone's
// 2.75 every paint (in software: no GPU here) and screenshot has 7.5 times the pixels.
test.use({ deviceScaleFactor: 1 });

const selectedOnMap = (fixture: Fixture) =>
  `/maplayout?lat=${fixture.demoListing.lat}&lng=${fixture.demoListing.lng}&selectedId=${fixture.demoListing.id}&redirected=true`;

const signedOutScreens: Screen[] = [
  {
    name: 'home',
    url: () => '/',
    ready: async (page) => {
      await expect(heading(page, 'Explore', 2)).toBeVisible();
      // The featured cards load as they come near the viewport.
      await page.getByRole('heading', { name: 'Featured Listings' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: 'Featured Listings' }).getByRole('article')).toHaveCount(6);
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  { name: 'sign-in', url: () => '/sign-in', ready: (page) => expect(heading(page, 'Sign In')).toBeVisible() },
  { name: 'sign-up', url: () => '/sign-up', ready: (page) => expect(heading(page, 'Sign Up')).toBeVisible() },
  {
    // A link without its token: the problem and the way to a new link.
    name: 'verify-email',
    url: () => '/verify-email',
    ready: (page) => expect(page.getByLabel('Your email address, for a new link')).toBeVisible(),
  },
  {
    name: 'forgot-password',
    url: () => '/forgot-password',
    ready: (page) => expect(heading(page, 'Forgot your password?')).toBeVisible(),
  },
  {
    name: 'reset-password',
    url: () => '/reset-password#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ready: (page) => expect(heading(page, 'Set a new password')).toBeVisible(),
  },
  {
    name: 'search',
    url: () => '/search?searchTerm=Kilimani&type=rentals',
    ready: (page) => expect(page.locator('main article').first()).toBeVisible(),
  },
  {
    name: 'listing',
    url: (fixture) => `/listing/${fixture.demoListing.id}`,
    ready: listingMapReady,
    opens: dialog('gallery', (page) => page.getByRole('button', { name: /^Open the photos of/ }).first(), /^Photos of/),
  },
  {
    name: 'lister',
    url: (fixture) => `/u/${fixture.userId}`,
    ready: (page) => expect(page.locator('main article').first()).toBeVisible(),
  },
  {
    name: 'mapexplore',
    url: () => '/mapexplore',
    ready: mapReady,
    opens: {
      name: 'filters',
      modal: false,
      open: async (page) => {
        await page.getByRole('button', { name: 'Filters' }).click();
        await expect(page.getByPlaceholder('Search listings...')).toBeVisible();
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByPlaceholder('Search listings...')).toBeHidden();
      },
    },
  },
  {
    // The selected listing's popup is open from the start.
    name: 'maplayout-selected',
    url: selectedOnMap,
    ready: async (page) => {
      await expect(page.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
      await expect(page.locator('.leaflet-popup').getByRole('heading').getByRole('link')).toBeVisible();
    },
  },
  {
    name: 'blog',
    url: () => '/blog',
    ready: (page) =>
      expect(page.getByRole('list', { name: 'Explore new ideas' }).getByRole('listitem').first()).toBeVisible(),
    opens: dialog(
      'post',
      (page) => page.getByRole('list', { name: 'Explore new ideas' }).getByRole('link').first(),
      /./,
    ),
  },
  {
    name: 'saved-signed-out',
    url: () => '/saved-listings',
    ready: (page) => expect(page.getByText('Please log in to view saved listings')).toBeVisible(),
  },
  {
    name: 'alert-unsubscribe',
    url: () => '/alerts/unsubscribe?alert=00000000-0000-4000-8000-000000000000&token=aaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ready: (page) => expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible(),
    failedCall: 'status of 404',
  },
  {
    name: 'not-found',
    url: () => '/no-such-page',
    ready: (page) => expect(heading(page, 'Page not found')).toBeVisible(),
    status: 404,
  },
];

const signedInScreens: Screen[] = [
  {
    name: 'profile',
    url: () => '/profile',
    ready: (page) => expect(heading(page, 'Profile')).toBeVisible(),
    opens: dialog(
      'delete-confirm',
      (page) => page.getByRole('button', { name: 'Delete Account' }),
      'Are you sure you want to delete your account? This action cannot be undone.',
    ),
  },
  {
    // /settings is the account menu.
    name: 'account-menu',
    url: () => '/settings',
    ready: (page) => expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible(),
    opens: {
      name: 'contact',
      modal: false,
      open: async (page) => {
        await page.getByRole('button', { name: 'Contact Us' }).click();
        await expect(page.getByRole('link', { name: '+254 700 000 000' })).toBeVisible();
      },
      close: (page) => page.getByRole('button', { name: 'Contact Us' }).click(),
    },
  },
  {
    name: 'my-listing',
    url: () => '/my-listing',
    ready: (page) => expect(page.locator('main article').first()).toBeVisible(),
    opens: dialog(
      'delete-confirm',
      (page) => page.getByRole('button', { name: /^Delete listing/ }).first(),
      'Are you sure you want to delete this listing?',
    ),
  },
  {
    name: 'create-listing',
    url: () => '/create-listing',
    ready: (page) => expect(page.locator('.leaflet-container')).toBeVisible(),
  },
  {
    name: 'update-listing',
    url: (fixture) => `/update-listing/${fixture.ownListingId}`,
    ready: async (page) => {
      await expect(page.getByLabel('Name')).toHaveValue('Bright bedsitter in Ruaka');
      await expect(page.locator('.leaflet-container')).toBeVisible();
    },
  },
  {
    // The owner's view of a listing with a long description, scrolled to its end.
    name: 'own-listing',
    url: (fixture) => `/listing/${fixture.ownListingId}`,
    ready: (page) => expect(heading(page, 'Bright bedsitter in Ruaka')).toBeVisible(),
  },
  {
    name: 'all-listings',
    url: () => '/all-listings',
    ready: (page) => expect(page.locator('main article').first()).toBeVisible(),
  },
  { name: 'upload', url: () => '/upload', ready: (page) => expect(heading(page, 'Upload')).toBeVisible() },
  {
    name: 'saved-listings',
    url: () => '/saved-listings',
    ready: (page) => expect(page.locator('main article').first()).toBeVisible(),
  },
  {
    name: 'my-posts',
    url: () => '/my-posts',
    ready: (page) => expect(page.getByRole('button', { name: /^Delete post/ }).first()).toBeVisible(),
    opens: dialog(
      'delete-confirm',
      (page) => page.getByRole('button', { name: /^Delete post/ }).first(),
      'Are you sure you want to delete this post?',
    ),
  },
  {
    name: 'create-post',
    url: () => '/create-post',
    ready: (page) => expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible(),
  },
  {
    name: 'search-alert',
    url: () => '/search?type=rentals',
    ready: (page) => expect(page.locator('main article').first()).toBeVisible(),
    opens: dialog('alert', (page) => page.getByRole('button', { name: 'Alert me' }), 'Alert me to new listings'),
  },
  {
    name: 'my-alerts',
    url: () => '/alerts',
    ready: (page) => expect(page.getByText(/^(No alerts yet\.|No e-mail yet)$/).first()).toBeVisible(),
  },
  {
    name: 'my-bookings',
    url: () => '/bookings',
    ready: (page) => expect(page.getByText('No bookings yet')).toBeVisible(),
  },
  {
    // The lister's own home: its viewing times, one weekly row added.
    name: 'viewing-times',
    url: (fixture) => `/viewings/times/${fixture.ownListingId}`,
    ready: async (page) => {
      const add = page.getByRole('button', { name: 'Add a weekly time' });
      await expect(add).toBeVisible();
      // Ready is asked at each width: one row is added once.
      if ((await page.getByLabel('Day').count()) === 0) await add.click();
      await expect(page.getByLabel('Day')).toHaveCount(1);
    },
  },
  {
    name: 'messages',
    url: () => '/messages',
    ready: (page) => expect(page.getByText('No conversations yet')).toBeVisible(),
  },
  {
    // Someone else's listing: the report dialog.
    name: 'listing-report',
    url: (fixture) => `/listing/${fixture.demoListing.id}`,
    ready: listingMapReady,
    opens: dialog('report', (page) => page.getByRole('button', { name: 'Report' }), 'Report this listing'),
  },
];

test.describe('signed out', () => {
  for (const screen of signedOutScreens) {
    test(`${screen.name}: no serious axe violations and fields that stand out, at 360 and 1280 px`, async ({
      page,
      fixture,
      consoleErrors,
    }) => {
      await auditScreen(page, fixture, screen, consoleErrors);
    });
  }
});

test.describe('moderator', () => {
  // The demo's moderator: the queue has the demo's two reports at least.
  const queue: Screen = {
    name: 'moderation',
    url: () => '/moderation',
    ready: (page) => expect(page.getByText(/open reports?$/).first()).toBeVisible(),
  };
  test(`${queue.name}: no serious axe violations and fields that stand out, at 360 and 1280 px`, async ({
    page,
    fixture,
    consoleErrors,
  }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill('moderator@demo.nyumba.co.ke');
    await page.getByLabel('Password', { exact: true }).fill('nyumba-demo-mod');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/');
    await auditScreen(page, fixture, queue, consoleErrors);
  });
});

test.describe('signed in', () => {
  test.use({ storageState: async ({ fixture }, use) => use(fixture.signedIn) });
  for (const screen of signedInScreens) {
    test(`${screen.name}: no serious axe violations and fields that stand out, at 360 and 1280 px`, async ({
      page,
      fixture,
      consoleErrors,
    }) => {
      await auditScreen(page, fixture, screen, consoleErrors);
    });
  }
});
