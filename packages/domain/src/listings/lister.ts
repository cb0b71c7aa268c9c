import { z } from 'zod';
import { listerSchema, listingSchema } from './listing.ts';
import { postSchema } from '../blog/post.ts';
import { ratingSummarySchema } from '../reviews/rating.ts';
import { reviewSchema } from '../reviews/reviews.ts';
import { TRADES, WORK_DAYS, type Trade } from './services.ts';

/** Fewer conversations than this in 90 days and a response time says nothing yet. */
export const RESPONSE_TIME_MIN_CONVERSATIONS = 3;

/** What a provider's (or a host's) page says of their work on Nyumba (issue 32). */
export const providerSummarySchema = z.object({
  trades: z.array(z.enum(Object.keys(TRADES) as Trade[])),
  areasServed: z.array(z.string()),
  hours: z
    .object({
      days: z.array(z.enum(WORK_DAYS)),
      from: z.string().nullable(),
      to: z.string().nullable(),
      emergency: z.boolean(),
    })
    .nullable(),
  /** Median minutes to their first reply over the last 90 days; null under 3 conversations. */
  responseMinutes: z.number().nullable(),
  /** Hires on Nyumba they marked done, or whose client's review is published. */
  jobsDone: z.number(),
  rating: ratingSummarySchema.nullable(),
  reviews: z.array(reviewSchema),
});
export type ProviderSummary = z.infer<typeof providerSummarySchema>;

/** How many of a lister's posts their page shows, newest first. */
export const LISTER_POSTS_SHOWN = 6;

/** A lister's public page (/u/{id}): who they are, their listings a page at a time, their latest posts. */
export const listerPageResponseSchema = z.object({
  success: z.literal(true),
  lister: listerSchema.extend({
    /** How many posts they have written. */
    postCount: z.number(),
    businessName: z.string().nullable(),
    about: z.string().nullable(),
    /** Their EARB registration, and whether a moderator checked it ("Verified agent") or it is pending. */
    earb: z.object({ number: z.string(), verified: z.boolean() }).nullable(),
    /** Only for moderators, who alone can open a suspended account's page. */
    suspended: z.boolean().optional(),
  }),
  listings: z.array(listingSchema),
  total: z.number(),
  nextCursor: z.string().nullable(),
  /** Their work as a provider or host: null for someone with no service and no review. */
  provider: providerSummarySchema.nullable(),
  /** Their newest posts, the same on every page of listings. */
  posts: z.array(postSchema),
});
export type ListerPageResponse = z.infer<typeof listerPageResponseSchema>;
