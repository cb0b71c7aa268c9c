import type { RatingSummary, Review, ReviewHoldReason } from '@nyumba/domain';
import { REVIEW_HOLD_HOURS, REVIEW_HOLD_REASONS, starAverage } from '@nyumba/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { reviewEvents, reviewReports, reviews } from '../../db/schema-reviews.ts';
import { notFound } from '../../lib/http-errors.ts';
import { listingIsPublic } from '../moderation/index.ts';

type ReviewRow = typeof reviews.$inferSelect;

const isHoldReason = (reason: string | null): reason is ReviewHoldReason =>
  (REVIEW_HOLD_REASONS as readonly (string | null)[]).includes(reason);

/** How many reviews one page shows: a provider with more is read from the newest. */
const REVIEWS_SHOWN = 50;

// A review outlives its author's account: it then reads as by a former member (privacy/erase.ts).
const authorName = sql<string>`CASE WHEN ${users.deletedAt} IS NULL THEN ${users.username} ELSE 'Former member' END`;
const reviewColumns = { review: reviews, authorName, listingName: listings.name };

function toReview(row: ReviewRow, names: { authorName: string; listingName: string }, reports?: string[]): Review {
  return {
    id: row.id,
    listingId: row.listingId,
    listingName: names.listingName,
    authorId: row.authorId,
    authorName: names.authorName,
    subjectId: row.subjectId,
    role: row.role,
    quality: row.quality,
    punctuality: row.punctuality,
    price: row.price,
    overall: starAverage(row.quality + row.punctuality + row.price, 1),
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    reply: row.replyText && row.replyAt ? { text: row.replyText, at: row.replyAt.toISOString() } : null,
    // Held reviews reach only their author and moderators: both are told why, and by when.
    ...(row.status === 'held' && isHoldReason(row.heldReason)
      ? {
          held: {
            reason: row.heldReason,
            lookBy: new Date(row.createdAt.getTime() + REVIEW_HOLD_HOURS * 3_600_000).toISOString(),
          },
        }
      : {}),
    ...(reports ? { reports } : {}),
  };
}

/** Reviews with their author's and listing's names, by id. */
export async function reviewsByIds(db: Database, ids: string[]): Promise<Map<string, Review>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(inArray(reviews.id, ids));
  return new Map(rows.map((row) => [row.review.id, toReview(row.review, row)]));
}

export async function reviewById(db: Database, id: string): Promise<Review> {
  const review = (await reviewsByIds(db, [id])).get(id);
  if (!review) throw notFound('Review not found');
  return review;
}

const publishedByClients = and(eq(reviews.status, 'published'), eq(reviews.role, 'client'));

/** A public listing's published client reviews, newest first, and its average. */
export async function listingReviews(
  db: Database,
  listingId: string,
): Promise<{ rating: RatingSummary | null; reviews: Review[] }> {
  const [listing] = await db
    .select({ count: listings.ratingCount, stars: listings.ratingStars })
    .from(listings)
    .where(and(eq(listings.id, listingId), listingIsPublic));
  if (!listing) throw notFound('Listing not found');
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(and(eq(reviews.listingId, listingId), publishedByClients))
    .orderBy(desc(reviews.publishedAt))
    .limit(REVIEWS_SHOWN);
  return {
    rating: listing.count > 0 ? { average: starAverage(listing.stars, listing.count), count: listing.count } : null,
    reviews: rows.map((row) => toReview(row.review, row)),
  };
}

/** A provider's published client reviews over all their listings (their page), newest first. */
export async function providerReviews(db: Database, providerId: string): Promise<Review[]> {
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(and(eq(reviews.subjectId, providerId), publishedByClients, listingIsPublic))
    .orderBy(desc(reviews.publishedAt))
    .limit(REVIEWS_SHOWN);
  return rows.map((row) => toReview(row.review, row));
}

/** Moderators: held reviews and reviews with open reports, oldest first, with the reports' reasons. */
export async function reviewQueue(db: Database): Promise<Review[]> {
  const reported = await db
    .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason })
    .from(reviewReports)
    .where(isNull(reviewReports.resolvedAt));
  const reasons = new Map<string, string[]>();
  for (const { reviewId, reason } of reported) reasons.set(reviewId, [...(reasons.get(reviewId) ?? []), reason]);
  const held = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.status, 'held'));
  const ids = [...new Set([...held.map((row) => row.id), ...reasons.keys()])];
  const found = await reviewsByIds(db, ids);
  const events = ids.length
    ? await db
        .select({
          reviewId: reviewEvents.reviewId,
          action: reviewEvents.action,
          at: reviewEvents.at,
          by: users.username,
        })
        .from(reviewEvents)
        .leftJoin(users, eq(users.id, reviewEvents.actorId))
        .where(inArray(reviewEvents.reviewId, ids))
        .orderBy(reviewEvents.id)
    : [];
  const history = (id: string) =>
    events
      .filter((event) => event.reviewId === id)
      .map((event) => ({ action: event.action, at: event.at.toISOString(), by: event.by }));
  return [...found.values()]
    .filter((review) => review.status !== 'removed')
    .map((review) => ({ ...review, reports: reasons.get(review.id) ?? [], history: history(review.id) }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
