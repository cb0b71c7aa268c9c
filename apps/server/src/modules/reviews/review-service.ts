import {
  DAY_MS,
  pageAddress,
  REVIEW_ALREADY,
  REVIEW_BLIND_DAYS,
  REVIEW_HELD_BY_REASON,
  REVIEW_NOT_ALLOWED,
  REVIEW_SELF,
  REVIEW_SENT,
  type ReviewBody,
  routePatterns,
} from '@nyumba/domain';
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { reviewEvents, reviews } from '../../db/schema-reviews.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { dealOf } from './deal-parties.ts';
import type { BookingMailDeps } from '../bookings/index.ts';
import { recountRating } from './rating-service.ts';
import { mailOtherSide } from './review-mail.ts';
import { judgeReviewer } from './review-guard.ts';

const REVIEW_PUBLISHED = 'Review published.';

/**
 * Writes the caller's review of the other side of a hire or stay. Sealed at first; when the
 * other side's is there too, both publish together (a held one waits for its moderator).
 * The deal's rows are locked so two reviews written at once still see each other.
 */
export async function writeReview(
  db: Database,
  authorId: string,
  body: ReviewBody,
  now = new Date(),
  notice?: BookingMailDeps,
  /** Phone numbers in use (config PHONE_FEATURES): clients' reviews need a proven one (review-guard.ts). */
  phones = false,
): Promise<{ id: string; message: string }> {
  const deal = await dealOf(db, body.kind, body.dealId, authorId, now);
  if (!deal) throw notFound(body.kind === 'hire' ? 'Hire not found' : 'Stay not found');
  if (!deal.reviewable) throw forbidden(REVIEW_NOT_ALLOWED);
  const role = deal.providerId === authorId ? 'provider' : 'client';
  const subjectId = role === 'client' ? deal.providerId : deal.clientId;
  return db.transaction(async (tx) => {
    // Serialises the deal's two reviews (and a double tap of one).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`review:${body.kind}:${body.dealId}`}))`);
    const verdict = await judgeReviewer(tx, authorId, subjectId, role, now, phones);
    if (verdict.refuse) throw forbidden(REVIEW_SELF);
    const [other] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.dealKind, body.kind), eq(reviews.dealId, body.dealId), ne(reviews.authorId, authorId)));
    const inserted = await tx
      .insert(reviews)
      .values({
        dealKind: body.kind,
        dealId: body.dealId,
        listingId: deal.listingId,
        authorId,
        subjectId,
        role,
        quality: body.quality,
        punctuality: body.punctuality,
        price: body.price,
        text: body.text,
        status: verdict.hold ? 'held' : 'sealed',
        heldReason: verdict.hold,
        createdAt: now,
        // The window is the deal's: it starts with whichever review came first.
        publishAfter: other?.publishAfter ?? new Date(now.getTime() + REVIEW_BLIND_DAYS * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    const id = inserted[0]?.id;
    if (!id) throw conflict(REVIEW_ALREADY);
    await tx.insert(reviewEvents).values({
      reviewId: id,
      actorId: authorId,
      action: verdict.hold ? 'held' : 'written',
      detail: {
        quality: String(body.quality),
        punctuality: String(body.punctuality),
        price: String(body.price),
        text: body.text,
        ...(verdict.hold ? { reason: verdict.hold } : {}),
      },
      at: now,
    });
    if (verdict.hold) return { id, message: REVIEW_HELD_BY_REASON[verdict.hold] };
    if (!other) {
      // Their turn: told that a review waits for theirs, and until when.
      const path = deal.conversationId ? pageAddress.conversation(deal.conversationId) : routePatterns.bookings;
      const to = { listingId: deal.listingId, fromId: authorId, toId: subjectId, path };
      if (notice) await mailOtherSide(notice, tx, to, 'reviewed', new Date(now.getTime() + REVIEW_BLIND_DAYS * DAY_MS));
      return { id, message: REVIEW_SENT };
    }
    // Both wrote: both publish at once (the other's only if it is not held).
    await publish(tx, [id, ...(other.status === 'sealed' ? [other.id] : [])], now, null);
    return { id, message: REVIEW_PUBLISHED };
  });
}

/** Sealed or held reviews made public, their events written and their listings' ratings recounted. */
export async function publish(tx: Transaction, ids: string[], now: Date, actorId: string | null): Promise<void> {
  if (ids.length === 0) return;
  const published = await tx
    .update(reviews)
    .set({ status: 'published', publishedAt: now })
    .where(and(inArray(reviews.id, ids), inArray(reviews.status, ['sealed', 'held'])))
    .returning({ id: reviews.id, listingId: reviews.listingId });
  if (published.length === 0) return;
  await tx
    .insert(reviewEvents)
    .values(published.map((row) => ({ reviewId: row.id, actorId, action: 'published', at: now })));
  for (const listingId of new Set(published.map((row) => row.listingId))) await recountRating(tx, listingId);
}

/** The job: sealed reviews whose 14 days passed without the other side writing publish alone. */
export async function publishDueReviews(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.status, 'sealed'), lte(reviews.publishAfter, now)))
    .limit(500);
  if (due.length === 0) return 0;
  await db.transaction((tx) =>
    publish(
      tx,
      due.map((row) => row.id),
      now,
      null,
    ),
  );
  return due.length;
}
