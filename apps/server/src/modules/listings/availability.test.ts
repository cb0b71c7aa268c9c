// Issue 28 (landlords have only Delete): a lister marks a listing let, sold or paused and
// back; such a listing leaves search, the map, home, the lister's page and alerts at once
// (through the answer caches), keeps its page (saying so) and its place in savers' lists;
// each of the lister's listings shows its views, saves and contact taps of the last 30 days.
import { AVAILABILITY_NOT_FOR_TYPE } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { flushVisits } from './visits.ts';

let ctx: TestContext;
let lister: Caller;
let visitor: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  [lister, visitor] = await Promise.all([signedUpUser(ctx), signedUpUser(ctx)]);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const mark = (caller: Caller, id: string, availability: unknown) =>
  caller.request({ method: 'POST', url: `/api/listing/${id}/availability`, payload: { availability } });
const ids = (body: { listings: { _id: string }[] }) => body.listings.map((listing) => listing._id);

/** Every public list a listing can appear in, as a visitor sees it: which of them show `id`. */
async function listsShowing(id: string): Promise<string[]> {
  const get = async (url: string) => (await anonymous(ctx).request({ method: 'GET', url })).json();
  const shown: string[] = [];
  if (ids(await get('/api/listing/search?limit=100')).includes(id)) shown.push('search');
  if (ids(await get('/api/listing/getall?limit=100')).includes(id)) shown.push('home');
  if (ids(await get('/api/listing/map?bbox=36.6,-1.5,37.1,-1.1&zoom=14')).includes(id)) shown.push('map');
  if (ids(await get(`/api/lister/${lister.user!.id}`)).includes(id)) shown.push('lister');
  return shown;
}

describe('let, sold, paused', () => {
  it('takes a let listing out of every public list at once, keeps its page, and brings it back', async () => {
    const { id } = await createListingAs(lister, { name: 'Quiet 2 bedroom in Kilimani to let' });
    expect(await listsShowing(id)).toEqual(['search', 'home', 'map', 'lister']);
    // Saved before it was let: the saver keeps it, marked.
    await visitor.request({ method: 'POST', url: `/api/savedListing/listing/save/${id}` });

    const let_ = await mark(lister, id, 'let');
    expect(let_.statusCode).toBe(200);
    expect(let_.json().listing.availability).toBe('let');
    // The answer caches follow it: the same searches asked again no longer show it.
    expect(await listsShowing(id)).toEqual([]);
    const page = await anonymous(ctx).request({ method: 'GET', url: `/api/listing/get/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().listing.availability).toBe('let');
    const saved = (await visitor.request({ method: 'GET', url: '/api/savedListing/my' })).json();
    expect(
      saved.savedListings.map((entry: { listing: { _id: string; availability: string } }) => entry.listing),
    ).toContainEqual(expect.objectContaining({ _id: id, availability: 'let' }));
    // Its lister still has it, with its state.
    const mine = (await lister.request({ method: 'GET', url: `/api/listing/user/${lister.user!.id}` })).json();
    expect(mine.listings.find((listing: { _id: string }) => listing._id === id).availability).toBe('let');

    expect((await mark(lister, id, 'available')).statusCode).toBe(200);
    expect(await listsShowing(id)).toEqual(['search', 'home', 'map', 'lister']);
    expect((await mark(lister, id, 'paused')).statusCode).toBe(200);
    expect(await listsShowing(id)).toEqual([]);
  });

  it('refuses another person, a state the type cannot have, and junk, without a 5xx', async () => {
    const { id } = await createListingAs(lister);
    expect((await mark(visitor, id, 'let')).statusCode).toBe(403);
    expect((await mark(anonymous(ctx), id, 'let')).statusCode).toBe(401);
    const sold = await mark(lister, id, 'sold');
    expect(sold.statusCode).toBe(400);
    expect(sold.json().errors).toEqual({ availability: AVAILABILITY_NOT_FOR_TYPE });
    for (const junk of ['gone', '', null, 3, ['let']]) expect((await mark(lister, id, junk)).statusCode).toBe(400);
    const forSale = await createListingAs(lister, { type: 'for-sale', price: '12,500,000' });
    expect((await mark(lister, forSale.id, 'sold')).statusCode).toBe(200);
    expect((await mark(lister, forSale.id, 'let')).statusCode).toBe(400);
    expect((await mark(lister, '00000000-0000-4000-8000-000000000000', 'paused')).statusCode).toBe(404);
  });
});

describe("a lister's figures", () => {
  it('counts views by others (not the owner, a link preview or the server drawing the page), saves and contact taps', async () => {
    const { id } = await createListingAs(lister, { name: 'Counted flat in Kilimani' });
    const view = (caller: Caller, headers: Record<string, string> = {}) =>
      caller.request({ method: 'GET', url: `/api/listing/get/${id}`, headers });
    await view(visitor);
    await view(anonymous(ctx));
    await view(lister);
    await view(anonymous(ctx), { 'user-agent': 'WhatsApp/2.23.20.0' });
    await view(anonymous(ctx), { 'x-nyumba-drawing': '1' });
    await visitor.request({ method: 'POST', url: `/api/savedListing/listing/save/${id}` });
    const tap = (channel: unknown) =>
      anonymous(ctx).request({ method: 'POST', url: `/api/listing/${id}/contact`, payload: { channel } });
    expect((await tap('whatsapp')).statusCode).toBe(200);
    expect((await tap('call')).statusCode).toBe(200);
    expect((await tap('pigeon')).statusCode).toBe(400);
    const missing = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/listing/00000000-0000-4000-8000-000000000000/contact',
      payload: { channel: 'call' },
    });
    expect(missing.statusCode).toBe(404);
    // A conversation started on Nyumba is a contact too, counted apart from the taps.
    const wrote = await visitor.request({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: id, text: 'Hello, is the flat still free?' },
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    // Views come in after the answer, in batches (visits.ts): let the salt's read land, then write the batch.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await flushVisits(ctx.handle.db);

    const mine = (await lister.request({ method: 'GET', url: `/api/listing/user/${lister.user!.id}` })).json();
    expect(mine.listings.find((listing: { _id: string }) => listing._id === id).stats).toEqual({
      views: 2,
      saves: 1,
      contacts: 3,
      contactsBy: { messages: 1, viewings: 0, stays: 0, calls: 1, whatsapp: 1 },
    });
    // Nobody else is given the figures.
    const page = (await visitor.request({ method: 'GET', url: `/api/listing/get/${id}` })).json();
    expect(page.listing.stats).toBeUndefined();
  });
});
