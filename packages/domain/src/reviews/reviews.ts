import { z } from 'zod';
import { saidFields } from '../core/api.ts';
import { ratingSummarySchema } from './rating.ts';
import { listingText } from '../listings/listing.ts';

// Reviews only real work can earn (issue 32). A client reviews a provider after a hire in a
// conversation (both said "hired", or the provider marked the job done), a guest a bnb after
// a completed stay; the provider or host may review the client back. Double-blind: neither
// sees the other's review until both wrote or REVIEW_BLIND_DAYS passed (docs/reviews.md).

import { REVIEW_BLIND_DAYS } from './review-times.ts';
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 1000;
/** Reviews of one provider by new accounts in a day that go through as usual; more wait for a moderator. */
export const REVIEW_BURST_LIMIT = 2;
/** An account younger than this counts as new for the burst rule. */
export const REVIEW_NEW_ACCOUNT_DAYS = 30;

export const STAR_LINES = ['quality', 'punctuality', 'price'] as const;
export type StarLine = (typeof STAR_LINES)[number];

export const DEAL_KINDS = ['hire', 'stay'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

export const HIRE_STATUSES = ['proposed', 'hired', 'done', 'declined'] as const;
export type HireStatus = (typeof HIRE_STATUSES)[number];
export const HIRE_ACTIONS = ['propose', 'confirm', 'decline', 'done'] as const;
export type HireAction = (typeof HIRE_ACTIONS)[number];

export const REVIEW_STATUSES = ['sealed', 'published', 'held', 'removed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const STARS_ERROR = 'Give 1 to 5 stars on each line';
export const REVIEW_TEXT_SHORT = `Write at least ${REVIEW_TEXT_MIN} characters about the work`;
export const REVIEW_TEXT_LONG = `A review is at most ${REVIEW_TEXT_MAX} characters`;
export const HIRE_NOT_A_SERVICE = 'Only a service provider is hired: a bnb is reviewed after a stay';
export const HIRE_NEEDS_REPLY = 'You can mark a hire once the provider has replied in this conversation';
export const HIRE_NOTHING_TO_CONFIRM = 'There is no hire waiting for your answer';
export const HIRE_OPEN = 'This hire is already proposed or agreed';
export const HIRE_DONE_ONLY_PROVIDER = 'Only the provider marks a job done';
export const REVIEW_NOT_ALLOWED =
  'You can review once you both marked the hire, the provider marked the job done, or the stay is over';
export const REVIEW_ALREADY = 'You have already reviewed this';
/** A review written first: sealed until the other side writes theirs, or the days run out. */
export const REVIEW_SENT = `Review saved. It will be published when they write theirs, or in ${REVIEW_BLIND_DAYS} days.`;
export const REVIEW_SELF = 'You cannot review yourself or an account of yours';
export const REVIEW_NOT_FOUND = 'Review not found';
export const REVIEW_REPLY_ONLY_ONCE = 'You have already replied to this review';
export const REVIEW_REPLY_NOT_YOURS = 'Only the person reviewed replies, once the review is published';
export const LICENCE_NONE = 'This listing has no registration number to check';
/** Why a review waits for a moderator before it is published (reviews/review-guard.ts). */
export const REVIEW_HOLD_REASONS = ['no-proven-number', 'number-proven-lately', 'burst-of-new-accounts'] as const;
export type ReviewHoldReason = (typeof REVIEW_HOLD_REASONS)[number];
/** How long a held review may wait for a moderator: the queue is worked within this. */
export const REVIEW_HOLD_HOURS = 48;
export const REVIEW_HELD =
  'Thank you. Your review is with a moderator first: several new accounts reviewed this provider today.';
export const REVIEW_HELD_NO_NUMBER =
  'Thank you. Your review is with a moderator first: your account has no phone number proven by SMS.';
export const REVIEW_HELD_NEW_NUMBER =
  'Thank you. Your review is with a moderator first: your phone number was proven only lately.';
/** The answer to a held review, by why it is held. */
export const REVIEW_HELD_BY_REASON: Record<ReviewHoldReason, string> = {
  'no-proven-number': REVIEW_HELD_NO_NUMBER,
  'number-proven-lately': REVIEW_HELD_NEW_NUMBER,
  'burst-of-new-accounts': REVIEW_HELD,
};

const star = z
  .number({ error: STARS_ERROR })
  .int({ error: STARS_ERROR })
  .min(1, { error: STARS_ERROR })
  .max(5, { error: STARS_ERROR });

export const reviewBodySchema = z
  .object({
    kind: z.enum(DEAL_KINDS, { error: 'kind must be hire or stay' }),
    dealId: z.uuid({ error: 'dealId must be the id of a hire or a stay' }),
    quality: star,
    punctuality: star,
    price: star,
    text: listingText(REVIEW_TEXT_MAX, REVIEW_TEXT_SHORT, REVIEW_TEXT_LONG).refine(
      (text) => [...text].length >= REVIEW_TEXT_MIN,
      { error: REVIEW_TEXT_SHORT },
    ),
  })
  .strict();
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewReplyBodySchema = z.object({
  text: listingText(REVIEW_TEXT_MAX, 'Write your reply', REVIEW_TEXT_LONG),
});

export const reviewReportBodySchema = z.object({
  reason: listingText(500, 'Say what is wrong with this review', 'A report is at most 500 characters'),
});

export const hireActionBodySchema = z.object({
  action: z.enum(HIRE_ACTIONS, { error: `action must be one of ${HIRE_ACTIONS.join(', ')}` }),
});

export const reviewModerationBodySchema = z.object({
  action: z.enum(['publish', 'remove'], { error: 'action must be publish or remove' }),
  reason: z.string().trim().max(500).optional(),
});

export const licenceCheckBodySchema = z.object({
  checked: z.boolean({ error: 'checked must be true or false' }),
  /** What the moderator checked, and where ("EPRA register, class C1, valid to 2027-06-30"): kept with the check. */
  note: z.string().trim().max(300, { error: 'Keep it to 300 characters or fewer' }).optional(),
});

export const reviewSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listingName: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  /** Who it is about: the one who may reply. */
  subjectId: z.string(),
  /** The author's side: a client reviewing a provider or host, or the provider reviewing a client. */
  role: z.enum(['client', 'provider']),
  quality: z.number(),
  punctuality: z.number(),
  price: z.number(),
  /** The three lines' mean, to one decimal. */
  overall: z.number(),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
  /**
   * A held review (seen only by its author and moderators): why, and by when a moderator looks
   * at it (REVIEW_HOLD_HOURS after it was written).
   */
  held: z.object({ reason: z.enum(REVIEW_HOLD_REASONS), lookBy: z.string() }).optional(),
  /** Reports waiting for a moderator: moderators only. */
  reports: z.array(z.string()).optional(),
  /** What happened to it, oldest first (written, held, published, reported…): moderators only. */
  history: z.array(z.object({ action: z.string(), at: z.string(), by: z.string().nullable() })).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A hire or a stay as its conversation shows it, with both sides' reviews as each may see them. */
export const dealSchema = z.object({
  kind: z.enum(DEAL_KINDS),
  id: z.string(),
  status: z.enum([...HIRE_STATUSES, 'stayed']),
  /** Who proposed a waiting hire: the caller or the other side. */
  proposedByMe: z.boolean(),
  myRole: z.enum(['client', 'provider']),
  canReview: z.boolean(),
  mine: reviewSchema.nullable(),
  /** The other side's review: only once published. */
  theirs: reviewSchema.nullable(),
  /** They wrote one that is still sealed (shown as "wrote a review", never its words). */
  theyWrote: z.boolean(),
  /** When sealed reviews publish anyway. */
  publishesAt: z.string().nullable(),
});
export type Deal = z.infer<typeof dealSchema>;

export const dealListResponseSchema = z.object({ success: z.literal(true), deals: z.array(dealSchema) });
export const reviewResponseSchema = z.object({
  success: z.literal(true),
  review: reviewSchema,
  message: z.string(),
  ...saidFields,
});
export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  rating: ratingSummarySchema.nullable(),
  reviews: z.array(reviewSchema),
});
