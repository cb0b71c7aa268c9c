import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations } from './support/axe-audit.ts';
import { capture, waitForAppOnNavigation } from './support/fixtures.ts';
import { expect, test } from './support/signed-in-user.ts';
import { signUpByApi } from './support/sign-up.ts';
import { uniqueTag } from './support/unique-tag.ts';

// Installable and offline (issue "Reach"): the manifest and service worker meet what
// Chrome asks of an installable app, and after a first visit the pages seen, the saved
// listings and their photos open without a connection, with a banner saying so.

test.use({ deviceScaleFactor: 1, serviceWorkers: 'allow' });

/** Waits until the service worker controls the page: from then on what it loads is kept. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

test('meets the installability checks: manifest, icons, a controlling worker, start_url offline', async ({
  page,
  context,
  request,
}) => {
  const manifestAnswer = await request.get('/manifest.webmanifest');
  expect(manifestAnswer.status()).toBe(200);
  expect(manifestAnswer.headers()['content-type']).toMatch(/application\/manifest\+json|application\/json/);
  const manifest = (await manifestAnswer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest.name).toContain('Nyumba');
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
  expect(new URL(manifest.start_url, 'https://x.example').pathname.startsWith(manifest.scope)).toBe(true);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((entry) => entry.sizes === `${size}x${size}` && entry.purpose.includes('any'));
    expect(icon, `${size} px icon`).toBeDefined();
    const file = await request.get(icon!.src);
    expect(file.status()).toBe(200);
    expect(await sharp(await file.body()).metadata()).toMatchObject({ format: 'png', width: size, height: size });
  }
  expect(manifest.icons.some((entry) => entry.purpose.includes('maskable'))).toBe(true);

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await controlled(page);
  // The first page loads before the worker exists; a page visited under it is kept.
  await page.goto('/');
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { scope: registration?.scope, script: registration?.active?.scriptURL };
  });
  expect(new URL(worker.scope!).pathname).toBe('/');
  expect(new URL(worker.script!).pathname).toBe('/sw.js');

  // Chrome's check: start_url answers 200 with the network gone.
  await context.setOffline(true);
  const start = await page.goto(manifest.start_url);
  expect(start?.status()).toBe(200);
  await expect(page.locator('main')).toContainText('Explore');
  await context.setOffline(false);
});

const BLOG_TITLE = 'Explore new ideas';

test('pages seen, the saved listings and their photos open offline, with a banner; others get the offline page', async ({
  browser,
  baseURL,
  fixture,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  // A session of its own (signing out at the end ends only this one, not the fixture's).
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(fixture.email);
  await page.getByLabel('Password', { exact: true }).fill(fixture.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  await controlled(page);
  await page.goto('/');
  await page.goto(`/listing/${fixture.demoListing.id}`);
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.goto('/saved-listings');
  const saved = page.locator('main article').first();
  await expect(saved).toBeVisible();
  const savedName = (await saved.getByRole('heading').first().innerText()).trim();
  await expect(saved.locator('img').first()).toHaveJSProperty('complete', true);
  await expect(page.locator('[data-offline-banner]')).toBeEmpty();

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.locator('[data-offline-banner]')).toContainText('You are offline');
  await page.goto(`/listing/${fixture.demoListing.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto('/saved-listings');
  const offlineSaved = page.locator('main article').first();
  await expect(offlineSaved.getByRole('heading', { name: savedName })).toBeVisible();
  // Its photo came from the phone, not the network.
  await expect(offlineSaved.locator('img').first()).toHaveJSProperty('complete', true);
  expect(
    await offlineSaved
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await capture(page, 'offline-saved-360');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('[data-offline-banner]')).toContainText('You are offline');
  await expectNoSeriousViolations(page, 'saved listings offline at 1280 px');
  await capture(page, 'offline-saved-1280');
  await page.setViewportSize({ width: 360, height: 640 });

  // A screen never opened: the app opens from its kept shell and says what is missing,
  // with the way to what is kept, as accessible as the rest.
  await page.goto('/blog');
  await expect(page.getByText('This page was not saved on this phone.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Saved listings' }).last()).toBeVisible();
  await expectNoSeriousViolations(page, 'offline notice at 360 px');
  await capture(page, 'offline-page-360');
  // Back online, the screen that could not open loads by itself (not "Something went wrong").
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_TITLE);
  await context.setOffline(true);
  // An address that is no screen of the app: the offline page, both languages, its logo drawn.
  await page.goto('/nothing-here');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Huna mtandao')).toBeVisible();
  await expect(page.locator('img.mark')).toHaveJSProperty('complete', true);
  expect(await page.locator('img.mark').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, 'offline page at 360 px');
  // Its "Saved listings" leads to the saved listings, not back to itself.
  await page.getByRole('link', { name: 'Saved listings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Listings' })).toBeVisible();

  // Forms keep what is typed and say they will work once online.
  await context.setOffline(false);
  await page.goto('/create-listing');
  await expect(page.getByLabel('Name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(page.getByText(/You are offline\. What you type is kept here/)).toBeVisible();
  await page.getByLabel('Name').fill('Typed without a connection');
  await expect(page.getByRole('button', { name: 'Create Listing' })).toHaveAttribute('aria-disabled', 'true');
  await capture(page, 'offline-form-360');
  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  await expect(page.getByLabel('Name')).toHaveValue('Typed without a connection');

  // Signing out forgets what the phone kept of this person's screens.
  expect(
    await page.evaluate(async () => (await caches.keys()).filter((name) => /^(?:pages|data)-/.test(name))),
  ).toHaveLength(2);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/sign-in/);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => /^(?:pages|data)-/.test(name))))
    .toEqual([]);
  await context.close();
});

for (const language of ['en', 'sw'] as const) {
  test(`tapped through, then offline: the start page, Saved and every saved listing open (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const words =
      language === 'en'
        ? { saved: 'Saved', home: 'Home', banner: 'You are offline', notKept: 'This page was not saved on this phone.' }
        : {
            saved: 'Vipendwa',
            home: 'Mwanzo',
            banner: 'Huna mtandao',
            notKept: 'Ukurasa huu haukuhifadhiwa kwenye simu hii.',
          };
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 } });
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    // A member of their own, who signed up in this language (the link signs this context in).
    const tag = uniqueTag();
    await signUpByApi(
      context.request,
      { username: `offline${tag}`, email: `offline-${tag}@example.co.ke`, password: 'Nyumba-e2e-2025!' },
      { origin: baseURL! },
    );
    const page = await context.newPage();
    waitForAppOnNavigation(page);
    await page.goto('/');
    await controlled(page);

    // Two demo listings saved that this phone never opened (saved elsewhere).
    const search = await page.request.get('/api/listing/search?type=bnbs&limit=3');
    const bnbs = ((await search.json()) as { listings: { _id: string; name: string }[] }).listings.slice(0, 2);
    for (const listing of bnbs) {
      const saved = await page.request.post(`/api/savedListing/listing/save/${listing._id}`, {
        headers: { origin: baseURL! },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }

    // Tapping only, never loading a page in full: home → Saved (the bottom bar) → back home.
    await page.getByRole('navigation').last().getByRole('link', { name: words.saved }).click();
    await expect(page.locator('main article').first()).toBeVisible();
    // Saved keeps every saved listing for offline while it is on screen.
    await expect
      .poll(() =>
        page.evaluate(
          async (ids) => {
            const kept = await caches.open('data-v1');
            const found = await Promise.all(ids.map((id) => kept.match(`/api/listing/get/${id}`)));
            return found.every(Boolean);
          },
          bnbs.map((listing) => listing._id),
        ),
      )
      .toBe(true);
    await page.getByRole('navigation').last().getByRole('link', { name: words.home }).click();
    await expect(page).toHaveURL('/');
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    // A cold start of the installed app's start page.
    await page.goto('/?source=pwa');
    await expect(page.locator('[data-offline-banner]')).toContainText(words.banner);
    await expect(page.locator('main')).not.toContainText(words.notKept);
    await capture(page, `offline-start-${language}-360`);
    await page.goto('/saved-listings');
    await expect(page.locator('main article').first()).toBeVisible();
    // A saved listing never opened, by a tap and by its address.
    await page.locator('main article').filter({ hasText: bnbs[0]!.name }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: bnbs[0]!.name })).toBeVisible();
    await page.goto(`/listing/${bnbs[1]!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: bnbs[1]!.name })).toBeVisible();
    // Its photo: the small copy the phone kept stands in for the wide one.
    const hero = page.locator('main img').first();
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await capture(page, `offline-saved-listing-${language}-360`);
    // A screen never seen says so in the person's language.
    await page.goto('/blog');
    await expect(page.getByText(words.notKept)).toBeVisible();
    await context.setOffline(false);
    await context.close();
  });
}
