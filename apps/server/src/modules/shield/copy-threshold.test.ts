import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishedUser } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { listings } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// The copy check asks the trigram index with its own threshold (0.8, copy-check.ts) for its
// statement alone: search's typo suggestions on the same connection keep pg_trgm's 0.3.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the copy check and typo suggestions on one connection', () => {
  it('still corrects a typo after listings were checked for copied descriptions', async () => {
    const lister = await establishedUser(ctx);
    const other = await establishedUser(ctx);
    const description =
      'Spacious two bedroom apartment in Kilimani with a borehole, backup power, a lift, a gym on the roof and parking for two cars behind a gate.';
    await createListingAs(lister, { name: 'Kilimani two bedroom', description });
    // A copy of it by someone else: held, found through the index at the copy's threshold.
    const copy = await createListingAs(other, { name: 'Two bedroom in Kilimani', description });
    const [held] = await ctx.handle.db
      .select({ moderation: listings.moderation })
      .from(listings)
      .where(eq(listings.id, copy.id));
    expect(held?.moderation).toBe('hidden');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/listing/search?searchTerm=kilimanii' });
    expect(res.json()).toMatchObject({ correctedTerm: 'kilimani', total: 1 });
  });
});
