import { COPY_HELD_REASON } from '@nyumba/domain';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { imageRefs } from '../../db/schema-images.ts';
import { listingCopies } from '../../db/schema-shield.ts';
import { hashPieces, pieceNeighbours } from '../images/photo-hash.ts';
import { logDecision } from '../moderation/subjects.ts';

/**
 * Two photos at most this many bits apart (of 64) are one photo. Measured by
 * bench/photo-copies.ts: every copy re-encoded, resized, watermarked or cut by 10 % on one
 * side lands within 4-8 bits of one of its original's hashes, and 99 % of copies cut
 * unevenly (3-10 % on two or four sides) within 10; the nearest two different photos were
 * 14 bits apart. Figures in docs/scam-shield.md.
 */
export const COPY_DISTANCE = 10;
/** Any two hashes within COPY_DISTANCE share a 16-bit piece within this many bits (pigeonhole over 4 pieces). */
const PIECE_RADIUS = Math.floor(COPY_DISTANCE / 4);
/**
 * Descriptions at least this alike (pg_trgm similarity: shared trigrams over all trigrams)
 * are one text. Measured on a 170-character description: a copy with two words changed
 * scored 0.91, one with a line added 0.89, another with its opening and ending changed 0.81,
 * reordered 1.00; reworded in two phrases, 0.78 (missed). The demo's sixty descriptions,
 * written from one template by different listers, top out at 0.70 against each other. Below DESCRIPTION_MIN characters a description is too
 * short to tell a copy from two listers describing one kind of flat ("2 bedroom, parking,
 * borehole water").
 */
export const DESCRIPTION_SIMILARITY = 0.8;
export const DESCRIPTION_MIN = 120;

export interface CopyFound {
  otherListingId: string;
  kind: 'photo' | 'text';
  score: number;
}

/**
 * Other listers' listings showing a photo within COPY_DISTANCE of this one: every stored hash
 * (whole photos and their crops) sharing a near piece, then the exact distance.
 */
export async function nearPhotoListings(db: Database, hash: bigint, ownerId: string): Promise<CopyFound[]> {
  const value = hash.toString();
  // One probe per piece, each an index-only scan that checks the distance in the index;
  // their union is the few near hashes, then read for their listings.
  const probes = hashPieces(hash).map((piece, i) => {
    const near = sql.raw(`'{${pieceNeighbours(piece, PIECE_RADIUS).join(',')}}'::int[]`);
    const column = sql.raw(`piece${i}`);
    return sql`SELECT image_key, hash FROM photo_hashes
      WHERE ${column} = ANY(${near}) AND bit_count(int8send(hash # ${value}::bigint)) <= ${COPY_DISTANCE}`;
  });
  const near = await queryRows<{ image_key: string; distance: number }>(
    db,
    sql`SELECT image_key, bit_count(int8send(hash # ${value}::bigint))::int AS distance
      FROM (${sql.join(probes, sql` UNION `)}) AS near`,
  );
  if (near.length === 0) return [];
  // A second, small step: joined in one query, the planner expected thousands of near
  // hashes and read all of image_refs to hash-join them (27 ms at 100,000 photos).
  const distance = new Map<string, number>();
  for (const row of near) distance.set(row.image_key, Math.min(row.distance, distance.get(row.image_key) ?? 64));
  const shown = await db
    .select({ key: imageRefs.imageKey, listingId: imageRefs.ownerId })
    .from(imageRefs)
    .innerJoin(listings, eq(listings.id, imageRefs.ownerId))
    .where(
      and(
        inArray(imageRefs.imageKey, [...distance.keys()]),
        eq(imageRefs.ownerKind, 'listing'),
        ne(listings.ownerId, ownerId),
      ),
    );
  const byListing = new Map<string, number>();
  for (const row of shown)
    byListing.set(row.listingId, Math.min(distance.get(row.key)!, byListing.get(row.listingId) ?? 64));
  return [...byListing].map(([otherListingId, score]) => ({ otherListingId, kind: 'photo', score }));
}

/** Other listers' listings whose description is nearly this one's (trigram index on description). */
async function nearDescriptions(db: Database, listingId: string, ownerId: string, description: string) {
  if (description.trim().length < DESCRIPTION_MIN) return [];
  const rows = await queryRows<{ id: string; similarity: number }>(
    db,
    sql`SELECT id, similarity(description, ${description}) AS similarity FROM listings
      WHERE description % ${description} AND owner_id <> ${ownerId} AND id <> ${listingId}
        AND similarity(description, ${description}) >= ${DESCRIPTION_SIMILARITY}
      ORDER BY similarity DESC LIMIT 5`,
  );
  return rows.map((row): CopyFound => ({ otherListingId: row.id, kind: 'text', score: Number(row.similarity) }));
}

/** Copies of other listers' listings found in this listing's photos and description. */
export async function findCopies(db: Database, listingId: string): Promise<CopyFound[]> {
  const [listing] = await db
    .select({ ownerId: listings.ownerId, description: listings.description })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) return [];
  const own = await queryRows<{ hash: string }>(
    db,
    sql`SELECT h.hash::text AS hash FROM image_refs r JOIN photo_hashes h ON h.image_key = r.image_key AND h.variant = 0
      WHERE r.owner_kind = 'listing' AND r.owner_id = ${listingId}`,
  );
  const found = new Map<string, CopyFound>();
  for (const { hash } of own) {
    for (const copy of await nearPhotoListings(db, BigInt(hash), listing.ownerId)) {
      const key = `photo:${copy.otherListingId}`;
      if (copy.otherListingId !== listingId && (found.get(key)?.score ?? 65) > copy.score) found.set(key, copy);
    }
  }
  for (const copy of await nearDescriptions(db, listingId, listing.ownerId, listing.description))
    found.set(`text:${copy.otherListingId}`, copy);
  return [...found.values()];
}

/**
 * After a listing is written: copies of another lister's listing hold it for a moderator
 * (hidden, with COPY_HELD_REASON for its lister), unless a moderator already kept this
 * listing beside that one; a listing held for copies that its lister has since changed so it
 * copies nothing (a stock photo replaced by their own) is published again. Returns what
 * changed: 'held', 'released' or null.
 */
export async function holdCopies(db: Database, listingId: string): Promise<'held' | 'released' | null> {
  const copies = await findCopies(db, listingId);
  return db.transaction(async (tx: Transaction) => {
    const cleared = await tx
      .select({ other: listingCopies.otherListingId, kind: listingCopies.kind })
      .from(listingCopies)
      .where(and(eq(listingCopies.listingId, listingId), isNotNull(listingCopies.clearedAt)));
    const fresh = copies.filter(
      (copy) => !cleared.some((row) => row.other === copy.otherListingId && row.kind === copy.kind),
    );
    if (fresh.length === 0) return (await releaseIfCopiesGone(tx, listingId)) ? 'released' : null;
    await tx
      .insert(listingCopies)
      .values(fresh.map((copy) => ({ listingId, ...copy })))
      .onConflictDoUpdate({
        target: [listingCopies.listingId, listingCopies.otherListingId, listingCopies.kind],
        set: { score: sql`excluded.score`, foundAt: sql`now()` },
      });
    const [held] = await tx
      .update(listings)
      .set({ moderation: 'hidden', moderationReason: COPY_HELD_REASON })
      .where(and(eq(listings.id, listingId), eq(listings.moderation, 'visible')))
      .returning({ id: listings.id });
    if (!held) return null;
    const what = [...new Set(fresh.map((copy) => (copy.kind === 'photo' ? 'photos' : 'description')))].join(' and ');
    await logDecision(tx, {
      moderator: null,
      subjectType: 'listing',
      subjectId: listingId,
      action: 'held-copy',
      reason: `Its ${what} match ${fresh.length === 1 ? 'another lister’s listing' : `${fresh.length} other listers’ listings`}`,
    });
    return 'held';
  });
}

/** Held only for copies, and copying nothing now: public again, the stale copy rows gone. */
async function releaseIfCopiesGone(tx: Transaction, listingId: string): Promise<boolean> {
  const [released] = await tx
    .update(listings)
    .set({ moderation: 'visible', moderationReason: null })
    .where(
      and(
        eq(listings.id, listingId),
        eq(listings.moderation, 'hidden'),
        eq(listings.moderationReason, COPY_HELD_REASON),
      ),
    )
    .returning({ id: listings.id });
  if (!released) return false;
  await tx.delete(listingCopies).where(and(eq(listingCopies.listingId, listingId), isNull(listingCopies.clearedAt)));
  await logDecision(tx, {
    moderator: null,
    subjectType: 'listing',
    subjectId: listingId,
    action: 'released-copy',
    reason: 'Its lister changed it: it no longer matches another lister’s listing',
  });
  return true;
}
