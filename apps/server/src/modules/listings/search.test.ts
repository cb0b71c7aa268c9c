import { BBOX_EMPTY, searchResponseSchema } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { signedUpUser, type Caller } from '../../../test/http.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let owner: Caller;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signedUpUser(ctx);
  const specs = [
    {
      name: 'Modern apartment',
      areaName: 'Kilimani',
      price: 45000,
      bedrooms: '2-bedroom',
      bathrooms: 2,
      amenities: ['cctv', 'wifi'],
    },
    { name: 'Garden bedsitter', areaName: 'Kilimani', price: 9000, bedrooms: 'bedsitter' },
    { name: 'Family maisonette', areaName: 'Kileleshwa', price: 120000, bedrooms: 'more-than-3-bedrooms' },
    { name: 'Studio near the mall', areaName: 'Westlands', price: 14000, bedrooms: '1-bedroom' },
    {
      name: 'Sea view villa',
      areaName: 'Nyali',
      type: 'for-sale',
      price: 25000000,
      bedrooms: 'more-than-3-bedrooms',
      lat: -4.04,
      lng: 39.72,
    },
    {
      name: 'Beach cottage',
      areaName: 'Diani',
      type: 'bnbs',
      price: 8000,
      bedrooms: '1-bedroom',
      lat: -4.32,
      lng: 39.58,
    },
    { name: 'Three bedroom townhouse', areaName: 'Karen', price: 28000, bedrooms: '3-bedroom' },
    {
      name: 'Reliable plumber',
      areaName: 'Kasarani',
      type: 'technicians',
      price: 2500,
      bedrooms: null,
      description: 'Plumbing and electrical repairs',
      areasServed: ['Kasarani', 'Westlands'],
    },
    { name: 'House movers', areaName: 'Kilimani', type: 'movers', price: 15000, bedrooms: null },
    {
      name: 'Cosy apartment',
      areaName: 'Lavington',
      price: 30000,
      bedrooms: '2-bedroom',
      bathrooms: 1,
      amenities: ['wifi'],
    },
  ];
  const created = await insertListings(ctx.handle.db, owner.user!.id, specs);
  specs.forEach((spec, i) => (ids[spec.name] = created[i]!));
});
afterAll(async () => {
  await ctx.close();
});

async function search(query: string, caller?: Caller) {
  const res = caller
    ? await caller.request({ method: 'GET', url: `/api/listing/search?${query}` })
    : await ctx.app.inject({ method: 'GET', url: `/api/listing/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return searchResponseSchema.parse(res.json());
}
const names = (result: { listings: { name: string }[] }) => result.listings.map((l) => l.name).sort();

describe('GET /api/listing/search facts and areas', () => {
  it('filters by at least N bathrooms and by every amenity asked for', async () => {
    expect(names(await search('bathrooms=1'))).toEqual(['Cosy apartment', 'Modern apartment']);
    expect(names(await search('bathrooms=2'))).toEqual(['Modern apartment']);
    expect(names(await search('amenities=wifi'))).toEqual(['Cosy apartment', 'Modern apartment']);
    expect(names(await search('amenities=wifi,cctv'))).toEqual(['Modern apartment']);
    expect(names(await search('amenities=wifi&amenities=cctv'))).toEqual(['Modern apartment']);
    expect(names(await search('type=rentals&amenities=wifi&minPrice=25000&maxPrice=40000'))).toEqual([
      'Cosy apartment',
    ]);
  });

  it('finds a service provider in the areas they serve, and homes where they are', async () => {
    expect(names(await search('area=westlands'))).toEqual(['Reliable plumber', 'Studio near the mall']);
    expect(names(await search('area=Westlands&type=technicians'))).toEqual(['Reliable plumber']);
    expect(names(await search('area=Kilimani&bedrooms=bedsitter'))).toEqual(['Garden bedsitter']);
    // Rentals in the area are the homes there; the chips beside them still count the provider
    // who serves it, and the map and the page agree.
    const rentals = await search('area=Westlands&type=rentals');
    expect(names(rentals)).toEqual(['Studio near the mall']);
    expect(rentals.counts).toMatchObject({ rentals: 1, technicians: 1 });
    const map = await ctx.app.inject({ method: 'GET', url: '/api/listing/map?bbox=33,-5,42,5&zoom=16&area=Westlands' });
    expect(
      map
        .json()
        .listings.map((l: { name: string }) => l.name)
        .sort(),
    ).toEqual(['Reliable plumber', 'Studio near the mall']);
  });

  it('reads beds 4, 5 and 4+ as more than three bedrooms', async () => {
    for (const beds of ['4', '5', '4+'])
      expect(names(await search(`bedrooms=${encodeURIComponent(beds)}`))).toEqual([
        'Family maisonette',
        'Sea view villa',
      ]);
  });

  it.each([
    ['bathrooms=lots', 'bathrooms'],
    ['bathrooms=21', 'bathrooms'],
    ['amenities=wifi,jacuzzi', 'amenities'],
    ['area=Atlantis', 'area'],
    [`area=${'x'.repeat(500)}`, 'area'],
  ])('refuses %s with a field error', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/listing/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });
});

describe('GET /api/listing/search filters', () => {
  it('answers everything newest first with total and per-type counts', async () => {
    const all = await search('');
    expect(all.total).toBe(10);
    expect(all.listings[0]!.name).toBe('Cosy apartment');
    expect(all.counts).toEqual({ rentals: 6, 'for-sale': 1, bnbs: 1, technicians: 1, movers: 1 });
  });

  it('filters by type, keeping counts of every type', async () => {
    const result = await search('type=rentals');
    expect(result.total).toBe(6);
    expect(result.listings.every((l) => l.type === 'rentals')).toBe(true);
    expect(result.counts.movers).toBe(1);
    expect((await search('type=all')).total).toBe(10);
  });

  it.each([
    ['1', ['Beach cottage', 'Studio near the mall']],
    ['2', ['Cosy apartment', 'Modern apartment']],
    ['3', ['Three bedroom townhouse']],
    ['4', ['Family maisonette', 'Sea view villa']],
    ['5', ['Family maisonette', 'Sea view villa']],
    ['bedsitter', ['Garden bedsitter']],
    ['Any', null],
  ])('bedrooms=%s', async (beds, expected) => {
    const result = await search(`bedrooms=${beds}`);
    if (expected) expect(names(result)).toEqual(expected);
    else expect(result.total).toBe(10);
  });

  it('filters by price band, with an open top band', async () => {
    expect(names(await search('minPrice=10000&maxPrice=15000'))).toEqual(['House movers', 'Studio near the mall']);
    expect(names(await search('minPrice=25000&maxPrice=30000'))).toEqual(['Cosy apartment', 'Three bedroom townhouse']);
    expect((await search('minPrice=30000')).total).toBe(4);
  });

  it('keeps to the map area asked for ("Search this area"), with the other filters', async () => {
    expect(names(await search('bbox=39.4,-4.5,40,-3.9'))).toEqual(['Beach cottage', 'Sea view villa']);
    expect(names(await search('bbox=39.4,-4.5,40,-3.9&type=bnbs'))).toEqual(['Beach cottage']);
    const coast = await search('bbox=39.4,-4.5,40,-3.9');
    expect(coast.total).toBe(2);
    expect(names(await search('bbox=36.7,-1.35,36.9,-1.2'))).not.toContain('Beach cottage');
    expect((await search('bbox=36.7,-1.35,36.9,-1.2')).total).toBe(8);
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/listing/search?bbox=40,-4.5,39.4,-3.9' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.bbox).toBe(BBOX_EMPTY);
  });

  it('combines filters', async () => {
    expect(names(await search('type=rentals&bedrooms=2&minPrice=40000'))).toEqual(['Modern apartment']);
    expect(names(await search('searchTerm=kilimani&type=rentals&maxPrice=10000'))).toEqual(['Garden bedsitter']);
  });
});

describe('search terms', () => {
  it('matches area names, names, descriptions and types', async () => {
    expect(names(await search('searchTerm=Kilimani'))).toEqual([
      'Garden bedsitter',
      'House movers',
      'Modern apartment',
    ]);
    expect(names(await search('searchTerm=plumbing'))).toEqual(['Reliable plumber']);
    expect(names(await search('searchTerm=technicians'))).toEqual(['Reliable plumber']);
    expect(names(await search('searchTerm=apartment%20kilimani'))).toEqual(['Modern apartment']);
  });

  it('forgives typos and says what it searched for', async () => {
    const typo = await search('searchTerm=Kilimanii');
    expect(names(typo)).toEqual(['Garden bedsitter', 'House movers', 'Modern apartment']);
    expect(typo.correctedTerm).toBe('kilimani');
    expect(names(await search('searchTerm=apartmnt'))).toEqual(['Cosy apartment', 'Modern apartment']);
    expect((await search('searchTerm=kilimani')).correctedTerm).toBeNull();
  });

  it('matches prefixes', async () => {
    expect(names(await search('searchTerm=kile'))).toEqual(['Family maisonette']);
    expect((await search('searchTerm=kil')).total).toBe(4);
  });

  it('finds nothing for a word nothing resembles, and ignores punctuation', async () => {
    expect((await search('searchTerm=zzqqxxjj')).total).toBe(0);
    expect(names(await search(`searchTerm=${encodeURIComponent("Nyali!!! ' & | :*")}`))).toEqual(['Sea view villa']);
  });
});

describe('cached answers', () => {
  it('are never served after a listing changed', async () => {
    const before = await search('type=bnbs');
    expect((await search('type=bnbs')).total).toBe(before.total);
    const [added] = await insertListings(ctx.handle.db, owner.user!.id, [
      { name: 'New cottage', type: 'bnbs', areaName: 'Diani' },
    ]);
    const after = await search('type=bnbs');
    expect(after.total).toBe(before.total + 1);
    expect(after.listings[0]!.id).toBe(added);
    await ctx.handle.db.delete(listings).where(eq(listings.id, added!));
    expect((await search('type=bnbs')).total).toBe(before.total);
  });
});

describe('sorting and paging', () => {
  it('sorts by price both ways and pages by cursor without repeats', async () => {
    const asc = await search('sort=price_asc&limit=3');
    expect(asc.listings.map((l) => l.price)).toEqual([2500, 8000, 9000]);
    const seen = asc.listings.map((l) => l.id);
    let cursor = asc.nextCursor;
    while (cursor) {
      const page = await search(`sort=price_asc&limit=3&cursor=${cursor}`);
      seen.push(...page.listings.map((l) => l.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(10);
    expect((await search('sort=price_desc&limit=1')).listings[0]!.price).toBe(25000000);
    const newest: string[] = [];
    let next: string | null = '';
    while (next !== null) {
      const page: Awaited<ReturnType<typeof search>> = await search(`limit=4${next ? `&cursor=${next}` : ''}`);
      newest.push(...page.listings.map((l) => l.id));
      next = page.nextCursor;
    }
    expect(newest).toEqual((await search('limit=100')).listings.map((l) => l.id));
  });

  it.each([
    ['minPrice=abc', 'minPrice'],
    ['maxPrice=-4', 'maxPrice'],
    ['limit=-1', 'limit'],
    ['limit=0', 'limit'],
    ['type=castle', 'type'],
    ['bedrooms=seven', 'bedrooms'],
    ['sort=random', 'sort'],
    ['minPrice=5000&maxPrice=100', 'maxPrice'],
    [`searchTerm=${'a'.repeat(101)}`, 'searchTerm'],
    ['cursor=garbage', 'cursor'],
  ])('refuses %s naming %s', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/listing/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('caps a huge limit', async () => {
    expect((await search('limit=999999')).listings.length).toBe(10);
  });
});
