import { ratingRank } from '@nyumba/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { reviews } from '../../db/schema-reviews.ts';

/**
 * A listing's rating recounted from its clients' published reviews, whenever one publishes
 * or is removed: a count kept by increments would drift with every removal and retry.
 */
export async function recountRating(tx: Transaction, listingId: string): Promise<void> {
  const [totals] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      stars: sql<number>`coalesce(sum(${reviews.quality} + ${reviews.punctuality} + ${reviews.price}), 0)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.listingId, listingId), eq(reviews.status, 'published'), eq(reviews.role, 'client')));
  const count = totals?.count ?? 0;
  const stars = totals?.stars ?? 0;
  await tx
    .update(listings)
    // The rank weighs the mean of three lines: the stars of one review are a third of its sum.
    .set({ ratingCount: count, ratingStars: stars, ratingRank: ratingRank(stars / 3, count) })
    .where(eq(listings.id, listingId));
}
