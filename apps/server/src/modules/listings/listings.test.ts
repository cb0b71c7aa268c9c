import { listingResponseSchema } from '@nyumba/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { images } from '../../db/schema-images.ts';
import { anonymous, establishedUser, type Caller } from '../../../test/http.ts';
import { createListingAs, listingBody, uploadPhoto } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let owner: Caller;
let other: Caller;
let photo: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await establishedUser(ctx);
  other = await establishedUser(ctx);
  photo = await uploadPhoto(owner);
});
afterAll(async () => {
  await ctx.close();
});

const create = (caller: Caller, payload: unknown) =>
  caller.request({ method: 'POST', url: '/api/listing/create', payload: payload as object });

describe('POST /api/listing/create', () => {
  it('creates a listing owned by the session user, whatever userRef says', async () => {
    const res = await create(owner, {
      ...listingBody([photo]),
      userRef: other.user!.id,
      savedCount: 500,
      createdAt: '2001-01-01',
    });
    expect(res.statusCode).toBe(201);
    const { listing } = listingResponseSchema.parse(res.json());
    expect(listing).toMatchObject({
      userRef: owner.user!.id,
      savedCount: 0,
      price: 45000,
      phone_number: '+254712345678',
      location: { type: 'Point', coordinates: [36.7856, -1.2896] },
      // No area was given: the nearest known neighbourhood fills it.
      areaName: 'Kilimani',
    });
    expect(new Date(listing.createdAt).getFullYear()).toBeGreaterThan(2020);
  });

  it('answers 401 to a signed-out visitor, before looking at the body', async () => {
    expect((await create(anonymous(ctx), { nonsense: true })).statusCode).toBe(401);
  });

  it.each([
    ['no name', { name: undefined }, 'name'],
    ['a number as name', { name: 42 }, 'name'],
    ['no description', { description: '' }, 'description'],
    ['no phone', { phone_number: undefined }, 'phone_number'],
    ['a foreign phone', { phone_number: '+1 202 555 0100' }, 'phone_number'],
    ['price abc', { price: 'abc' }, 'price'],
    ['a negative price', { price: -5 }, 'price'],
    ['no price', { price: undefined }, 'price'],
    ['an unknown type', { type: 'castle' }, 'type'],
    ['bedrooms missing for rentals', { bedrooms: undefined }, 'bedrooms'],
    ['an unknown bedrooms value', { bedrooms: '9-bedroom' }, 'bedrooms'],
    ['no images', { image_urls: [] }, 'image_urls'],
    ['a location outside Kenya', { location: '51.5,-0.12' }, 'location'],
    ['a malformed location', { location: 'here' }, 'location'],
    ['an unknown area', { areaName: 'Gotham' }, 'areaName'],
    ['furnished as a string', { furnished: 'yes' }, 'furnished'],
  ])('refuses %s naming the field', async (_name, overrides, field) => {
    const res = await create(owner, listingBody([photo], overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: expect.any(String) } });
  });

  it('refuses 10 images and images that are not ours', async () => {
    const ten = Array.from({ length: 10 }, () => photo);
    expect((await create(owner, listingBody(ten))).json().errors.image_urls).toBe('Maximum 9 images allowed');
    for (const foreign of [
      'https://evil.example/x.jpg',
      '/images/0000000000000000000000000000000000000000-1280.webp',
      'javascript:alert(1)',
    ]) {
      const res = await create(owner, listingBody([foreign]));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.image_urls).toBe('Photos must be uploaded to Nyumba first');
    }
  });

  it.each([
    ['020 2345678', '+254202345678'],
    ['+254 (0)41 222 0000', '+254412220000'],
    ['057-2023456', '+254572023456'],
    ['0709 123 456', '+254709123456'],
  ])('takes the office line %s, stored as %s', async (phone, stored) => {
    const res = await create(owner, listingBody([photo], { type: 'architects', phone_number: phone }));
    expect(res.statusCode).toBe(201);
    expect(res.json().listing.phone_number).toBe(stored);
  });

  it('drops the bedrooms, furnishing and parking a service listing carries over from hidden fields', async () => {
    const rental = await createListingAs(owner);
    for (const type of ['technicians', 'architects', 'engineers', 'interior-designer', 'furniture', 'movers']) {
      const leftovers = { type, bedrooms: '2-bedroom', furnished: true, parking: true };
      const created = await create(owner, listingBody([photo], leftovers));
      expect(created.statusCode).toBe(201);
      expect(created.json().listing).toMatchObject({ type, bedrooms: null, furnished: false, parking: false });
      // A rental turned into a service, its bedrooms still in the form.
      const updated = await owner.request({
        method: 'POST',
        url: `/api/listing/update/${rental.id}`,
        payload: listingBody(rental.image_urls, leftovers),
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().listing).toMatchObject({ type, bedrooms: null });
    }
  });

  it('accepts a service listing without bedrooms, and GeoJSON or {lat,lng} locations', async () => {
    const res = await create(
      owner,
      listingBody([photo], { type: 'movers', bedrooms: '', location: { type: 'Point', coordinates: [39.7, -4.05] } }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().listing).toMatchObject({ bedrooms: null, type: 'movers' });
    const latLng = await create(owner, listingBody([photo], { location: { lat: -0.3031, lng: 36.08 } }));
    expect(latLng.json().listing.location.coordinates).toEqual([36.08, -0.3031]);
  });
});

describe('update and delete', () => {
  it('lets the owner update by POST and by PUT', async () => {
    const listing = await createListingAs(owner);
    for (const method of ['POST', 'PUT'] as const) {
      const res = await owner.request({
        method,
        url: `/api/listing/update/${listing.id}`,
        payload: listingBody(listing.image_urls, { price: '52,000' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().listing.price).toBe(52000);
    }
  });

  it('refuses another user (403) and a visitor (401), changing nothing', async () => {
    const listing = await createListingAs(owner);
    const body = listingBody(listing.image_urls, { price: 1 });
    expect(
      (await other.request({ method: 'POST', url: `/api/listing/update/${listing.id}`, payload: body })).statusCode,
    ).toBe(403);
    expect(
      (await anonymous(ctx).request({ method: 'PUT', url: `/api/listing/update/${listing.id}`, payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await other.request({ method: 'DELETE', url: `/api/listing/delete/${listing.id}` })).statusCode).toBe(403);
    expect(
      (await anonymous(ctx).request({ method: 'DELETE', url: `/api/listing/delete/${listing.id}` })).statusCode,
    ).toBe(401);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/listing/get/${listing.id}` });
    expect(after.json().listing.price).toBe(45000);
  });

  it('answers 404 for an unknown listing and 400 for a malformed id', async () => {
    expect(
      (await owner.request({ method: 'DELETE', url: '/api/listing/delete/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await owner.request({ method: 'DELETE', url: '/api/listing/delete/not-an-id' })).statusCode).toBe(400);
  });

  it('deletes the listing and the photos nothing else uses', async () => {
    const listing = await createListingAs(owner);
    const key = /([a-f0-9]{40})/.exec(listing.image_urls[0]!)![1]!;
    const res = await owner.request({ method: 'DELETE', url: `/api/listing/delete/${listing.id}` });
    expect(res.json()).toEqual({ code: 'listing.deleted', success: true, message: 'Listing deleted' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/listing/get/${listing.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: listing.image_urls[0]! })).statusCode).toBe(404);
    const [row] = await ctx.handle.db.select({ n: count() }).from(images).where(eq(images.key, key));
    expect(row!.n).toBe(0);
  });

  it('keeps a photo another listing still shows', async () => {
    const first = await createListingAs(owner);
    const second = await create(owner, listingBody(first.image_urls));
    await owner.request({ method: 'DELETE', url: `/api/listing/delete/${first.id}` });
    expect((await ctx.app.inject({ method: 'GET', url: first.image_urls[0]! })).statusCode).toBe(200);
    expect(second.statusCode).toBe(201);
  });
});

describe('GET /api/listing/user/:userId', () => {
  it('answers the owner their own listings only, newest first with a total', async () => {
    const mine = await establishedUser(ctx);
    const a = await createListingAs(mine, { name: 'First' });
    const b = await createListingAs(mine, { name: 'Second' });
    const res = await mine.request({ method: 'GET', url: `/api/listing/user/${mine.user!.id}?limit=1` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, total: 2, listings: [{ id: b.id }] });
    const next = await mine.request({
      method: 'GET',
      url: `/api/listing/user/${mine.user!.id}?limit=1&cursor=${res.json().nextCursor}`,
    });
    expect(next.json().listings.map((l: { id: string }) => l.id)).toEqual([a.id]);
    // A client holding a cursor in the format given out before (base64url of `iso|id`) gets the same page.
    const older = Buffer.from(`${res.json().listings[0].createdAt}|${b.id}`).toString('base64url');
    const again = await mine.request({
      method: 'GET',
      url: `/api/listing/user/${mine.user!.id}?limit=1&cursor=${older}`,
    });
    expect(again.json().listings.map((l: { id: string }) => l.id)).toEqual([a.id]);
    expect((await other.request({ method: 'GET', url: `/api/listing/user/${mine.user!.id}` })).statusCode).toBe(403);
    expect(
      (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/user/${mine.user!.id}` })).statusCode,
    ).toBe(401);
    const [rows] = await ctx.handle.db.select({ n: count() }).from(listings).where(eq(listings.ownerId, mine.user!.id));
    expect(rows!.n).toBe(2);
  });
});
