// Issue 27 (low): inputs whose meaning was bent. A price is positive; numbers in queries are
// decimal; a map box that covers nothing is refused (not stored in an alert that never
// fires); one-line texts hold no line break when they reach storage and other people's
// mails. Each through the real API, each a 4xx with the field's message, never a 5xx.
import { BBOX_EMPTY, BBOX_FORMAT, PIN_FAR_FROM_AREA, PRICE_POSITIVE } from '@nyumba/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishedUser, type Caller } from './http.ts';
import { listingBody, uploadPhoto } from './listing-fixtures.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
let lister: Caller;
let photo: string;
beforeAll(async () => {
  ctx = await createTestApp();
  lister = await establishedUser(ctx);
  photo = await uploadPhoto(lister);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const create = (overrides: Record<string, unknown>) =>
  lister.request({ method: 'POST', url: '/api/listing/create', payload: listingBody([photo], overrides) });
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;

describe('prices', () => {
  it('refuses a price of 0 however it is written, on create and on update', async () => {
    for (const price of [0, '0', '0.00', 'Ksh 0', '000']) {
      const res = await create({ price });
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json().errors.price).toBe(PRICE_POSITIVE);
    }
    const made = await create({});
    const id = made.json().listing.id as string;
    const update = await lister.request({ method: 'POST', url: `/api/listing/update/${id}`, payload: { price: '0' } });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors.price).toBe(PRICE_POSITIVE);
  });
});

describe('the pin and the area', () => {
  it('refuses a pin far from the area it names, and takes one inside it', async () => {
    // Nyali is in Mombasa; this pin is in Kisumu, 500 km away (the area changed, the pin did not).
    const far = await create({ areaName: 'Nyali', location: '-0.1022,34.7617' });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors.location).toBe(PIN_FAR_FROM_AREA);
    const near = await create({ areaName: 'Nyali', location: '-4.0435,39.7181' });
    expect(near.statusCode).toBe(201);
    // An area without a known centre, or no pin: nothing to compare.
    expect((await create({ areaName: 'Nyali', location: null })).statusCode).toBe(201);
    const id = near.json().listing.id as string;
    const moved = await lister.request({
      method: 'POST',
      url: `/api/listing/update/${id}`,
      payload: listingBody([photo], { areaName: 'Kilimani', location: '-4.0435,39.7181' }),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.location).toBe(PIN_FAR_FROM_AREA);
  });
});

describe('numbers and boxes in queries', () => {
  it('reads no hex, binary, octal or exponent, and refuses boxes that cover nothing', async () => {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });
    for (const url of [
      '/api/listing/map?bbox=0x10,-2,37,-1&zoom=8',
      '/api/listing/map?bbox=36,-2,37,-1&zoom=0x8',
      '/api/listing/map?bbox=36,-2,1e1,-1&zoom=8',
      '/api/listing/search?minPrice=0x10',
      '/api/listing/search?limit=1e1',
      '/api/listing/search?bathrooms=0b1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
    }
    expect((await get('/api/listing/map?bbox=0x10,-2,37,-1&zoom=8')).json().errors.bbox).toBe(BBOX_FORMAT);
    for (const bbox of ['37,-2,36,-1', '36,-1,37,-2', '36,-2,36,-1']) {
      const res = await get(`/api/listing/map?bbox=${bbox}&zoom=8`);
      expect(res.statusCode, bbox).toBe(400);
      expect(res.json().errors.bbox).toBe(BBOX_EMPTY);
      const alert = await lister.request({
        method: 'POST',
        url: '/api/alerts',
        payload: { name: 'Nowhere', filters: { bbox } },
      });
      expect(alert.statusCode, bbox).toBe(400);
    }
    expect((await get('/api/listing/map?bbox=36.6,-1.4,37.1,-1.1&zoom=8')).statusCode).toBe(200);
  });
});

describe('one-line texts', () => {
  let run = 0;
  it('a listing name, an alert name and a business name are stored on one line, whatever broke it', async () => {
    const breaks = fc.constantFrom('\r\n', '\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f');
    await fc.assert(
      fc.asyncProperty(breaks, breaks, async (first, second) => {
        // (Without an address: a name that reads like a link waits for a moderator, name-signals.ts.)
        const name = `Bright flat${first}From: Nyumba support${second}Bcc: everyone`;
        const made = await create({ name });
        expect(made.statusCode).toBe(201);
        expect(made.json().listing.name).not.toMatch(LINE_BREAK);
        const read = await ctx.app.inject({ method: 'GET', url: `/api/listing/get/${made.json().listing.id}` });
        expect(read.json().listing.name).toBe('Bright flat From: Nyumba support Bcc: everyone');

        // A search of its own each run: the same search would answer the alert saved before.
        const alert = await lister.request({
          method: 'POST',
          url: '/api/alerts',
          payload: { name: `Kilimani${first}flats`, filters: { type: 'rentals', minPrice: String(++run) } },
        });
        expect(alert.statusCode).toBe(201);
        expect(alert.json().alert.name).toBe('Kilimani flats');

        const profile = await lister.request({
          method: 'POST',
          url: `/api/user/update/${lister.user!.id}`,
          payload: { businessName: `Amani${second}Homes` },
        });
        expect(profile.json().businessName).toBe('Amani Homes');
      }),
      { numRuns: 12 },
    );
  });
});
