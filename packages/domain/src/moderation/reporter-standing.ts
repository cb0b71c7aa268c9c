import { DAY_MS } from '../core/durations.ts';
/**
 * How much one person's report weighs towards hiding an item automatically. Reports are
 * a lever on other people's livelihoods, so the weight comes from what the reporter has
 * proved over time, never from how many accounts somebody can make:
 *
 * - an account that has not confirmed its address, or is suspended, weighs nothing;
 * - a new account weighs little (a quarter on its first day, half in its first week,
 *   three quarters in its first month, then one);
 * - each earlier report a moderator upheld adds a quarter (at most one), each one a
 *   moderator rejected takes away a half;
 * - nobody weighs more than two, so at least two people are always needed.
 *
 * An item is hidden automatically once its open reports weigh REPORT_HIDE_THRESHOLD
 * (three established members by default). The moderation queue shows every reporter's
 * standing and the sum, and marks an item urgent when the sum is reached but automatic
 * hiding held back (docs/moderation-and-abuse.md).
 */
export interface ReporterRecord {
  memberSince: Date;
  confirmed: boolean;
  suspended: boolean;
  /** Earlier reports of theirs a moderator upheld (the item hidden or removed). */
  upheld: number;
  /** Earlier reports of theirs a moderator rejected (dismissed, or the item restored). */
  rejected: number;
}

export const REPORTER_WEIGHT_MAX = 2;

/** The weight of an account of this age, before its record. */
export function ageWeight(memberSince: Date, now: Date): number {
  const days = (now.getTime() - memberSince.getTime()) / DAY_MS;
  if (days < 1) return 0.25;
  if (days < 7) return 0.5;
  if (days < 30) return 0.75;
  return 1;
}

export function reporterWeight(record: ReporterRecord, now: Date = new Date()): number {
  if (!record.confirmed || record.suspended) return 0;
  const earned = Math.min(1, 0.25 * record.upheld) - 0.5 * record.rejected;
  const weight = ageWeight(record.memberSince, now) + earned;
  // Quarters and halves only: rounding keeps sums exact for the threshold comparison.
  return Math.round(Math.min(REPORTER_WEIGHT_MAX, Math.max(0, weight)) * 100) / 100;
}

/** Whether open reports of these weights reach the threshold: two people at least, always. */
export function reportsReachThreshold(weights: number[], threshold: number): boolean {
  const counted = weights.filter((weight) => weight > 0);
  const sum = counted.reduce((total, weight) => total + weight, 0);
  return counted.length >= 2 && sum >= threshold;
}
