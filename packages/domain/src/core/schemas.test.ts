import { describe, expect, it } from 'vitest';
import { limitSchema, pageQuerySchema } from './api.ts';
import { locationInputSchema } from './geo.ts';
import { listingBodySchema } from '../listings/listing.ts';
import { SERVICE_TYPES } from '../listings/listing-types.ts';
import { postBodySchema } from '../blog/post.ts';
import { mapQuerySchema, searchQuerySchema } from '../search/search.ts';
import { signUpBodySchema, userUpdateBodySchema } from '../accounts/user.ts';

const validListing = {
  type: 'rentals',
  name: '2 bedroom in Kilimani',
  description: 'Bright and quiet',
  phone_number: '0712 345 678',
  price: 'Ksh 45,000',
  bedrooms: '2-bedroom',
  image_urls: ['/images/abc-1280.webp'],
  location: '-1.2921,36.7866',
  areaName: 'kilimani',
};

/** Field → first message, as the server's error handler reports them. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('listingBodySchema', () => {
  it('normalises a valid body', () => {
    const parsed = listingBodySchema.parse(validListing);
    expect(parsed).toMatchObject({
      price: 45000,
      phone_number: '+254712345678',
      location: { lat: -1.2921, lng: 36.7866 },
      areaName: 'Kilimani',
      furnished: false,
      parking: false,
    });
  });

  it('tolerates the older field names and location shapes', () => {
    const { phone_number, image_urls, location: _location, ...rest } = validListing;
    const parsed = listingBodySchema.parse({
      ...rest,
      phoneNumber: phone_number,
      imageUrls: image_urls,
      location: { type: 'Point', coordinates: [36.7866, -1.2921] },
    });
    expect(parsed.phone_number).toBe('+254712345678');
    expect(parsed.image_urls).toEqual(image_urls);
    expect(parsed.location).toEqual({ lat: -1.2921, lng: 36.7866 });
    expect(
      listingBodySchema.parse({ ...validListing, image_urls: undefined, image_url: '/images/x-1280.webp' }).image_urls,
    ).toEqual(['/images/x-1280.webp']);
    expect(listingBodySchema.parse({ ...validListing, location: { lat: '-1.3', lng: '36.8' } }).location).toEqual({
      lat: -1.3,
      lng: 36.8,
    });
  });

  it('strips fields a client may not set', () => {
    const parsed = listingBodySchema.parse({
      ...validListing,
      userRef: 'someone',
      savedCount: 99,
      createdAt: 'x',
      _id: 'y',
    });
    expect(parsed).not.toHaveProperty('userRef');
    expect(parsed).not.toHaveProperty('savedCount');
    expect(parsed).not.toHaveProperty('createdAt');
  });

  it('names each bad field', () => {
    const result = listingBodySchema.safeParse({
      ...validListing,
      name: '',
      price: 'abc',
      phone_number: '123',
      location: '0,0',
    });
    expect(issues(result)).toMatchObject({
      name: 'Name is required',
      price: expect.stringContaining('Enter a price'),
      phone_number: expect.stringContaining('Kenyan phone'),
      location: 'Location must be inside Kenya',
    });
  });

  it('requires bedrooms for homes, and drops what a service carries over from a hidden field', () => {
    expect(issues(listingBodySchema.safeParse({ ...validListing, bedrooms: undefined }))).toHaveProperty('bedrooms');
    for (const type of SERVICE_TYPES) {
      for (const leftover of ['2-bedroom', '', 'banana', 3, null, ['1-bedroom'], { x: 1 }]) {
        const parsed = listingBodySchema.parse({
          ...validListing,
          type,
          bedrooms: leftover,
          furnished: true,
          parking: 'yes',
        });
        expect([parsed.type, parsed.bedrooms, parsed.furnished, parsed.parking]).toEqual([
          type,
          undefined,
          false,
          false,
        ]);
      }
      // Spelled the older way too.
      expect(listingBodySchema.parse({ ...validListing, type, bedrooms: 'single-room' }).bedrooms).toBeUndefined();
    }
    // Homes still check them.
    expect(issues(listingBodySchema.safeParse({ ...validListing, bedrooms: 'banana' }))).toHaveProperty('bedrooms');
  });

  it('needs 1 to 9 images', () => {
    expect(issues(listingBodySchema.safeParse({ ...validListing, image_urls: [] }))).toEqual({
      image_urls: 'You must upload at least one image',
    });
    const ten = Array.from({ length: 10 }, (_, i) => `/images/${i}-1280.webp`);
    expect(issues(listingBodySchema.safeParse({ ...validListing, image_urls: ten }))).toEqual({
      image_urls: 'Maximum 9 images allowed',
    });
  });

  it('only accepts known neighbourhoods as the area', () => {
    expect(issues(listingBodySchema.safeParse({ ...validListing, areaName: 'Atlantis' }))).toEqual({
      areaName: 'Choose an area from the list',
    });
    expect(listingBodySchema.parse({ ...validListing, areaName: '' }).areaName).toBeUndefined();
  });
});

describe('locationInputSchema', () => {
  it.each(['abc', '1,2,3', '-1.29'])('refuses %j', (value) => {
    expect(locationInputSchema.safeParse(value).success).toBe(false);
  });
  it('treats empty as no location', () => {
    expect(locationInputSchema.parse('')).toBeNull();
    expect(locationInputSchema.parse(null)).toBeNull();
  });
});

describe('search and paging queries', () => {
  it('reads the spec parameters', () => {
    expect(
      searchQuerySchema.parse({
        searchTerm: ' kilimani ',
        type: 'rentals',
        bedrooms: '2',
        minPrice: '10000',
        maxPrice: '15000',
      }),
    ).toMatchObject({
      searchTerm: 'kilimani',
      type: 'rentals',
      bedrooms: '2-bedroom',
      minPrice: 10000,
      maxPrice: 15000,
      sort: 'newest',
      limit: 20,
    });
    expect(searchQuerySchema.parse({ bedrooms: 'Any', type: 'all', searchTerm: '' })).toMatchObject({
      bedrooms: undefined,
      type: undefined,
      searchTerm: undefined,
    });
    expect(searchQuerySchema.parse({ bedrooms: '5' }).bedrooms).toBe('more-than-3-bedrooms');
    expect(searchQuerySchema.parse({ bedrooms: 'bedsitter' }).bedrooms).toBe('bedsitter');
  });

  it('names the bad parameter', () => {
    expect(issues(searchQuerySchema.safeParse({ minPrice: 'abc' }))).toHaveProperty('minPrice');
    expect(issues(searchQuerySchema.safeParse({ limit: '-1' }))).toHaveProperty('limit');
    expect(issues(searchQuerySchema.safeParse({ type: 'castles' }))).toHaveProperty('type');
    expect(issues(searchQuerySchema.safeParse({ minPrice: '5000', maxPrice: '100' }))).toHaveProperty('maxPrice');
  });

  it('caps huge limits instead of refusing them', () => {
    expect(limitSchema.parse('100000')).toBe(100);
    expect(pageQuerySchema.parse({}).limit).toBe(20);
  });

  it('parses a map viewport', () => {
    expect(mapQuerySchema.parse({ bbox: '36.6,-1.4,37.0,-1.1', zoom: '12' })).toMatchObject({
      bbox: { west: 36.6, south: -1.4, east: 37, north: -1.1 },
      zoom: 12,
    });
    expect(issues(mapQuerySchema.safeParse({ bbox: '1,2,3', zoom: '12' }))).toHaveProperty('bbox');
    expect(issues(mapQuerySchema.safeParse({ bbox: '36.6,-1.4,37.0,-1.1', zoom: '40' }))).toHaveProperty('zoom');
  });
});

describe('user and post bodies', () => {
  it('validates sign-up', () => {
    expect(issues(signUpBodySchema.safeParse({ username: '', email: 'nope', password: 'short' }))).toEqual({
      username: 'Username is required',
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(
      signUpBodySchema.parse({ username: ' Amina ', email: ' Amina@Example.com ', password: 'longenough' }),
    ).toMatchObject({
      username: 'Amina',
      email: 'Amina@Example.com',
    });
  });

  it('treats blank profile fields as unchanged', () => {
    expect(userUpdateBodySchema.parse({ email: '', username: '', password: '' })).toEqual({});
    expect(issues(userUpdateBodySchema.safeParse({ avatar: 'javascript:alert(1)' }))).toHaveProperty('avatar');
  });

  it('bounds a post', () => {
    expect(issues(postBodySchema.safeParse({ title: '', content: '<p>x</p>' }))).toEqual({
      title: 'Title is required',
    });
    expect(issues(postBodySchema.safeParse({ title: 'ok', content: 'x'.repeat(300 * 1024) }))).toEqual({
      content: 'Content must be at most 200 KB',
    });
    const ours = `/images/${'a'.repeat(40)}-960.webp`;
    expect(postBodySchema.safeParse({ title: 'ok', content: '', image: ours }).success).toBe(true);
    // Only the store's own address format is ours (image-url.ts).
    expect(postBodySchema.safeParse({ title: 'ok', content: '', image: '/images/abc-1280.webp' }).success).toBe(false);
    expect(postBodySchema.safeParse({ title: 'ok', content: '', image: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('a listing body with several mistakes', () => {
  it('names the missing photo and bedrooms of a home beside the other fields, and asks no photo of a service', () => {
    const home = listingBodySchema.safeParse({ type: 'rentals', name: 'Flat', image_urls: [] });
    expect(home.success).toBe(false);
    const fields = new Set(home.error!.issues.map((issue) => String(issue.path[0])));
    for (const field of ['description', 'phone_number', 'price', 'bedrooms', 'image_urls'])
      expect(fields).toContain(field);
    const service = listingBodySchema.safeParse({
      type: 'technicians',
      name: 'Fundi',
      description: 'Pipes',
      phone_number: '0712345678',
      price: '1500',
      image_urls: [],
    });
    expect(service.success).toBe(true);
  });
});
