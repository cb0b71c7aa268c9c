import { z } from 'zod';

/**
 * What the moderation queue shows of each lister's risk (scam shield, docs/scam-shield.md),
 * and the one number the queue can be sorted by. Each signal is a count a moderator can
 * check; the weights say which predict a scam more: a listing taken down or a report upheld
 * is a moderator's own finding, a copy or a money-before-viewing message is strong evidence,
 * a new account only a little. A moderator-checked EARB agent number takes some off.
 */
export const listerRiskSchema = z.object({
  /** Their listings held as copies of another lister's, not cleared by a moderator. */
  copies: z.number(),
  /** Reports on their items that a moderator upheld. */
  reportsUpheld: z.number(),
  /** Messages they sent that asked for money before a viewing (messages' scam signals). */
  messageWarnings: z.number(),
  /** Their items a moderator removed. */
  takenDown: z.number(),
  accountDays: z.number(),
  emailConfirmed: z.boolean(),
  agentVerified: z.boolean(),
  score: z.number(),
});
export type ListerRisk = z.infer<typeof listerRiskSchema>;

export const NEW_ACCOUNT_RISK_DAYS = 7;

export function listerRiskScore(risk: Omit<ListerRisk, 'score'>): number {
  const score =
    4 * risk.takenDown +
    3 * risk.reportsUpheld +
    3 * risk.copies +
    2 * Math.min(risk.messageWarnings, 10) +
    (risk.accountDays < NEW_ACCOUNT_RISK_DAYS ? 2 : 0) +
    (risk.emailConfirmed ? 0 : 1) -
    (risk.agentVerified ? 3 : 0);
  return Math.max(0, score);
}
