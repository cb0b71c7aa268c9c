import { z } from 'zod';
import { listerSchema, listingSchema } from './listing.ts';
import { postSchema } from './post.ts';

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
  /** Their newest posts, the same on every page of listings. */
  posts: z.array(postSchema),
});
export type ListerPageResponse = z.infer<typeof listerPageResponseSchema>;
