import { z } from 'zod';
import { moderationEntrySchema, moderationReasonSchema } from '../moderation/moderation.ts';

// A moderator's check of an agency's EARB firm number against the Estate Agents Registration
// Board's register (docs/agencies.md): until it is checked the agency page says "not yet
// checked", as a lister's "Agent" label waits for the same check of a person's number.

/** The decision: the number is on the register (true) or not, or no longer (false). */
export const agencyEarbBodySchema = z.object({
  verified: z.boolean({ error: 'Say whether the EARB firm number checked out (true or false)' }),
  reason: moderationReasonSchema,
});
export type AgencyEarbBody = z.infer<typeof agencyEarbBodySchema>;

export const AGENCY_NO_EARB = 'This agency has no EARB firm number to check';
export const AGENCY_EARB_CHECKED = 'EARB firm number checked: the agency page now says so.';
export const AGENCY_EARB_UNCHECKED = 'EARB firm number not confirmed: the agency page says it is not yet checked.';

export const agencyEarbResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  earb: z.object({ number: z.string(), checked: z.boolean() }),
  /** Every decision about this agency's number, newest first. */
  log: z.array(moderationEntrySchema),
});

/** Agencies whose EARB firm number waits for a moderator, oldest claim first. */
export const agencyEarbQueueResponseSchema = z.object({
  success: z.literal(true),
  agencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      areaName: z.string(),
      earbNumber: z.string(),
      createdAt: z.string(),
      /** Earlier decisions about it (a changed number comes back here). */
      log: z.array(moderationEntrySchema),
    }),
  ),
});
export type AgencyEarbQueue = z.infer<typeof agencyEarbQueueResponseSchema>;
