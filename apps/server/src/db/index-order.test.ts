import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { listingIsPublic } from '../modules/moderation/visibility.ts';
import { queryRows } from './database.ts';
import { throughIndexes } from './plans.ts';

// PostgreSQL reads `ORDER BY x DESC` as DESC NULLS FIRST, and uses an index for the order
// only when the index is in that order. drizzle's `.desc()` alone builds DESC NULLS LAST:
// the twenty such indexes served no query, and the newest listings were found by sorting
// every listing (200 ms at 100,000; migration 0033). No index of ours may be built so.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('indexes in descending order', () => {
  it('are in the order the queries ask for (DESC is NULLS FIRST), every one', async () => {
    const rows = await queryRows<{ name: string; definition: string }>(
      ctx.handle.db,
      sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public'`,
    );
    expect(rows.filter((row) => / DESC/.test(row.definition)).length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((row) => /DESC NULLS LAST/.test(row.definition)).map((row) => row.name)).toEqual([]);
  });

  it('serve the newest public listings without a sort', async () => {
    await ctx.handle.db.execute(sql`SET enable_seqscan = off`);
    try {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        ctx.handle.db,
        sql`EXPLAIN SELECT id FROM listings WHERE moderation = 'visible' ORDER BY created_at DESC, id DESC LIMIT 21`,
      );
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('listings_created_idx');
      expect(text).not.toMatch(/\bSort\b/);
    } finally {
      await ctx.handle.db.execute(sql`SET enable_seqscan = on`);
    }
  });

  it("serve search's capped counts per type from the public listings' index alone", async () => {
    await ctx.handle.db.execute(sql`SET enable_seqscan = off`);
    try {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        ctx.handle.db,
        // The condition every public list adds, as the services send it (values as parameters).
        sql`EXPLAIN SELECT count(*) FROM (SELECT 1 FROM listings WHERE type = 'rentals' AND ${listingIsPublic}
            ORDER BY created_at DESC LIMIT 1001) AS capped`,
      );
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('listings_public_type_idx');
      // A price band, counted in price order: a range of (type, price), empty for a type the band empties.
      const band = await queryRows<{ 'QUERY PLAN': string }>(
        ctx.handle.db,
        sql`EXPLAIN SELECT count(*) FROM (SELECT 1 FROM listings WHERE type = 'for-sale' AND ${listingIsPublic}
            AND price <= ${15_000} ORDER BY price DESC LIMIT 1001) AS capped`,
      );
      expect(band.map((row) => row['QUERY PLAN']).join('\n')).toMatch(
        /Index (Only )?Scan Backward using listings_public_type_price_idx/,
      );
    } finally {
      await ctx.handle.db.execute(sql`SET enable_seqscan = on`);
    }
  });

  it("count a typed word among one type's listings by meeting the two in one index", async () => {
    // As the search counts it (modules/listings/search-counts.ts): through the indexes only,
    // never walking the type in date order hunting for a word it may never hold.
    const plan = await throughIndexes(ctx.handle.db, (tx) =>
      queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT count(*) FROM (SELECT 1 FROM listings WHERE lower(type) = 'architects' AND ${listingIsPublic}
            AND search_vector @@ to_tsquery('simple', 'apartment') LIMIT 1001) AS capped`,
      ),
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Bitmap Index Scan');
    expect(text).not.toMatch(/Seq Scan|(?<!Bitmap )Index Scan|Index Only Scan/);
    // The index that meets a type and a word: GIN over both (btree_gin), public listings only.
    const [index] = await queryRows<{ definition: string }>(
      ctx.handle.db,
      sql`SELECT indexdef AS definition FROM pg_indexes WHERE indexname = 'listings_public_type_search_idx'`,
    );
    expect(index?.definition).toMatch(/USING gin \(lower\(type\), search_vector\) WHERE .*moderation = 'visible'/);
  });
});
