import type { QueueItem } from '@nyumba/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { copyClaims, listingCopies } from '../../db/schema-shield.ts';

/** For each listing, the other listers' listings it copies that no moderator cleared: shown side by side in the queue. */
export async function openCopies(db: Database, listingIds: string[]): Promise<Map<string, QueueItem['copies']>> {
  const byListing = new Map<string, QueueItem['copies']>();
  if (listingIds.length === 0) return byListing;
  const rows = await db
    .select({
      listingId: listingCopies.listingId,
      kind: listingCopies.kind,
      score: listingCopies.score,
      id: listings.id,
      title: listings.name,
      image: sql<string | null>`${listings.imageUrls}[1]`,
      createdAt: listings.createdAt,
      ownerId: users.id,
      ownerName: users.username,
    })
    .from(listingCopies)
    .innerJoin(listings, eq(listings.id, listingCopies.otherListingId))
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(inArray(listingCopies.listingId, listingIds), isNull(listingCopies.clearedAt)))
    .orderBy(listingCopies.foundAt);
  for (const { listingId, kind, score, createdAt, ...listing } of rows) {
    const list = byListing.get(listingId) ?? [];
    list.push({ kind, score, listing: { ...listing, createdAt: createdAt.toISOString() } });
    byListing.set(listingId, list);
  }
  return byListing;
}

/** Each held listing's claim by its lister ("these are mine"), by listing. */
export async function copyClaimsOf(db: Database, listingIds: string[]): Promise<Map<string, QueueItem['claim']>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db.select().from(copyClaims).where(inArray(copyClaims.listingId, listingIds));
  return new Map(rows.map((row) => [row.listingId, { note: row.note, claimedAt: row.claimedAt.toISOString() }]));
}
