import { COUNT_CAP, searchResponseSchema } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../../test/http.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// The chips' and tiles' counts stop at COUNT_CAP + 1 per type: exact below, "more" above, so
// a broad search costs the same at a million listings as at ten thousand (bench/scale.ts).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await signedUpUser(ctx);
  const rentals = Array.from({ length: COUNT_CAP + 40 }, (_, i) => ({ name: `Flat ${i}`, price: 10_000 + i }));
  const bnbs = Array.from({ length: 3 }, (_, i) => ({ name: `Cottage ${i}`, type: 'bnbs', price: 5_000 }));
  await insertListings(ctx.handle.db, owner.user!.id, [...rentals, ...bnbs]);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

async function search(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/listing/search?${query}` });
  expect(res.statusCode).toBe(200);
  return searchResponseSchema.parse(res.json());
}

describe('search counts', () => {
  it('count each type exactly up to the cap and say "more" past it', async () => {
    const all = await search('');
    expect(all.counts).toEqual({ rentals: COUNT_CAP + 1, bnbs: 3 });
    expect(all.total).toBe(COUNT_CAP + 4);
    const rentals = await search('type=rentals');
    expect(rentals.total).toBe(COUNT_CAP + 1);
    expect(rentals.counts.bnbs).toBe(3);
  });

  it('are exact under the cap, filters applied', async () => {
    const some = await search(`maxPrice=${10_000 + 499}`);
    expect(some.counts).toEqual({ rentals: 500, bnbs: 3 });
    expect(some.total).toBe(503);
  });
});
