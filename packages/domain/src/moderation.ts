import { z } from 'zod';
import { listingText } from './listing.ts';

export const MODERATION_REASON_MAX = 500;

/** Why a moderator decided: kept in the audit log with who and when. */
const reason = listingText(
  MODERATION_REASON_MAX,
  'Say why: the reason is kept with the decision',
  `Reason must be at most ${MODERATION_REASON_MAX} characters`,
);

export const userIdParamSchema = z.object({ id: z.uuid({ error: 'Not a valid user id' }) });

/** Grant or take back the "Verified agent" badge, after checking the EARB number. */
export const agentBadgeBodySchema = z.object({
  verified: z.boolean({ error: 'Say whether the EARB number checked out (true or false)' }),
  reason,
});
export type AgentBadgeBody = z.infer<typeof agentBadgeBodySchema>;

export const NO_EARB_NUMBER = 'This account has no EARB number to check';

export const moderationEntrySchema = z.object({
  id: z.string(),
  /** What was decided: 'agent-verified', 'agent-revoked', … */
  action: z.string(),
  reason: z.string(),
  /** The moderator's name, or null when that account is gone. */
  moderator: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;

export const agentBadgeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  earb: z.object({ number: z.string(), verified: z.boolean() }),
});

export const moderationLogResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(moderationEntrySchema),
});
