import type { QueueItem } from '@nyumba/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { listingCopies } from '../../db/schema-shield.ts';
import { listingSides, photoPairs } from './copy-evidence.ts';

export interface CopiesView {
  copies: QueueItem['copies'];
  side: QueueItem['side'];
}

/**
 * For each listing, the other listers' listings it copies that no moderator cleared, shown
 * side by side in the queue: with both listings' dates and numbers, and for a photo match each
 * matched pair of photos with what both uploaded files were (copy-evidence.ts).
 */
export async function openCopies(db: Database, listingIds: string[]): Promise<Map<string, CopiesView>> {
  const byListing = new Map<string, CopiesView>();
  if (listingIds.length === 0) return byListing;
  const rows = await db
    .select({
      listingId: listingCopies.listingId,
      thisOwner: sql<string>`(SELECT m.owner_id FROM listings m WHERE m.id = ${listingCopies.listingId})`,
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
  if (rows.length === 0) return byListing;
  const [sides, photos] = await Promise.all([
    listingSides(db, [...new Set(rows.flatMap((row) => [row.listingId, row.id]))]),
    photoPairs(
      db,
      rows
        .filter((row) => row.kind === 'photo')
        .map((row) => ({ thisId: row.listingId, otherId: row.id, thisOwner: row.thisOwner, otherOwner: row.ownerId })),
    ),
  ]);
  const shown = (id: string) => {
    const side = sides.get(id);
    if (!side) return undefined;
    const { contactNumber: _number, ...rest } = side;
    return rest;
  };
  for (const { listingId, thisOwner: _owner, kind, score, createdAt, ...listing } of rows) {
    const view = byListing.get(listingId) ?? { copies: [], side: shown(listingId) };
    const [mine, theirs] = [sides.get(listingId), sides.get(listing.id)];
    view.copies.push({
      kind,
      score,
      listing: { ...listing, createdAt: createdAt.toISOString(), side: shown(listing.id) },
      ...(kind === 'photo' ? { photos: photos.get(`${listingId}:${listing.id}`) ?? [] } : {}),
      ...(mine && theirs ? { sameContact: mine.contactNumber === theirs.contactNumber } : {}),
    });
    byListing.set(listingId, view);
  }
  return byListing;
}
