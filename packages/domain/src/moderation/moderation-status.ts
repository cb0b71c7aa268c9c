import { z } from 'zod';

/**
 * Where an item stands with moderation. 'hidden': reported by enough people, or hidden by a
 * moderator, until reviewed; 'removed': a moderator took it down; 'suspended': its owner's
 * account is suspended. Only 'visible' items reach search, the map, home and profiles.
 */
export const MODERATION_STATES = ['visible', 'hidden', 'removed', 'suspended'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** What the owner sees on their own item that the public cannot see; null when visible. */
export const moderationStatusSchema = z
  .object({
    state: z.enum(['hidden', 'removed', 'suspended']),
    reason: z.string(),
    /** The reason's code when it is one of Nyumba's sentences (core/sentences), not a moderator's words. */
    reasonCode: z.string().optional(),
  })
  .nullable();
export type ModerationStatus = z.infer<typeof moderationStatusSchema>;

export const MODERATION_STATUS_LABELS: Record<Exclude<ModerationState, 'visible'>, string> = {
  hidden: 'Hidden while a moderator reviews it',
  removed: 'Removed by a moderator',
  suspended: 'Hidden: your account is suspended',
};
