import sharp from 'sharp';
import { request as apiRequest, type BrowserContext } from '@playwright/test';
import { expectClearOfBottomBar } from './support/bottom-bar.ts';
import { expect, test } from './support/fixtures.ts';

// Nothing hides behind the fixed bottom bar at 360×640 for a signed-in user: every
// screen behind a sign-in, filled (a listing of their own with a map pin, a saved
// listing, a post), scrolled to its end. routes.spec.ts checks every route signed out.

test.describe.configure({ mode: 'serial' });

interface Session {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  user: { _id: string; id: string; username: string; email: string };
  listingId: string;
}
let session: Session;

test.beforeAll(async ({ baseURL }) => {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const name = `barcheck${Date.now().toString(36)}`;
  const signup = await api.post('/api/auth/signup', {
    data: { username: name, email: `${name}@example.co.ke`, password: 'a-long-password-1' },
  });
  expect(signup.status()).toBe(201);
  const body = (await signup.json()) as { _id: string; id?: string; username: string; email: string };
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2b855b' } })
    .jpeg()
    .toBuffer();
  const upload = await api.post('/upload', {
    multipart: { file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(upload.status()).toBe(201);
  const photo = ((await upload.json()) as { image_urls: string[] }).image_urls[0]!;
  const created = await api.post('/api/listing/create', {
    data: {
      type: 'rentals',
      name: 'Two bedroom with a long description in Kilimani',
      description: 'Second floor, borehole water, walking distance to Yaya Centre.\n'.repeat(6),
      phone_number: '0712 345 678',
      price: '25,000',
      bedrooms: '2-bedroom',
      image_urls: [photo],
      location: { lat: -1.2921, lng: 36.7846 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { listing: { id: string } }).listing.id;
  const demo = (await (await api.get('/api/listing/search?limit=1')).json()) as { listings: { _id: string }[] };
  expect((await api.post(`/api/savedListing/listing/save/${demo.listings[0]!._id}`)).ok()).toBe(true);
  const post = await api.post('/api/post/create', {
    data: { title: 'Moving to Kilimani', content: '<p>Three things to check first.</p>' },
  });
  expect(post.status(), await post.text()).toBe(201);
  session = {
    cookies: (await api.storageState()).cookies,
    user: { _id: body._id, id: body.id ?? body._id, username: body.username, email: body.email },
    listingId,
  };
  await api.dispose();
});

const ROUTES: [string, (s: Session) => string][] = [
  ['profile', () => '/profile'],
  ['settings', () => '/settings'],
  ['my listings', () => '/my-listing'],
  ['create listing', () => '/create-listing'],
  ['update listing', (s) => `/update-listing/${s.listingId}`],
  ['all listings', () => '/all-listings'],
  ['upload', () => '/upload'],
  ['saved listings', () => '/saved-listings'],
  ['my posts', () => '/my-posts'],
  ['create post', () => '/create-post'],
  ['own listing page', (s) => `/listing/${s.listingId}`],
  ['home', () => '/'],
  ['search', () => '/search'],
  ['blog', () => '/blog'],
  ['map', () => '/mapexplore'],
];

for (const [name, path] of ROUTES) {
  test(`signed in, ${name}: the end of the screen stays above the bottom bar`, async ({ page }) => {
    await page.context().addCookies(session.cookies);
    // The app keeps the signed-in user in its own store as well as the cookie.
    await page.addInitScript((currentUser) => {
      localStorage.setItem('persist:root', JSON.stringify({ state: { currentUser }, version: 1 }));
    }, session.user);
    const route = path(session);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(new RegExp(`${route.replace(/[/-]/g, '\\$&')}$`));
    await expect(page.locator('main')).toBeVisible();
    await expectClearOfBottomBar(page, route);
  });
}
