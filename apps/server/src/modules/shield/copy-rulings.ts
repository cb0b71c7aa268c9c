import {
  COPY_CLAIM_ANSWER_HOURS,
  COPY_CLAIM_SENT,
  COPY_HELD_REASON,
  COPY_NOT_HELD,
  COPY_RULED_COPY,
  COPY_RULED_ORIGINAL,
  type CopyClaimBody,
  type CopyRulingBody,
} from '@nyumba/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { claimAnswered } from '../../db/open-copy-claims.ts';
import { listings } from '../../db/schema.ts';
import { copyClaims, listingCopies } from '../../db/schema-shield.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { lockSubject, logDecision, setSubjectState, type Decider, type NoticeDeps } from '../moderation/index.ts';
import { holdAsCopy } from './copy-check.ts';
import { mailHeldCopy } from './copy-notice.ts';

const CLAIM_LOG_LENGTH = 300;

/**
 * The lister of a listing held as a copy says the photos and words are theirs: their note
 * waits beside the two listings in the moderators' queue (the latest replaces the earlier),
 * and the listing's history says so.
 */
export async function claimOriginal(db: Database, userId: string, listingId: string, body: CopyClaimBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ownerId: listings.ownerId, moderation: listings.moderation, reason: listings.moderationReason })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for('update');
    if (!row) throw notFound('Listing not found');
    if (row.ownerId !== userId) throw forbidden('You can only change your own listings');
    if (row.moderation !== 'hidden' || row.reason !== COPY_HELD_REASON) throw conflict(COPY_NOT_HELD);
    // Due a day after it is made. A note sent again before a moderator answered keeps the due
    // time (the promise runs from the first); one sent after an answer is a new claim.
    const due = sql`now() + make_interval(hours => ${COPY_CLAIM_ANSWER_HOURS}::int)`;
    await tx
      .insert(copyClaims)
      .values({ listingId, note: body.note, dueAt: due })
      .onConflictDoUpdate({
        target: copyClaims.listingId,
        set: {
          note: body.note,
          claimedAt: sql`now()`,
          dueAt: sql`CASE WHEN ${claimAnswered(sql`${copyClaims.claimedAt}`)} THEN ${due} ELSE ${copyClaims.dueAt} END`,
        },
      });
    await logDecision(tx, {
      moderator: null,
      subjectType: 'listing',
      subjectId: listingId,
      action: 'claimed-original',
      reason: `Its lister says the photos and words are theirs: ${body.note.slice(0, CLAIM_LOG_LENGTH)}`,
    });
    return COPY_CLAIM_SENT;
  });
}

/**
 * A moderator rules between a held listing and the earlier listings it matched. 'original':
 * it is published and each of them is held as its copy (their listers are told), and the
 * ruling stands whatever either side edits later. 'copy': it stays held, whatever it or the
 * other listing becomes. Refused (409) for a listing with no open match.
 */
export async function ruleCopy(
  db: Database,
  notices: NoticeDeps,
  moderator: Decider,
  listingId: string,
  body: CopyRulingBody,
): Promise<string> {
  return db.transaction(async (tx) => {
    const subject = await lockSubject(tx, 'listing', listingId);
    if (!subject) throw notFound('Listing not found');
    const open = await tx
      .select()
      .from(listingCopies)
      .where(and(eq(listingCopies.listingId, listingId), isNull(listingCopies.clearedAt)));
    if (open.length === 0) throw conflict(COPY_NOT_HELD);
    const now = new Date();
    if (body.ruling === 'copy') {
      await tx
        .update(listingCopies)
        .set({ ruledAt: now })
        .where(and(eq(listingCopies.listingId, listingId), isNull(listingCopies.clearedAt)));
      if (subject.state === 'visible') await holdAsCopy(tx, listingId, open);
      await logDecision(tx, {
        moderator,
        subjectType: 'listing',
        subjectId: listingId,
        action: 'ruled-copy',
        reason: body.reason,
      });
      return COPY_RULED_COPY;
    }
    await tx
      .update(listingCopies)
      .set({ clearedAt: now, ruledAt: null })
      .where(and(eq(listingCopies.listingId, listingId), isNull(listingCopies.clearedAt)));
    if (subject.state === 'hidden') {
      const [row] = await tx
        .select({ reason: listings.moderationReason })
        .from(listings)
        .where(eq(listings.id, listingId));
      if (row?.reason === COPY_HELD_REASON) await setSubjectState(tx, 'listing', listingId, 'visible', null);
    }
    await logDecision(tx, {
      moderator,
      subjectType: 'listing',
      subjectId: listingId,
      action: 'ruled-original',
      reason: body.reason,
    });
    // Each listing it was found to copy is now the copy of it, by ruling.
    const others = new Map<string, typeof open>();
    for (const row of open) others.set(row.otherListingId, [...(others.get(row.otherListingId) ?? []), row]);
    for (const [otherId, rows] of others) {
      const copies = rows.map((row) => ({ otherListingId: listingId, kind: row.kind, score: row.score }));
      await tx
        .insert(listingCopies)
        .values(copies.map((copy) => ({ listingId: otherId, ...copy, ruledAt: now })))
        .onConflictDoUpdate({
          target: [listingCopies.listingId, listingCopies.otherListingId, listingCopies.kind],
          set: { ruledAt: now, clearedAt: null, score: sql`excluded.score` },
        });
      await lockSubject(tx, 'listing', otherId);
      if (await holdAsCopy(tx, otherId, copies)) await mailHeldCopy(tx, notices, otherId);
      await logDecision(tx, {
        moderator,
        subjectType: 'listing',
        subjectId: otherId,
        action: 'ruled-copy',
        reason: body.reason,
      });
    }
    return COPY_RULED_ORIGINAL;
  });
}
