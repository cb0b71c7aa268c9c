import type { QueueItem } from '@nyumba/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { openClaim } from '../../db/open-copy-claims.ts';
import { listings } from '../../db/schema.ts';
import { copyClaims } from '../../db/schema-shield.ts';

/*
 * Claims ("these photos and words are mine") in the queue: first, the oldest due first, each
 * with its due time. Which claims are open, and their counts, are db/open-copy-claims.ts (the
 * metrics read them too).
 */

/** The listings of open claims, the oldest due first: the top of the queue. */
export async function openClaimListings(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: copyClaims.listingId })
    .from(copyClaims)
    .innerJoin(listings, eq(listings.id, copyClaims.listingId))
    .where(openClaim())
    .orderBy(asc(copyClaims.dueAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Each held listing's claim by its lister, by listing: the note, when, its due time and whether it still waits. */
export async function copyClaimsOf(db: Database, listingIds: string[]): Promise<Map<string, QueueItem['claim']>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({
      listingId: copyClaims.listingId,
      note: copyClaims.note,
      claimedAt: copyClaims.claimedAt,
      dueAt: copyClaims.dueAt,
      open: sql<boolean>`coalesce(${openClaim()}, false)`,
    })
    .from(copyClaims)
    .innerJoin(listings, eq(listings.id, copyClaims.listingId))
    .where(inArray(copyClaims.listingId, listingIds));
  return new Map(
    rows.map((row) => [
      row.listingId,
      {
        note: row.note,
        claimedAt: row.claimedAt.toISOString(),
        dueAt: row.dueAt.toISOString(),
        open: Boolean(row.open),
      },
    ]),
  );
}

/** Items with an open claim first, the oldest due first; the rest as they were. */
export function claimsFirst(items: QueueItem[]): QueueItem[] {
  const waiting = items
    .filter((item) => item.claim?.open)
    .sort((a, b) => Date.parse(a.claim!.dueAt) - Date.parse(b.claim!.dueAt));
  return [...waiting, ...items.filter((item) => !item.claim?.open)];
}
