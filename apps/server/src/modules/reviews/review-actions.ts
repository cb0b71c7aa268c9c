import { REVIEW_NOT_FOUND, REVIEW_REPLY_NOT_YOURS, REVIEW_REPLY_ONLY_ONCE } from '@nyumba/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reviewEvents, reviewReports, reviews } from '../../db/schema-reviews.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { recountRating } from './rating-service.ts';
import { publish } from './review-service.ts';

async function reviewRow(db: Database, id: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

/** The person reviewed answers once, in public, under a published review. */
export async function replyToReview(db: Database, userId: string, id: string, text: string, now = new Date()) {
  const row = await reviewRow(db, id);
  if (row.subjectId !== userId || row.status !== 'published') throw forbidden(REVIEW_REPLY_NOT_YOURS);
  const changed = await db
    .update(reviews)
    .set({ replyText: text, replyAt: now })
    .where(and(eq(reviews.id, id), isNull(reviews.replyText)))
    .returning({ id: reviews.id });
  if (changed.length === 0) throw conflict(REVIEW_REPLY_ONLY_ONCE);
  await db.insert(reviewEvents).values({ reviewId: id, actorId: userId, action: 'replied', detail: { text }, at: now });
}

/** Anyone signed in reports a published review once; it joins the moderators' queue. */
export async function reportReview(db: Database, userId: string, id: string, reason: string, now = new Date()) {
  const row = await reviewRow(db, id);
  if (row.status !== 'published') throw notFound(REVIEW_NOT_FOUND);
  const added = await db
    .insert(reviewReports)
    .values({ reviewId: id, reporterId: userId, reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: reviewReports.reviewId });
  if (added.length > 0) {
    await db
      .insert(reviewEvents)
      .values({ reviewId: id, actorId: userId, action: 'reported', detail: { reason }, at: now });
  }
}

/**
 * A moderator publishes a held review (sealed instead while the other side may still write,
 * so the blind holds) or removes any review; either settles its reports. A removal recounts
 * the listing's rating; the review and its history stay for the record.
 */
export async function moderateReview(
  db: Database,
  moderatorId: string,
  id: string,
  action: 'publish' | 'remove',
  reason: string | undefined,
  now = new Date(),
) {
  const row = await reviewRow(db, id);
  await db.transaction(async (tx) => {
    if (action === 'remove') {
      await tx.update(reviews).set({ status: 'removed' }).where(eq(reviews.id, id));
      await recountRating(tx, row.listingId);
    } else if (row.status === 'held') {
      const [other] = await tx
        .select({ id: reviews.id, status: reviews.status })
        .from(reviews)
        .where(and(eq(reviews.dealKind, row.dealKind), eq(reviews.dealId, row.dealId), ne(reviews.id, id)));
      if (other || row.publishAfter <= now) {
        await publish(tx, [id, ...(other?.status === 'sealed' ? [other.id] : [])], now, moderatorId);
      } else {
        await tx.update(reviews).set({ status: 'sealed' }).where(eq(reviews.id, id));
      }
    }
    await tx
      .update(reviewReports)
      .set({ resolvedAt: now })
      .where(and(eq(reviewReports.reviewId, id), isNull(reviewReports.resolvedAt)));
    await tx.insert(reviewEvents).values({
      reviewId: id,
      actorId: moderatorId,
      action: action === 'remove' ? 'removed' : 'released',
      detail: reason ? { reason } : null,
      at: now,
    });
  });
}
