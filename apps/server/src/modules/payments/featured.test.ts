// Issue 40: a lister pays by M-Pesa to feature a listing; it is labelled "Featured" wherever
// shown, takes at most 1 place in 5 of a results page, matches every filter of the search,
// and never changes the order of the rest.
import { FEATURE_SENT } from '@nyumba/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { paymentWorld, until, type PaymentWorld } from '../../../test/payment-world.ts';
import { checkLedger } from './ledger.ts';

let world: PaymentWorld;
const word = `Zebrawood${Date.now().toString(36)}`;
let featured: string;
/** The other listings, newest first: the search's own order. */
let organic: string[];

beforeAll(async () => {
  world = await paymentWorld();
  featured = (await createListingAs(world.host, { name: `${word} villa`, price: 90_000 })).id;
  organic = [];
  for (let i = 0; i < 8; i += 1) {
    organic.unshift((await createListingAs(world.host, { name: `${word} flat ${i}`, price: 20_000 + i })).id);
  }
}, 120_000);
afterAll(() => world.close());
afterEach(async () => {
  expect(await checkLedger(world.ctx.handle.db)).toMatchObject({ unbalanced: 0, total: 0 });
});

const search = async (query: string) =>
  (await anonymous(world.ctx).request({ method: 'GET', url: `/api/listing/search?${query}` })).json() as {
    listings: { _id: string; featured?: boolean }[];
  };

describe('a featured listing', () => {
  it('is paid for by M-Pesa, then labelled and placed first on a page of its search', async () => {
    const before = await search(`searchTerm=${word}&limit=4`);
    expect(before.listings.map((l) => l._id)).toEqual(organic.slice(0, 4));

    const asked = await world.host.request({
      method: 'POST',
      url: `/api/listing/${featured}/feature`,
      payload: { days: 7 },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(FEATURE_SENT);
    const number = (await world.phoneOf(world.host)).replace('+', '');
    const [shown] = await until(
      async () => world.sim.sim.waitingFor(number),
      (list) => list.length === 1,
      'a prompt',
    );
    expect(shown!.amount).toBe(500);
    world.sim.sim.answer(shown!.checkoutId, 'approve');
    await until(
      async () => (await anonymous(world.ctx).request({ method: 'GET', url: `/api/listing/get/${featured}` })).json(),
      (body) => body.listing?.featured === true,
      'the label',
    );

    // First, then the rest in their own order; one place in five.
    const page = await search(`searchTerm=${word}&limit=4`);
    expect(page.listings.map((l) => l._id)).toEqual([featured, ...organic.slice(0, 4)]);
    expect(page.listings[0]!.featured).toBe(true);
    expect(page.listings.slice(1).every((l) => !l.featured)).toBe(true);
    // Too few results for a place in five: none.
    expect((await search(`searchTerm=${word}&limit=3`)).listings.map((l) => l._id)).toEqual(organic.slice(0, 3));
    // A filter it does not match keeps it out; the next pages are the search's own.
    const cheap = await search(`searchTerm=${word}&maxPrice=50000&limit=4`);
    expect(cheap.listings.map((l) => l._id)).toEqual(organic.slice(0, 4));
    const second = await search(`searchTerm=${word}&limit=4&startIndex=4`);
    expect(second.listings.map((l) => l._id)).toEqual(organic.slice(4, 8));
  });

  it("cannot be featured by someone else, and a stranger's attempt prompts nobody", async () => {
    const { guest } = await world.acceptedStay(1);
    const theirs = await guest.request({
      method: 'POST',
      url: `/api/listing/${featured}/feature`,
      payload: { days: 30 },
    });
    expect(theirs.statusCode).toBe(403);
    const bad = await world.host.request({
      method: 'POST',
      url: `/api/listing/${featured}/feature`,
      payload: { days: 3 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

// Issue 56: after paying, My listings kept its buttons, and a second tap sent a second KSH 500
// prompt that, paid, made 14 days of 7. One action, one prompt, for every payment kind.
describe('one action, one prompt', () => {
  const feature = (id: string, body: object, caller = world.host) =>
    caller.request({ method: 'POST', url: `/api/listing/${id}/feature`, payload: body });
  const state = async (id: string) =>
    (await world.host.request({ method: 'GET', url: `/api/listing/${id}/feature` })).json() as {
      featuredUntil: string | null;
      pending: boolean;
    };

  it('taps while a prompt is open (on either server) send no second prompt; once paid, more days only by Extend', async () => {
    const id = (await createListingAs(world.host, { name: `${word} cottage`, price: 30_000 })).id;
    const number = (await world.phoneOf(world.host)).replace('+', '');
    const second = await world.ctx.secondApp();
    const onSecond = () =>
      second.inject({
        method: 'POST',
        url: `/api/listing/${id}/feature`,
        payload: { days: 7 },
        headers: { origin: world.ctx.config.PUBLIC_URL, cookie: `nyumba_session=${world.host.token}` },
      });
    const taps = await Promise.all([
      feature(id, { days: 7 }),
      feature(id, { days: 7 }),
      onSecond(),
      feature(id, { days: 30 }),
    ]);
    expect(taps.map((res) => res.statusCode).sort()).toEqual([200, 429, 429, 429]);
    expect((await state(id)).pending).toBe(true);
    const prompts = await until(
      async () => world.sim.sim.waitingFor(number),
      (list) => list.length >= 1,
      'a prompt',
    );
    expect(prompts).toHaveLength(1);
    world.sim.sim.answer(prompts[0]!.checkoutId, 'approve');
    const paid = await until(
      () => state(id),
      (s) => s.featuredUntil !== null && !s.pending,
      'featured',
    );
    const days = (ms: number) => Math.round(ms / 86_400_000);
    expect(days(Date.parse(paid.featuredUntil!) - Date.now())).toBe(7);

    // The second tap of the reviewer, after the first was paid: refused, nothing prompted.
    const again = await feature(id, { days: 7 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment.feature-active');
    expect(world.sim.sim.waitingFor(number)).toHaveLength(0);

    // Extending is its own choice: 7 more days from the end the lister saw.
    expect((await feature(id, { days: 7, extend: true })).statusCode).toBe(200);
    const [extension] = await until(
      async () => world.sim.sim.waitingFor(number),
      (list) => list.length === 1,
      'the extension prompt',
    );
    world.sim.sim.answer(extension!.checkoutId, 'approve');
    const extended = await until(
      () => state(id),
      (s) => s.featuredUntil !== paid.featuredUntil && !s.pending,
      'extended',
    );
    expect(days(Date.parse(extended.featuredUntil!) - Date.parse(paid.featuredUntil!))).toBe(7);
  });

  it("a stay's second pay tap while its prompt is open prompts nobody", async () => {
    const { guest, stay } = await world.acceptedStay(1);
    const taps = await Promise.all(
      [1, 2, 3].map(() => guest.request({ method: 'POST', url: `/api/stays/${stay.id}/pay`, payload: {} })),
    );
    expect(taps.map((res) => res.statusCode).sort()).toEqual([200, 429, 429]);
    const number = (await world.phoneOf(guest)).replace('+', '');
    expect(world.sim.sim.waitingFor(number)).toHaveLength(1);
  });

  it("a stranger cannot read a listing's feature", async () => {
    const { guest } = await world.acceptedStay(1);
    expect((await guest.request({ method: 'GET', url: `/api/listing/${featured}/feature` })).statusCode).toBe(403);
  });
});
