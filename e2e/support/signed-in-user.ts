import sharp from 'sharp';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test as base } from './fixtures.ts';
import { signUpByApi } from './sign-up.ts';
import { uniqueTag } from './unique-tag.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface Fixture {
  /** A demo listing, on the map, with photos (not the signed-in user's). */
  demoListing: { id: string; lat: number; lng: number };
  /** The user's own listing, post title and sign-in details. */
  ownListingId: string;
  /** The user's id: their public page is /u/{userId}. */
  userId: string;
  postTitle: string;
  email: string;
  password: string;
  /** The session cookie and the app's persisted user: a context started with it is signed in. */
  signedIn: StorageState;
}

async function createUser(browser: Browser, baseURL: string): Promise<Fixture> {
  const context = await browser.newContext({ baseURL });
  const api = context.request;
  const headers = { origin: baseURL };
  try {
    const search = await api.get('/api/listing/search?type=rentals&limit=40');
    const { listings } = (await search.json()) as {
      listings: { _id: string; image_urls: string[]; location: { coordinates: [number, number] } | null }[];
    };
    // A demo listing with several photos (so it has a carousel), not one these tests made.
    const onMap = listings.find((listing) => listing.location && listing.image_urls.length > 1);
    if (!onMap?.location) throw new Error('no demo rental with photos on the map');

    const tag = uniqueTag();
    const email = `a11y-${tag}@example.co.ke`;
    const password = 'a-long-password-1';
    const user = await signUpByApi(api, { username: `a11y${tag}`, email, password }, headers);

    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2b855b' } })
      .jpeg()
      .toBuffer();
    const upload = await api.post('/upload', {
      multipart: { file: { name: 'home.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
      headers,
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const photo = ((await upload.json()) as { image_urls: string[] }).image_urls[0]!;

    const created = await api.post('/api/listing/create', {
      data: {
        type: 'rentals',
        name: 'Bright bedsitter in Ruaka',
        // Long enough that its page scrolls past the fixed bottom bar on a phone, and this
        // worker's own: another worker's user with the same long text would be held as a copy.
        description: [
          'Borehole water, a short walk to the shops.',
          ...Array.from(
            { length: 7 },
            (_, i) => `Gate ${i + 1}: ask for ${tag}${Math.random().toString(36).slice(2, 10)}.`,
          ),
        ].join('\n'),
        phone_number: '0712 345 678',
        price: '12,000',
        bedrooms: 'bedsitter',
        parking: true,
        location: `${onMap.location.coordinates[1]},${onMap.location.coordinates[0]}`,
        image_urls: [photo],
      },
      headers,
    });
    expect(created.status(), await created.text()).toBe(201);
    const ownListingId = ((await created.json()) as { listing: { id: string } }).listing.id;

    const postTitle = `Checking a rental before you pay ${tag}`;
    const post = await api.post('/api/post/create', {
      data: {
        title: postTitle,
        content: `<h2>Before you pay</h2><p>Open every <strong>tap</strong> and read the <a href="https://nairobi.go.ke">county guide</a>.</p><p><img src="${photo}"></p>`,
        image: photo,
      },
      headers,
    });
    expect(post.status(), await post.text()).toBe(201);

    const save = await api.post(`/api/savedListing/listing/save/${onMap._id}`, { data: {}, headers });
    expect(save.ok(), await save.text()).toBe(true);

    const state = await context.storageState();
    const currentUser = { _id: user._id, id: user.id, username: user.username, email: user.email };
    return {
      demoListing: { id: onMap._id, lat: onMap.location.coordinates[1], lng: onMap.location.coordinates[0] },
      ownListingId,
      userId: user._id,
      postTitle,
      email,
      password,
      signedIn: {
        cookies: state.cookies,
        origins: [
          {
            origin: baseURL,
            localStorage: [{ name: 'persist:root', value: JSON.stringify({ state: { currentUser }, version: 1 }) }],
          },
        ],
      },
    };
  } finally {
    await context.close();
  }
}

/**
 * One user per worker, made through the API (not the screens, which other specs cover):
 * signed up, with a listing, a post with a photo and a saved demo listing, so every
 * signed-in screen has something on it. `signedIn` starts a context as that user.
 */
export const test = base.extend<object, { fixture: Fixture }>({
  fixture: [
    async ({ browser }, use, workerInfo) => use(await createUser(browser, workerInfo.project.use.baseURL!)),
    { scope: 'worker' },
  ],
});

/** Signs an existing page's context in as the fixture's user: its session cookie and stored user. */
export async function signInPage(
  page: Page,
  context: BrowserContext,
  fixture: Fixture,
  cookies: Parameters<BrowserContext['addCookies']>[0] = [],
) {
  await context.addCookies([...fixture.signedIn.cookies, ...cookies]);
  await page.addInitScript((state) => {
    for (const { name, value } of state.origins[0]!.localStorage) window.localStorage.setItem(name, value);
  }, fixture.signedIn);
}

export { expect };
