import { z } from 'zod';
import type { ListingType } from './listing-types.ts';

/**
 * Keeping listings true (docs/scam-shield.md). A listing its lister has not confirmed for
 * its type's period leaves search until they do: a house long let and still advertised is
 * the bait of many scams. A reminder mail goes out REMIND_DAYS_BEFORE the end, with
 * one-click answers that need no sign-in.
 */
export function confirmDays(type: ListingType): number {
  if (type === 'rentals' || type === 'bnbs') return 30;
  if (type === 'for-sale') return 60;
  return 90;
}
export const REMIND_DAYS_BEFORE = 7;

/** The reminder's three answers: still available, let or sold (by type), or pause it. */
export const CONFIRM_ANSWERS = ['available', 'gone', 'pause'] as const;
export type ConfirmAnswer = (typeof CONFIRM_ANSWERS)[number];

export const confirmListingQuerySchema = z.object({
  listing: z.uuid({ error: 'Not a valid listing id' }),
  token: z.string({ error: 'The link is incomplete' }).min(1, { error: 'The link is incomplete' }).max(200),
  answer: z.enum(CONFIRM_ANSWERS, { error: 'answer must be available, gone or pause' }),
});
export type ConfirmListingQuery = z.infer<typeof confirmListingQuerySchema>;

export const confirmListingResponseSchema = z.object({
  success: z.literal(true),
  name: z.string(),
  availability: z.enum(['available', 'paused', 'let', 'sold']),
});
export type ConfirmListingResponse = z.infer<typeof confirmListingResponseSchema>;

export const CONFIRM_LINK_INVALID =
  'This link has expired or was already replaced by a newer one. Sign in to update the listing from My listings.';

/** Whole days since the lister last confirmed, in Kenya's calendar (UTC+3). */
export function daysSinceConfirmed(confirmedAt: string | Date, now = new Date()): number {
  const day = (at: Date) => Math.floor((at.getTime() + 3 * 3_600_000) / 86_400_000);
  return Math.max(0, day(now) - day(new Date(confirmedAt)));
}

/** A copy of another lister's listing: what its lister reads while a moderator looks. */
export const COPY_HELD_REASON =
  "Its photos or description match another lister's listing. A moderator will compare the two; it is published if it is yours.";

/** New accounts list a few homes until they have been here a week (or proved they are an agent). */
export const NEW_LISTER_DAYS = 7;
export const NEW_LISTER_ACTIVE_LISTINGS = 3;
export const NEW_LISTER_LIMIT = `New accounts can have ${NEW_LISTER_ACTIVE_LISTINGS} active listings in their first ${NEW_LISTER_DAYS} days. Pause or mark one let or sold, or add more later.`;
