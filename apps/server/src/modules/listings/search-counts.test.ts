import { COUNT_CAP, searchQuerySchema, searchResponseSchema } from '@nyumba/domain';
import { and, count } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../../test/http.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { countByType } from './search-counts.ts';
import { filterConditions } from './search-conditions.ts';

// The chips' and tiles' counts stop at COUNT_CAP + 1 per type: exact below, "more" above, so
// a broad search costs the same at a million listings as at ten thousand (bench/scale.ts).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await signedUpUser(ctx);
  const rentals = Array.from({ length: COUNT_CAP + 40 }, (_, i) => ({ name: `Flat ${i}`, price: 10_000 + i }));
  const bnbs = Array.from({ length: 3 }, (_, i) => ({ name: `Cottage ${i}`, type: 'bnbs', price: 5_000 }));
  // Providers and homes with the facts their types have (a write drops the others), to count against.
  const others = [
    { name: 'Plumber Otieno', type: 'technicians', bedrooms: null, areaName: 'Kilimani', areasServed: ['Kilimani'] },
    { name: 'Movers Kamau', type: 'movers', bedrooms: null },
    { name: 'House in Karen', type: 'for-sale', bathrooms: 3, amenities: ['wifi'], areaName: 'Karen' },
  ];
  await insertListings(ctx.handle.db, owner.user!.id, [...rentals, ...bnbs, ...others]);
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
  it('count each type exactly up to the cap and say "more" past it, counted whole or capped', async () => {
    const { conditions } = await filterConditions(ctx.handle.db, searchQuerySchema.parse({}));
    expect(await countByType(ctx.handle.db, conditions, {}, -1)).toMatchObject({ rentals: COUNT_CAP + 1, bnbs: 3 });
    const all = await search('');
    expect(all.counts).toEqual({ rentals: COUNT_CAP + 1, bnbs: 3, technicians: 1, movers: 1, 'for-sale': 1 });
    expect(all.total).toBe(COUNT_CAP + 7);
    const rentals = await search('type=rentals');
    expect(rentals.total).toBe(COUNT_CAP + 1);
    expect(rentals.counts.bnbs).toBe(3);
  });

  it('are exact under the cap, filters applied', async () => {
    const some = await search(`maxPrice=${10_000 + 499}`);
    expect(some.counts).toEqual({ rentals: 500, bnbs: 3 });
    expect(some.total).toBe(503);
  });

  it('skip only the types a filter cannot match: each equals a full count of the same query', async () => {
    for (const query of [
      { bedrooms: '2' },
      { bathrooms: '2' },
      { amenities: 'wifi' },
      { trade: 'plumber' },
      { emergency: 'true' },
      { openNow: 'true' },
      { guests: '2' },
      { area: 'Kilimani' },
      { searchTerm: 'plumber' },
      // Typed words, capped: settled from the newest of a type (every flat), walked in date
      // order where dense (300 of them), met in the (type, words) index where sparse.
      { searchTerm: 'flat' },
      { searchTerm: 'flat', maxPrice: '10299' },
      { searchTerm: 'cottage' },
      { searchTerm: 'kilimani' },
      { maxPrice: '12000' },
      // Capped through (type, price) in price order: a band that empties every type but one.
      { minPrice: '10500', maxPrice: '10999' },
      { minPrice: '6000' },
    ]) {
      const filters = searchQuerySchema.parse(query);
      const { conditions } = await filterConditions(ctx.handle.db, filters);
      const full = await ctx.handle.db
        .select({ type: listings.type, n: count() })
        .from(listings)
        .where(and(...conditions))
        .groupBy(listings.type);
      const expected = Object.fromEntries(full.map((row) => [row.type, Math.min(row.n, COUNT_CAP + 1)]));
      // Both ways of counting: whole (a narrow search) and capped per type (a broad one).
      expect(await countByType(ctx.handle.db, conditions, filters), JSON.stringify(query)).toEqual(expected);
      expect(await countByType(ctx.handle.db, conditions, filters, -1), `${JSON.stringify(query)} capped`).toEqual(
        expected,
      );
    }
  });

  it('page a typed word with few matches in its own order, the same as counted', async () => {
    const cheapest = await search('searchTerm=flat&maxPrice=10299&sort=price_desc&type=rentals');
    expect(cheapest.total).toBe(300);
    expect(cheapest.listings.map((l) => l.name).slice(0, 3)).toEqual(['Flat 299', 'Flat 298', 'Flat 297']);
    expect((await search('searchTerm=cottage&type=rentals')).listings).toEqual([]);
  });

  it('count a box alone whole, each type as many as have a pin inside it', async () => {
    const inside = await search('bbox=36.7,-1.4,36.9,-1.2');
    expect(inside.counts).toEqual({ rentals: COUNT_CAP + 1, bnbs: 3, technicians: 1, movers: 1, 'for-sale': 1 });
    const boxAndType = await search('bbox=36.7,-1.4,36.9,-1.2&type=bnbs');
    expect(boxAndType.total).toBe(3);
    expect(boxAndType.listings).toHaveLength(3);
    expect((await search('bbox=39.6,-4.1,39.8,-3.9')).counts).toEqual({});
  });

  it("cap a lister's listing count on their listing pages the same way", async () => {
    const {
      listings: [first],
    } = await search('type=rentals');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/listing/get/${first!.id}` });
    expect(res.json().listing.lister.listingCount).toBe(COUNT_CAP + 1);
  });
});
