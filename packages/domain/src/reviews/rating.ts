import { z } from 'zod';

// A listing's rating from its clients' published reviews (reviews.ts). Small on purpose:
// every card carries it.

export const ratingSummarySchema = z.object({
  /** The mean of the reviews' overall stars, to one decimal. */
  average: z.number(),
  count: z.number(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/**
 * Sorting by rating weighs each average against a prior of RATING_PRIOR stars worth
 * RATING_PRIOR_WEIGHT reviews (a Bayesian average): one 5-star review ranks 4.17, forty 4.8s
 * rank 4.71, so a provider needs about as many reviews as the prior's weight before the
 * average speaks for itself. That weight is the sort's minimum count.
 */
export const RATING_PRIOR = 4;
export const RATING_PRIOR_WEIGHT = 5;

/** The sort key stored on the listing: thousandths of a star, 0 with no review. */
export function ratingRank(starSum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round(((starSum + RATING_PRIOR * RATING_PRIOR_WEIGHT) / (count + RATING_PRIOR_WEIGHT)) * 1000);
}

/** "4.8" — one decimal, as cards and pages show it. */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

/** The mean of reviews' three star lines from their sum over `count` reviews, to one decimal. */
export function starAverage(starSum: number, count: number): number {
  return Math.round((starSum / 3 / count) * 10) / 10;
}
