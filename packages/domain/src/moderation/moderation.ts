import { z } from 'zod';
import { saidFields } from '../core/api.ts';
import { copyPhotoPairSchema, copySideSchema } from '../shield/copy-evidence.ts';
import { listerRiskSchema } from '../shield/lister-risk.ts';
import { listingText } from '../listings/listing.ts';
import { MODERATION_STATES } from './moderation-status.ts';
import { REPORT_REASONS } from './reports.ts';

export const MODERATION_REASON_MAX = 500;

/** Why a moderator decided: kept in the audit log with who and when. */
export const moderationReasonSchema = listingText(
  MODERATION_REASON_MAX,
  'Say why: the reason is kept with the decision',
  `Reason must be at most ${MODERATION_REASON_MAX} characters`,
);

/**
 * A moderator's ruling between a held listing and the earlier one it matched: 'original'
 * publishes this one and holds the other as its copy; 'copy' keeps this one held whatever
 * its lister edits. Either sticks for those two listings' photos and words.
 */
export const copyRulingBodySchema = z.object({
  ruling: z.enum(['original', 'copy'], { error: 'Choose original or copy' }),
  reason: moderationReasonSchema,
});
export type CopyRulingBody = z.infer<typeof copyRulingBodySchema>;

export const COPY_CLAIM_MIN = 10;
export const COPY_CLAIM_MAX = 1_000;
export const COPY_CLAIM_NOTE =
  'Say how the photos and words are yours (where and when you took them, or where else you listed the home)';
export const COPY_CLAIM_TOO_LONG = `Keep the note to ${COPY_CLAIM_MAX} characters or fewer`;
/** A held listing's lister: "these photos and words are mine", with a note for the moderator. */
export const copyClaimBodySchema = z.object({
  note: listingText(COPY_CLAIM_MAX, COPY_CLAIM_NOTE, COPY_CLAIM_TOO_LONG).pipe(
    z.string().min(COPY_CLAIM_MIN, { error: COPY_CLAIM_NOTE }),
  ),
});
export type CopyClaimBody = z.infer<typeof copyClaimBodySchema>;
export const COPY_CLAIM_SENT =
  'Sent. A moderator will compare the two listings and their dates, and publish yours if it is the original.';
export const COPY_NOT_HELD = 'This listing is not held as a copy.';
export const COPY_RULED_ORIGINAL =
  'Ruled the original: it is published, and the listings it matched are held as its copies.';
export const COPY_RULED_COPY = 'Ruled a copy: it stays held, whatever its lister changes.';

export const userIdParamSchema = z.object({ id: z.uuid({ error: 'Not a valid user id' }) });

/**
 * Grant or take back the "Agent" label, after checking the EARB number against the board's
 * register and the practising certificate: its year, if the agent did not enter it.
 */
export const agentBadgeBodySchema = z.object({
  verified: z.boolean({ error: 'Say whether the EARB number checked out (true or false)' }),
  certificateYear: z
    .number({ error: 'Certificate year must be a year like 2026' })
    .int({ error: 'Certificate year must be a year like 2026' })
    .min(2000, { error: 'Certificate year must be a year like 2026' })
    .max(2100, { error: 'Certificate year must be a year like 2026' })
    .optional(),
  reason: moderationReasonSchema,
});
export type AgentBadgeBody = z.infer<typeof agentBadgeBodySchema>;

/** Sign-in (password, Google or a mailed link) to an account a moderator suspended. */
export const ACCOUNT_SUSPENDED = 'This account is suspended. Write to us if you think this is a mistake.';

export const NO_EARB_NUMBER = 'This account has no EARB number to check';
export const BADGE_NEEDS_CONFIRMED_EMAIL =
  'This account has not confirmed its email address; the badge needs a confirmed address';
export const NOT_ON_OWN_ACCOUNT = 'Another moderator decides about your own account and items';
export const MODERATOR_NOT_SUSPENDABLE =
  'Moderators are named in the configuration (MODERATOR_EMAILS); take them off there, not here';

export const moderationEntrySchema = z.object({
  id: z.string(),
  /** What was decided: 'agent-verified', 'agent-revoked', … */
  action: z.string(),
  reason: z.string(),
  /** The moderator's name as it was when they decided; null for the system's own steps. */
  moderator: z.string().nullable(),
  /** A takedown on a court order: the order's court, case number and date. */
  courtOrder: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;

export const agentBadgeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ...saidFields,
  earb: z.object({ number: z.string(), verified: z.boolean(), year: z.number().nullable().optional() }),
});

export const moderationLogResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(moderationEntrySchema),
});

/** What a moderator does with a reported item. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'remove', 'restore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const COURT_ORDER_MAX = 200;
export const COURT_ORDER_ONLY_REMOVES = 'A court order removes: choose remove';

export const moderateBodySchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: 'Choose dismiss, hide, remove or restore' }),
    reason: moderationReasonSchema,
    /** A takedown on a court order: the court, the case number and the date, kept in the log. */
    courtOrder: z
      .string({ error: 'Enter the court, the case number and the date of the order' })
      .trim()
      .min(3, { error: 'Enter the court, the case number and the date of the order' })
      .max(COURT_ORDER_MAX, { error: `A court order's reference must be at most ${COURT_ORDER_MAX} characters` })
      .optional(),
  })
  .refine((body) => body.courtOrder === undefined || body.action === 'remove', {
    error: COURT_ORDER_ONLY_REMOVES,
    path: ['courtOrder'],
  });

/** A legal hold on an account: its data is not deleted while it lasts (a court, the police, a dispute). */
export const legalHoldBodySchema = z.object({
  held: z.boolean({ error: 'Say whether to place the hold (true) or lift it (false)' }),
  /** What asks for it: a court order, a police request, a dispute's number. */
  reference: z
    .string({ error: 'Enter what asks for the hold' })
    .trim()
    .min(3, { error: 'Enter what asks for the hold' })
    .max(COURT_ORDER_MAX, { error: `The reference must be at most ${COURT_ORDER_MAX} characters` }),
});
export type LegalHoldBody = z.infer<typeof legalHoldBodySchema>;
export const legalHoldResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  hold: z.object({ reference: z.string(), placedAt: z.string(), placedBy: z.string() }).nullable(),
});
export const LEGAL_HOLD_PLACED = 'Legal hold placed: nothing of this account is deleted until it is lifted';
export const LEGAL_HOLD_LIFTED = 'Legal hold lifted';
export type ModerateBody = z.infer<typeof moderateBodySchema>;

/** Suspend an account (its sessions end, its items leave the public) or lift the suspension. */
export const suspendBodySchema = z.object({
  suspended: z.boolean({ error: 'Say whether to suspend the account (true) or lift the suspension (false)' }),
  reason: moderationReasonSchema,
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;

export const queueQuerySchema = z.object({
  view: z.enum(['open', 'removed', 'suspended'], { error: 'view must be open, removed or suspended' }).default('open'),
  /** 'urgent': urgent items first, then the most reported; 'risk': the riskiest listers' items first. */
  sort: z.enum(['urgent', 'risk'], { error: 'sort must be urgent or risk' }).default('urgent'),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

export const reporterStandingSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberSince: z.string(),
  reason: z.enum(REPORT_REASONS),
  reportedAt: z.string(),
  /** Earlier reports of theirs moderators upheld and rejected. */
  upheld: z.number(),
  rejected: z.number(),
  /** What their report counts towards hiding (0 to 2). */
  weight: z.number(),
});
export type ReporterStanding = z.infer<typeof reporterStandingSchema>;

export const queueItemSchema = z.object({
  kind: z.enum(['listing', 'post']),
  id: z.string(),
  title: z.string(),
  /** A photo to recognise it by, or null. */
  image: z.string().nullable(),
  state: z.enum(MODERATION_STATES),
  stateReason: z.string().nullable(),
  stateReasonCode: z.string().optional(),
  createdAt: z.string(),
  owner: z.object({
    id: z.string(),
    name: z.string(),
    memberSince: z.string(),
    suspended: z.boolean(),
    /** The lister's history: their items, and how many a moderator removed. */
    listingCount: z.number(),
    postCount: z.number(),
    removedCount: z.number(),
    /** The lister's risk summary (lister-risk.ts): what the queue can be sorted by. */
    risk: listerRiskSchema,
    /**
     * The account's proven number, masked but its last three digits, since when, and how many
     * other accounts it was proven on before (a number moved between throwaways); null if none.
     */
    phone: z.object({ masked: z.string(), since: z.string(), accountsBefore: z.number() }).nullable(),
  }),
  /** Reports not yet decided on: how many, by reason, and their notes (newest first). */
  reports: z.object({
    open: z.number(),
    byReason: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number() })),
    notes: z.array(z.string()),
    /** The open reports' standing added up (reporter-standing.ts), and what hides an item. */
    weight: z.number(),
    threshold: z.number(),
    /** Who reported, newest first, each with their standing. */
    reporters: z.array(reporterStandingSchema),
  }),
  /**
   * The reports weigh enough to hide the item, but automatic hiding held back (a moderator
   * kept it visible lately, or the lister already had an item hidden automatically today):
   * it waits for a moderator, first in the queue.
   */
  urgent: z.boolean(),
  /**
   * Other listers' listings this one copies (scam shield): by a photo (score: bits apart, of
   * 64) or its description (score: similarity, 0 to 1), shown beside it. Only those no
   * moderator has cleared.
   */
  copies: z.array(
    z.object({
      kind: z.enum(['photo', 'text']),
      score: z.number(),
      listing: z.object({
        id: z.string(),
        title: z.string(),
        image: z.string().nullable(),
        createdAt: z.string(),
        ownerId: z.string(),
        ownerName: z.string(),
        /** Its dates and numbers, beside this listing's (`side`). */
        side: copySideSchema.optional(),
      }),
      /** For a photo match: each photo of this listing that matched one of the other's, with both files' evidence. */
      photos: z.array(copyPhotoPairSchema).optional(),
      /** The two listings show the same contact number. */
      sameContact: z.boolean().optional(),
    }),
  ),
  /** This listing's dates and numbers, for comparing with each listing it copies (present when it copies one). */
  side: copySideSchema.optional(),
  /**
   * The held listing's lister says it is theirs: their note, and when; due a day after it was
   * first made (a note sent again before an answer keeps it); open until a moderator decides
   * about the listing or it is no longer held.
   */
  claim: z.object({ note: z.string(), claimedAt: z.string(), dueAt: z.string(), open: z.boolean() }).nullable(),
  lastReportedAt: z.string().nullable(),
  log: z.array(moderationEntrySchema),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** Claims ("these are mine") waiting for a moderator, and how many of them are past their due time. */
export const copyClaimCountsSchema = z.object({ waiting: z.number(), overdue: z.number() });
export type CopyClaimCounts = z.infer<typeof copyClaimCountsSchema>;

export const moderationQueueResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(queueItemSchema),
  /** Every open claim, not only those on this screen (the 'open' view only). */
  claims: copyClaimCountsSchema.optional(),
});
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;

export const moderationItemResponseSchema = z.object({ success: z.literal(true), item: queueItemSchema });

export const moderateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ...saidFields,
  state: z.enum(MODERATION_STATES),
  log: z.array(moderationEntrySchema),
});
export type ModerateResponse = z.infer<typeof moderateResponseSchema>;

export const suspendResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ...saidFields,
  suspended: z.boolean(),
});
