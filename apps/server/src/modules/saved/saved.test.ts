import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { savedListings } from '../../db/schema-activity.ts';
import { anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let owner: Caller;
let listingId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signedUpUser(ctx);
  listingId = (await insertListings(ctx.handle.db, owner.user!.id, [{ name: 'Saved flat', areaName: 'Kilimani' }]))[0]!;
});
afterAll(async () => {
  await ctx.close();
});

const save = (caller: Caller, id: string, method: 'POST' | 'DELETE' = 'POST') =>
  caller.request({
    method,
    url: `/api/savedListing/listing/save/${id}`,
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  });

async function savedRows(id: string) {
  const [row] = await ctx.handle.db.select({ n: count() }).from(savedListings).where(eq(savedListings.listingId, id));
  const [listing] = await ctx.handle.db
    .select({ savedCount: listings.savedCount })
    .from(listings)
    .where(eq(listings.id, id));
  return { rows: row!.n, savedCount: listing!.savedCount };
}

describe('saving listings', () => {
  it('saves and unsaves idempotently, answering the count', async () => {
    const user = await signedUpUser(ctx);
    expect((await save(user, listingId)).json()).toEqual({ success: true, savedCount: 1 });
    expect((await save(user, listingId)).json()).toEqual({ success: true, savedCount: 1 });
    expect((await save(user, listingId, 'DELETE')).json()).toEqual({ success: true, savedCount: 0 });
    expect((await save(user, listingId, 'DELETE')).json()).toEqual({ success: true, savedCount: 0 });
  });

  it('shows a signed-in user which listings they saved, in every listing answer', async () => {
    const user = await signedUpUser(ctx);
    await save(user, listingId);
    const search = await user.request({ method: 'GET', url: '/api/listing/search' });
    expect(search.json().listings.find((l: { id: string }) => l.id === listingId).saved).toBe(true);
    const one = await user.request({ method: 'GET', url: `/api/listing/get/${listingId}` });
    expect(one.json().listing.saved).toBe(true);
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/listing/getall' });
    expect(anon.json().listings[0].saved).toBe(false);
    const mine = await user.request({ method: 'GET', url: '/api/savedListing/my' });
    expect(mine.json()).toMatchObject({
      success: true,
      savedListings: [{ _id: listingId, listing: { id: listingId, saved: true } }],
    });
    await save(user, listingId, 'DELETE');
    expect((await user.request({ method: 'GET', url: '/api/savedListing/my' })).json().savedListings).toEqual([]);
  });

  it('refuses visitors, unknown listings and malformed ids', async () => {
    expect((await save(anonymous(ctx), listingId)).statusCode).toBe(401);
    expect((await anonymous(ctx).request({ method: 'GET', url: '/api/savedListing/my' })).statusCode).toBe(401);
    expect((await save(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await save(owner, '00000000-0000-4000-8000-000000000000', 'DELETE')).statusCode).toBe(404);
    expect((await save(owner, 'nope')).statusCode).toBe(400);
  });

  it('keeps savedCount equal to the saved rows under 50 concurrent toggles by several users', async () => {
    const [target] = await insertListings(ctx.handle.db, owner.user!.id, [{ name: 'Contested flat' }]);
    const users = await Promise.all(Array.from({ length: 5 }, () => signedUpUser(ctx)));
    const calls = Array.from({ length: 50 }, (_, i) => save(users[i % 5]!, target!, i % 3 === 0 ? 'DELETE' : 'POST'));
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const { rows, savedCount } = await savedRows(target!);
    expect(savedCount).toBe(rows);
    expect(rows).toBeGreaterThanOrEqual(0);
    expect(rows).toBeLessThanOrEqual(5);
  });
});
