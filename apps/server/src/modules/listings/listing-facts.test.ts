import {
  AMENITIES_ERROR,
  AREAS_SERVED_ERROR,
  BATHROOMS_ERROR,
  DEPOSIT_ERROR,
  FLOOR_SIZE_ERROR,
  GUESTS_ERROR,
  PLOT_ERROR,
  SERVICE_CHARGE_ERROR,
  listingResponseSchema,
} from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishedUser, type Caller } from '../../../test/http.ts';
import { listingBody, uploadPhoto } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let owner: Caller;
let photo: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await establishedUser(ctx);
  photo = await uploadPhoto(owner);
});
afterAll(async () => {
  await ctx.close();
});

const create = (payload: object) => owner.request({ method: 'POST', url: '/api/listing/create', payload });
const update = (id: string, payload: object) =>
  owner.request({ method: 'POST', url: `/api/listing/update/${id}`, payload });
const get = async (id: string) =>
  listingResponseSchema.parse((await owner.request({ method: 'GET', url: `/api/listing/get/${id}` })).json()).listing;

describe('facts by type', () => {
  it('stores and answers the facts of each type', async () => {
    const rental = await create(
      listingBody([photo], {
        bathrooms: '2',
        floorSize: 85,
        amenities: ['wifi', 'cctv', 'wifi', 'water-tank'],
        depositMonths: 2,
        serviceCharge: 'Ksh 3,500',
      }),
    );
    expect(rental.statusCode).toBe(201);
    expect(rental.json().listing).toMatchObject({
      bathrooms: 2,
      floorSize: 85,
      // In the list's own order, once each.
      amenities: ['water-tank', 'cctv', 'wifi'],
      depositMonths: 2,
      serviceCharge: 3500,
      plotAcres: null,
      maxGuests: null,
      areasServed: [],
    });
    const sale = await create(listingBody([photo], { type: 'for-sale', price: '12,500,000', plotAcres: '0.25' }));
    expect(sale.json().listing).toMatchObject({ plotAcres: 0.25, depositMonths: null });
    const bnb = await create(listingBody([photo], { type: 'bnbs', price: '4,500', maxGuests: 4 }));
    expect(bnb.json().listing).toMatchObject({ maxGuests: 4 });
  });

  it('drops what another type left behind: a plumber has no bedrooms, deposit or amenities', async () => {
    const res = await create(
      listingBody([photo], {
        type: 'technicians',
        name: 'Plumber in Westlands',
        furnished: true,
        amenities: ['wifi'],
        depositMonths: 2,
        bathrooms: 3,
        areasServed: ['westlands', 'Parklands', 'Kilimani'],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().listing).toMatchObject({
      bedrooms: null,
      furnished: false,
      bathrooms: null,
      amenities: [],
      depositMonths: null,
      areasServed: ['Westlands', 'Parklands', 'Kilimani'],
    });
  });

  it.each([
    ['bathrooms', 'two', BATHROOMS_ERROR],
    ['bathrooms', 25, BATHROOMS_ERROR],
    ['bathrooms', 1.5, BATHROOMS_ERROR],
    ['floorSize', 0, FLOOR_SIZE_ERROR],
    ['floorSize', '1e9', FLOOR_SIZE_ERROR],
    ['amenities', ['jacuzzi'], AMENITIES_ERROR],
    ['amenities', 'wifi', AMENITIES_ERROR],
    ['depositMonths', -1, DEPOSIT_ERROR],
    ['depositMonths', 13, DEPOSIT_ERROR],
    ['serviceCharge', 'a lot', SERVICE_CHARGE_ERROR],
    ['serviceCharge', 99_000_000, SERVICE_CHARGE_ERROR],
  ])('refuses %s = %j with a field error, storing nothing', async (field, value, message) => {
    const res = await create(listingBody([photo], { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it.each([
    ['for-sale', 'plotAcres', 0, PLOT_ERROR],
    ['for-sale', 'plotAcres', 'half', PLOT_ERROR],
    ['bnbs', 'maxGuests', 0, GUESTS_ERROR],
    ['bnbs', 'maxGuests', 51, GUESTS_ERROR],
    ['movers', 'areasServed', ['Atlantis'], AREAS_SERVED_ERROR],
    ['movers', 'areasServed', 'Kilimani', AREAS_SERVED_ERROR],
  ])('refuses a %s listing with %s = %j', async (type, field, value, message) => {
    const res = await create(listingBody([photo], { type, [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('keeps the facts when an old client updates with only the spec’s fields, clears them on request', async () => {
    const created = await create(listingBody([photo], { bathrooms: 2, amenities: ['gym'], depositMonths: 1 }));
    const id = created.json().listing.id as string;
    expect((await update(id, listingBody([photo], { price: '50,000' }))).statusCode).toBe(200);
    expect(await get(id)).toMatchObject({ price: 50000, bathrooms: 2, amenities: ['gym'], depositMonths: 1 });
    expect((await update(id, listingBody([photo], { bathrooms: '', amenities: null }))).statusCode).toBe(200);
    expect(await get(id)).toMatchObject({ bathrooms: null, amenities: [], depositMonths: 1 });
    // Now a service: the home's facts go.
    await update(id, listingBody([photo], { type: 'movers', areasServed: ['Kilimani'] }));
    expect(await get(id)).toMatchObject({ depositMonths: null, bedrooms: null, areasServed: ['Kilimani'] });
  });

  it('carries the lister block on the one-listing answer', async () => {
    const created = await create(listingBody([photo]));
    const listing = await get(created.json().listing.id);
    expect(listing.lister).toMatchObject({
      id: owner.user!.id,
      name: owner.user!.username,
      avatar: null,
      emailVerified: true,
    });
    expect(listing.lister!.listingCount).toBeGreaterThan(1);
    expect(Number.isNaN(Date.parse(listing.lister!.memberSince))).toBe(false);
  });
});

describe('GET /api/listing/similar/:id', () => {
  it('answers the same type at a similar price, nearest first, never the listing itself', async () => {
    const at = (lat: number, price: string, type = 'bnbs') =>
      create(listingBody([photo], { type, price, location: `${lat},36.8`, name: `Similar ${type} ${lat} ${price}` }));
    // Away from the other tests' listings (-1.29).
    const base = (await at(-0.3, '5,000')).json().listing.id as string;
    await at(-0.31, '5,500'); // near, similar
    await at(-0.4, '4,000'); // farther, similar
    await at(-0.3, '50,000'); // near, ten times the price
    await at(-0.3, '5,000', 'rentals'); // near, another type
    await at(-2.0, '5,000'); // another part of the country
    const res = await owner.request({ method: 'GET', url: `/api/listing/similar/${base}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().listings.map((l: { name: string }) => l.name)).toEqual([
      'Similar bnbs -0.31 5,500',
      'Similar bnbs -0.4 4,000',
    ]);
  });

  it('answers 404 for an unknown listing and 400 for a malformed id', async () => {
    const missing = await owner.request({
      method: 'GET',
      url: '/api/listing/similar/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect((await owner.request({ method: 'GET', url: '/api/listing/similar/nope' })).statusCode).toBe(400);
  });
});
