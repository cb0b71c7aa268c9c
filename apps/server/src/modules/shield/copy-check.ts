import { COPY_DISTANCE, COPY_HELD_REASON } from '@nyumba/domain';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { copyClaims, listingCopies } from '../../db/schema-shield.ts';
import { nearPhotos, probesOf } from './hash-store.ts';
import { logDecision } from '../moderation/index.ts';

// Two photos at most COPY_DISTANCE bits apart are one photo (its measure is beside it, in
// @nyumba/domain, where the moderation queue pairs a claim's photos by it too).
export { COPY_DISTANCE };

/**
 * Descriptions at least this alike (pg_trgm similarity: shared trigrams over all trigrams)
 * are one text. Measured on a 170-character description: a copy with two words changed
 * scored 0.91, one with a line added 0.89, another with its opening and ending changed 0.81,
 * reordered 1.00; reworded in two phrases, 0.78 (missed). The demo's sixty descriptions,
 * written from one template by different listers, top out at 0.70 against each other. Below
 * DESCRIPTION_MIN characters a description is too short to tell a copy from two listers
 * describing one kind of flat ("2 bedroom, parking, borehole water").
 */
export const DESCRIPTION_SIMILARITY = 0.8;
const DESCRIPTION_MIN = 120;

export interface CopyFound {
  otherListingId: string;
  kind: 'photo' | 'text';
  score: number;
}

interface Subject {
  id: string;
  ownerId: string;
  description: string;
  createdAt: Date;
  descriptionAt: Date;
}

/**
 * Which listing is the original, and which the copy: for a photo, whoever uploaded it first;
 * for words, the listing that has shown them longest (listings.description_at, kept through
 * light edits, so pasting another's words into an old listing does not make them old). So an original's own edits never hold it because of a
 * later copy, and a copy uploaded after the original is the one held. A held, hidden or
 * removed listing is nobody's original: a copy that was held cannot turn on the listing it
 * copied. Both read only public listings of other listers.
 */
const ORIGINAL = sql`m.moderation = 'visible'`;

/** Earlier public listings of other listers showing a photo near one of this listing's. */
async function photoOriginals(db: Database, subject: Subject): Promise<CopyFound[]> {
  // Each of its photos, with when this lister uploaded it (their first upload of that content).
  const mine = await queryRows<{ key: string; uploaded: Date }>(
    db,
    sql`SELECT r.image_key AS key, coalesce(u.created_at, i.created_at) AS uploaded
      FROM image_refs r JOIN images i ON i.key = r.image_key
      LEFT JOIN image_uploads u ON u.image_key = r.image_key AND u.user_id = ${subject.ownerId}
      WHERE r.owner_kind = 'listing' AND r.owner_id = ${subject.id}`,
  );
  const probes = await probesOf(
    db,
    mine.map((photo) => photo.key),
  );
  const found = new Map<string, number>();
  for (const photo of mine) {
    const near = await nearPhotos(db, probes.get(photo.key) ?? [], COPY_DISTANCE);
    if (near.size === 0) continue;
    const uploaded = new Date(photo.uploaded);
    const shown = await queryRows<{ listing: string; key: string }>(
      db,
      sql`SELECT r.owner_id AS listing, r.image_key AS key
        FROM image_refs r JOIN listings m ON m.id = r.owner_id JOIN images i ON i.key = r.image_key
        LEFT JOIN image_uploads u ON u.image_key = r.image_key AND u.user_id = m.owner_id
        WHERE r.owner_kind = 'listing' AND r.image_key IN (${sql.join(
          [...near.keys()].map((key) => sql`${key}`),
          sql`, `,
        )})
          AND m.owner_id <> ${subject.ownerId} AND ${ORIGINAL}
          AND (coalesce(u.created_at, i.created_at) < ${uploaded}
            OR (coalesce(u.created_at, i.created_at) = ${uploaded} AND m.created_at < ${subject.createdAt}))`,
    );
    for (const row of shown) found.set(row.listing, Math.min(near.get(row.key)!, found.get(row.listing) ?? 64));
  }
  return [...found].map(([otherListingId, score]) => ({ otherListingId, kind: 'photo', score }));
}

/**
 * Earlier public listings of other listers whose description is nearly this one's (trigram
 * index). The index is asked with the copy's own threshold: at pg_trgm's default (0.3) it
 * offered every description sharing a third of its trigrams, and each was compared whole, which
 * at a million listings made a write wait seconds (bench/scale-servers.ts); at 0.8 the index's
 * fast scan skips all but near-copies. The threshold is set for this statement's transaction
 * only and put back, so search's typo suggestions (search-terms.ts) keep theirs.
 */
async function textOriginals(db: Database, subject: Subject): Promise<CopyFound[]> {
  if (subject.description.trim().length < DESCRIPTION_MIN) return [];
  const rows = await db.transaction(async (tx) => {
    const [before] = await queryRows<{ threshold: string }>(
      tx,
      // Unset until pg_trgm is first used on this connection: its default then.
      sql`SELECT coalesce(current_setting('pg_trgm.similarity_threshold', true), '0.3') AS threshold`,
    );
    await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(DESCRIPTION_SIMILARITY)}, true)`);
    const found = await queryRows<{ id: string; similarity: number }>(
      tx,
      sql`SELECT m.id, similarity(m.description, ${subject.description}) AS similarity FROM listings m
        WHERE m.description % ${subject.description} AND m.owner_id <> ${subject.ownerId} AND m.id <> ${subject.id}
          AND ${ORIGINAL} AND m.description_at < ${subject.descriptionAt}
          AND similarity(m.description, ${subject.description}) >= ${DESCRIPTION_SIMILARITY}
        ORDER BY similarity DESC LIMIT 5`,
    );
    await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${before!.threshold}, true)`);
    return found;
  });
  return rows.map((row): CopyFound => ({ otherListingId: row.id, kind: 'text', score: Number(row.similarity) }));
}

/**
 * What this listing copies, after the moderators' rulings: the earlier originals it matches,
 * less those a moderator kept beside it either way round (cleared) or ruled to be copies of
 * it, plus any a moderator ruled it copies whatever came first (a ruling sticks for that photo
 * and text).
 */
async function findCopies(db: Database, listingId: string): Promise<CopyFound[]> {
  const [row] = await db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      description: listings.description,
      createdAt: listings.createdAt,
      descriptionAt: listings.descriptionAt,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row) return [];
  const rulings = await db
    .select()
    .from(listingCopies)
    .where(
      or(
        and(
          eq(listingCopies.listingId, listingId),
          or(isNotNull(listingCopies.clearedAt), isNotNull(listingCopies.ruledAt)),
        ),
        and(
          eq(listingCopies.otherListingId, listingId),
          or(isNotNull(listingCopies.ruledAt), isNotNull(listingCopies.clearedAt)),
        ),
      ),
    );
  const key = (other: string, kind: string) => `${kind}:${other}`;
  const settled = new Set<string>();
  const found = new Map<string, CopyFound>();
  for (const ruling of rulings) {
    if (ruling.listingId === listingId && ruling.ruledAt && !ruling.clearedAt) {
      found.set(key(ruling.otherListingId, ruling.kind), {
        otherListingId: ruling.otherListingId,
        kind: ruling.kind,
        score: ruling.score,
      });
    } else {
      settled.add(key(ruling.listingId === listingId ? ruling.otherListingId : ruling.listingId, ruling.kind));
    }
  }
  for (const copy of [...(await photoOriginals(db, row)), ...(await textOriginals(db, row))]) {
    const at = key(copy.otherListingId, copy.kind);
    if (!settled.has(at) && !found.has(at)) found.set(at, copy);
  }
  return [...found.values()];
}

/** Holds a listing for the copies it was found to make: hidden with COPY_HELD_REASON, logged. False when it was not public. */
export async function holdAsCopy(tx: Transaction, listingId: string, copies: CopyFound[]): Promise<boolean> {
  await tx
    .insert(listingCopies)
    .values(copies.map((copy) => ({ listingId, ...copy })))
    .onConflictDoUpdate({
      target: [listingCopies.listingId, listingCopies.otherListingId, listingCopies.kind],
      set: { score: sql`excluded.score`, foundAt: sql`now()` },
    });
  const [held] = await tx
    .update(listings)
    .set({ moderation: 'hidden', moderationReason: COPY_HELD_REASON })
    .where(and(eq(listings.id, listingId), eq(listings.moderation, 'visible')))
    .returning({ id: listings.id });
  if (!held) return false;
  const what = [...new Set(copies.map((copy) => (copy.kind === 'photo' ? 'photos' : 'description')))].join(' and ');
  await logDecision(tx, {
    moderator: null,
    subjectType: 'listing',
    subjectId: listingId,
    action: 'held-copy',
    reason: `Its ${what} match ${copies.length === 1 ? 'another lister’s earlier listing' : `${copies.length} other listers’ earlier listings`}`,
  });
  return true;
}

/**
 * After a listing is written: copies of another lister's earlier listing hold it for a
 * moderator (hidden, with COPY_HELD_REASON for its lister); a listing held for copies that
 * now copies nothing (its lister replaced a stock photo, or the other was taken down) is
 * published again. Returns what changed: 'held', 'released' or null.
 */
export async function holdCopies(db: Database, listingId: string): Promise<'held' | 'released' | null> {
  const copies = await findCopies(db, listingId);
  return db.transaction(async (tx: Transaction) => {
    if (copies.length === 0) return (await releaseIfCopiesGone(tx, listingId)) ? 'released' : null;
    return (await holdAsCopy(tx, listingId, copies)) ? 'held' : null;
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
  await tx
    .delete(listingCopies)
    .where(and(eq(listingCopies.listingId, listingId), isNull(listingCopies.clearedAt), isNull(listingCopies.ruledAt)));
  // A claim answered a hold that has ended: held again later, its lister claims anew, with a new due time.
  await tx.delete(copyClaims).where(eq(copyClaims.listingId, listingId));
  await logDecision(tx, {
    moderator: null,
    subjectType: 'listing',
    subjectId: listingId,
    action: 'released-copy',
    reason: 'Its lister changed it, or the other was taken down: it no longer matches another lister’s earlier listing',
  });
  return true;
}
