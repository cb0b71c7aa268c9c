import { pageQuerySchema } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { signedUpUser } from '../../../test/http.ts';
import { insertListings } from '../../../test/listing-rows.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { providerSummary } from '../reviews/index.ts';
import { listerPage } from './lister-service.ts';
import { getListing, listerListingCount } from './service.ts';

// A listing page says how many listings its lister has, capped at "1,000+". Listers are
// anything but alike: an agency holds thousands, a landlord a few. Planned for "a lister"
// in general, the count read the table in any order until the cap, which for a small
// lister beside a big one is the whole table (730 ms a page at a million listings).
let ctx: TestContext;
let small: string[];
let agencyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const agency = await signedUpUser(ctx);
  const landlord = await signedUpUser(ctx);
  agencyId = agency.user!.id;
  for (let i = 0; i < 3; i += 1)
    await insertListings(
      ctx.handle.db,
      agency.user!.id,
      Array.from({ length: 1_000 }, (_, n) => ({ name: `Agency listing ${i * 1_000 + n}` })),
    );
  small = await insertListings(
    ctx.handle.db,
    landlord.user!.id,
    Array.from({ length: 8 }, (_, n) => ({ name: `Landlord listing ${n}` })),
  );
  await ctx.handle.db.execute(sql`ANALYZE listings`);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe("a listing page's count of its lister's listings", () => {
  it("is read through the lister's own listings in the index, never the table", async () => {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      ctx.handle.db,
      sql`EXPLAIN SELECT ${listerListingCount} FROM listings WHERE id = ${small[0]!}`,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('listings_owner_created_idx');
    expect(text).not.toMatch(/Seq Scan on listings mine/);
  });

  it('is exact for a small lister and capped for a big one', async () => {
    expect((await getListing(ctx.handle.db, small[0]!)).lister?.listingCount).toBe(8);
    const [big] = await queryRows<{ id: string }>(
      ctx.handle.db,
      sql`SELECT id FROM listings WHERE name = 'Agency listing 0'`,
    );
    expect((await getListing(ctx.handle.db, big!.id)).lister?.listingCount).toBe(1_001);
  });
});

describe("an agency's own page", () => {
  it('counts its listings capped, as a page of its listings does, and shows no provider block for rentals', async () => {
    const page = await listerPage(ctx.handle.db, agencyId, pageQuerySchema.parse({}), undefined);
    expect(page.lister.listingCount).toBe(1_001);
    expect(page.total).toBe(1_001);
    expect(page.listings).toHaveLength(20);
    expect(page.provider).toBeNull();
    expect(await providerSummary(ctx.handle.db, agencyId)).toBeNull();
  });

  it('says "1,000+" in its link preview', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/u/${agencyId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('1,000+ listings on Nyumba');
  });
});
