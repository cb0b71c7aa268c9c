import type { Listing } from '@nyumba/domain';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { savedListings } from '../../db/schema-activity.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toListing } from '../listings/index.ts';
import { listingIsPublic, listingIsVisible } from '../moderation/index.ts';

/**
 * Save and unsave are idempotent, and savedCount moves only when a row was really
 * added or removed, in the same transaction as that row: concurrent toggles by many
 * users leave savedCount equal to the number of saved rows.
 */
export async function setSaved(db: Database, userId: string, listingId: string, saved: boolean): Promise<number> {
  return db
    .transaction(async (tx) => {
      const changed = saved
        ? await tx
            .insert(savedListings)
            .values({ userId, listingId })
            .onConflictDoNothing()
            .returning({ id: savedListings.listingId })
        : await tx
            .delete(savedListings)
            .where(and(eq(savedListings.userId, userId), eq(savedListings.listingId, listingId)))
            .returning({ id: savedListings.listingId });
      const delta = changed.length === 0 ? 0 : saved ? 1 : -1;
      const [row] = await tx
        .update(listings)
        .set({ savedCount: sql`${listings.savedCount} + ${delta}` })
        // A listing the public cannot see cannot be saved (404, the save undone); unsaving
        // always works, so nobody is stuck with an entry they cannot see.
        .where(saved ? and(eq(listings.id, listingId), listingIsPublic) : eq(listings.id, listingId))
        .returning({ savedCount: listings.savedCount });
      if (!row) throw notFound('Listing not found');
      return row.savedCount;
    })
    .catch((error: unknown) => {
      // The listing was deleted (or never existed) while we saved it.
      if (isForeignKeyViolation(error)) throw notFound('Listing not found');
      throw error;
    });
}

export async function mySavedListings(
  db: Database,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ _id: string; listing: Listing }[]> {
  const rows = await db
    .select(getTableColumns(listings))
    .from(savedListings)
    .innerJoin(listings, eq(listings.id, savedListings.listingId))
    // A saved listing that moderation hid leaves the list with the rest of the public's views.
    // A saved listing that was let or sold stays on the list, saying so; moderation still hides it.
    .where(and(eq(savedListings.userId, userId), listingIsVisible))
    .orderBy(desc(savedListings.createdAt), desc(listings.id))
    .limit(limit)
    .offset(offset);
  // The saved entry is named by its listing's id: a user saves a listing once.
  return rows.map((row) => ({ _id: row.id, listing: toListing(row, true) }));
}
