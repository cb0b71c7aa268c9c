// Each public page is drawn once, from the data its routes declare (lib/route-data.ts),
// not by drawing it again for every query a screen registers on the way down.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  getListing,
  getPost,
  listerPage,
  listPosts,
  mapListings,
  publicConfig,
  searchListings,
  type Post,
} from '@nyumba/domain';
import { makeListing } from './test/make-listing';
import { stubApi } from './test/stub-api';
import { renderPage } from './entry-server';
import { setApiTransport } from './lib/api-client';
import { setServerOrigin } from './lib/app-origin';

const listing = makeListing({ name: 'Bright bedsitter in Ruaka' });
const post: Post = {
  _id: 'p1',
  id: 'p1',
  title: 'Moving to Ruaka',
  content: '<p>Ask about water.</p>',
  image: null,
  userRef: 'u1',
  author: 'wanjiru',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};
const results = {
  success: true as const,
  listings: [listing],
  total: 1,
  counts: { rentals: 1 },
  nextCursor: null,
  correctedTerm: null,
};

const config = {
  imageBaseUrl: '',
  mapTileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
  mapAttribution: '&copy; OpenStreetMap contributors',
  googleSignIn: false,
  contactPhone: '',
  contactEmail: '',
  featurePrices: null,
  paymentsTestMode: false,
};

function api() {
  return stubApi({
    [mapListings.id]: () => ({
      success: true as const,
      listings: [
        {
          _id: listing._id,
          lat: -1.29,
          lng: 36.79,
          name: listing.name,
          price: 25_000,
          type: 'rentals' as const,
          bedrooms: null,
          priceUnit: null,
          image: null,
        },
      ],
      clusters: [{ lat: -1.25, lng: 36.85, count: 12, zoom: 14 }],
      total: 13,
    }),
    [publicConfig.id]: () => config,
    [searchListings.id]: () => results,
    [getListing.id]: () => ({ success: true as const, listing }),
    [listPosts.id]: () => ({ success: true as const, posts: [post], total: 1, nextCursor: null }),
    [getPost.id]: () => ({ success: true as const, post }),
    [listerPage.id]: () => ({
      success: true as const,
      lister: {
        id: 'u1',
        name: 'wanjiru',
        avatar: null,
        memberSince: '2025-01-01T00:00:00.000Z',
        emailVerified: false,
        listingCount: 1,
        postCount: 1,
        businessName: null,
        about: null,
        earb: null,
      },
      listings: [listing],
      total: 1,
      provider: null,
      nextCursor: null,
      posts: [post],
    }),
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

// The server entry routes every API call through the render in progress; the files this
// worker runs next call the network the browser's way.
afterAll(() => {
  setApiTransport((input, init) => fetch(input, init));
  setServerOrigin('');
});

describe('server rendering', () => {
  it.each([
    ['/', 'Bright bedsitter in Ruaka'],
    ['/search?searchTerm=ruaka&type=rentals&bedrooms=bedsitter', 'Bright bedsitter in Ruaka'],
    ['/search-results?area=Ruaka&sort=price-asc', 'Bright bedsitter in Ruaka'],
    [`/listing/${listing._id}`, 'Bright bedsitter in Ruaka'],
    ['/blog', 'Moving to Ruaka'],
    ['/blog/p1', 'Ask about water.'],
    ['/u/u1', 'Bright bedsitter in Ruaka'],
  ])('draws %s once, with its data', async (url, text) => {
    const fetch = api();
    const page = await renderPage({ url, fetch, signedIn: false, origin: 'https://nyumba.example', language: 'en' });
    // Home draws its tiles; its featured cards come near the screen later, from the same answer.
    expect(url === '/' ? JSON.stringify(page?.hydration.queries) : page?.html).toContain(text);
    expect(page?.undeclared).toEqual([]);
  });

  it('draws the map’s first frame: its tiles and pins where the live map puts them, and the count', async () => {
    const fetch = api();
    const page = await renderPage({ url: '/map', fetch, signedIn: false, origin: 'https://x.example', language: 'en' });
    const frame = new DOMParser().parseFromString(page!.html, 'text/html');
    expect([...frame.querySelectorAll('[role=status]')].map((status) => status.textContent)).toContain(
      '13 listings in view',
    );
    // Nairobi at zoom 12 (the map's opening view), the tile under its centre by Leaflet's numbers.
    const tiles = [...frame.querySelectorAll<HTMLElement>('[data-map-frame] [data-col]')].map(
      (tile) => tile.style.backgroundImage,
    );
    expect(tiles).toContain('url("https://b.tiles.example/12/2466/2062.png")');
    const pin = frame.querySelector('[data-map-frame] .map-price-pin');
    expect(pin?.textContent).toBe('25k');
    expect(frame.querySelector('[data-map-frame] .map-cluster')?.textContent).toBe('12');
    // Asked for the view a phone shows around the centre, with no filter.
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://x').searchParams);
    const bbox = asked
      .find((query) => query.has('bbox'))
      ?.get('bbox')
      ?.split(',')
      .map(Number);
    expect(bbox).toHaveLength(4);
    expect(bbox![0]).toBeLessThan(36.8219);
    expect(bbox![2]).toBeGreaterThan(36.8219);
    expect(page?.undeclared).toEqual([]);
  });

  it('draws a screen without data once, asking the API nothing', async () => {
    const fetch = api();
    const page = await renderPage({
      url: '/no-such-page',
      fetch,
      signedIn: false,
      origin: 'https://nyumba.example',
      language: 'en',
    });
    expect(page?.undeclared).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draws each page in the language asked for, even when renders overlap', async () => {
    const input = (language: 'en' | 'sw') =>
      renderPage({
        url: `/listing/${listing._id}`,
        fetch: api(),
        signedIn: false,
        origin: 'https://x.example',
        language,
      });
    // Started together: each waits for its data while the other draws.
    const [sw, en, sw2] = await Promise.all([input('sw'), input('en'), input('sw')]);
    for (const page of [sw, sw2]) {
      expect(page?.html).toContain('Piga simu');
      expect(page?.html).toContain('/mwezi');
      expect(page?.html).not.toContain('/month');
    }
    expect(en?.html).toContain('/month');
    expect(en?.html).not.toContain('Piga simu');
  });
});
