import {
  HOME_TILES,
  isServiceType,
  listingBodySchema,
  listingListResponseSchema,
  nameSignals,
  usernameSchema,
} from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { DEMO_LISTING_COUNT, seedDemoData } from './demo-seed.ts';
import { DEMO_MODERATOR, DEMO_USERS } from './factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData({ db: ctx.handle.db, store: ctx.store });
});
afterAll(async () => {
  await ctx.close();
});

async function getAll(query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/listing/getall${query}` });
  expect(res.statusCode).toBe(200);
  return listingListResponseSchema.parse(res.json());
}

describe('demo seed', () => {
  it('fills an empty database once', async () => {
    expect(await seedDemoData({ db: ctx.handle.db, store: ctx.store })).toBe(false);
    expect((await getAll()).total).toBe(DEMO_LISTING_COUNT);
  });

  it('covers every home tile type with photos that are served', async () => {
    const { listings } = await getAll('?limit=100');
    expect(listings).toHaveLength(DEMO_LISTING_COUNT);
    for (const tile of HOME_TILES) expect(listings.some((l) => l.type === tile.type)).toBe(true);
    const photo = listings[0]!.image_urls[0]!;
    const res = await ctx.app.inject({ method: 'GET', url: photo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(listings.every((l) => l.location !== null && l.areaName)).toBe(true);
    for (const area of ['Kilimani', 'Kileleshwa', 'Nyali'])
      expect(listings.some((l) => l.areaName === area)).toBe(true);
  });

  it('names its listings and people as the scam shield lets anyone: no link, number or payment in them', async () => {
    const { listings } = await getAll('?limit=100');
    expect(listings.filter((listing) => nameSignals(listing.name).length > 0).map((listing) => listing.name)).toEqual(
      [],
    );
    for (const { username } of [DEMO_MODERATOR, ...DEMO_USERS]) {
      expect(usernameSchema.safeParse(username).success, username).toBe(true);
    }
  });

  it('stores demo listings as a lister’s own would be stored: sent back as they are, nothing changes', async () => {
    const { listings } = await getAll('?limit=100');
    for (const listing of listings) {
      expect(listing.phone_number).toMatch(/^\+254[17]\d{8}$/);
      const resent = listingBodySchema.parse(listing);
      expect(resent).toMatchObject({ phone_number: listing.phone_number, name: listing.name, price: listing.price });
      expect(resent.areaName).toBe(listing.areaName);
    }
  });

  it('prices and describes each type as it is: millions for sale, nights for bnbs, a few thousand for services', async () => {
    const { listings } = await getAll('?limit=100');
    for (const listing of listings) {
      if (listing.type === 'for-sale') expect(listing.price).toBeGreaterThanOrEqual(500_000);
      if (listing.type === 'bnbs') expect(listing.price).toBeLessThanOrEqual(60_000);
      if (isServiceType(listing.type)) {
        expect(listing.price).toBeLessThanOrEqual(60_000);
        expect(listing.areasServed).toContain(listing.areaName);
        expect(listing.bedrooms).toBeNull();
        expect(listing.amenities).toEqual([]);
      } else {
        expect(listing.bathrooms).not.toBeNull();
        expect(listing.areasServed).toEqual([]);
      }
      if (listing.type === 'rentals') expect(listing.depositMonths).not.toBeNull();
      if (listing.type === 'bnbs') expect(listing.maxGuests).toBeGreaterThan(0);
    }
    // No two listings read alike, and no sentence is in every one of them.
    expect(new Set(listings.map((l) => l.description)).size).toBe(listings.length);
    const sentences = new Map<string, number>();
    for (const l of listings) for (const s of l.description.split('. ')) sentences.set(s, (sentences.get(s) ?? 0) + 1);
    expect(Math.max(...sentences.values())).toBeLessThan(listings.length / 4);
  });
});

describe('GET /api/listing/getall paging', () => {
  it('pages newest first without repeats, by cursor and by startIndex', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof getAll>> = await getAll(`?limit=25${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.listings.map((l) => l.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(DEMO_LISTING_COUNT);
    const all = await getAll('?limit=100');
    expect(all.listings.map((l) => l.id)).toEqual(seen);
    const dates = all.listings.map((l) => l.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await getAll('?limit=5&startIndex=10')).listings.map((l) => l.id)).toEqual(seen.slice(10, 15));
  });

  it.each([
    ['?limit=-1', 'limit'],
    ['?limit=abc', 'limit'],
    ['?startIndex=-5', 'startIndex'],
    ['?cursor=bm9wZQ', 'cursor'],
  ])('refuses %s naming %s', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/listing/getall${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('caps a huge limit at 100', async () => {
    expect((await getAll('?limit=100000')).listings.length).toBeLessThanOrEqual(100);
  });

  it('answers one listing, and 404 for an unknown id', async () => {
    const { listings } = await getAll('?limit=1');
    const one = await ctx.app.inject({ method: 'GET', url: `/api/listing/get/${listings[0]!.id}` });
    const { lister, ...listing } = one.json().listing;
    expect(listing).toEqual(listings[0]);
    expect(lister).toMatchObject({
      id: listings[0]!.userRef,
      name: expect.any(String),
      listingCount: expect.any(Number),
    });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/listing/get/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'listing.not-found', success: false, message: 'Listing not found' });
  });
});
