import { z } from 'zod';
import { saidFields } from '../core/api.ts';
import { listingText } from '../listings/listing.ts';

/** Why someone reports a listing or a post: the reasons Kenyan portals' users meet most. */
export const REPORT_REASONS = [
  'scam',
  'wrong-price',
  'unavailable',
  'duplicate',
  'wrong-category',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  'wrong-price': 'Wrong price',
  unavailable: 'Already let or sold',
  duplicate: 'Duplicate',
  'wrong-category': 'Wrong category',
  offensive: 'Offensive',
  other: 'Other',
};

export const REPORT_NOTE_MAX = 500;
export const REPORT_REASON_REQUIRED = 'Choose what is wrong';
export const REPORT_NOTE_REQUIRED = 'Say what is wrong';
export const REPORT_SENT = 'Thank you. A moderator will look at it.';
export const ALREADY_REPORTED = 'You reported this already. A moderator will look at it.';
export const OWN_LISTING_REPORT = 'You cannot report your own listing';
export const OWN_POST_REPORT = 'You cannot report your own post';

const note = listingText(REPORT_NOTE_MAX, REPORT_NOTE_REQUIRED, `Note must be at most ${REPORT_NOTE_MAX} characters`);

/** A report: a reason, and a note that "other" needs (the others may add one). */
export const reportBodySchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: REPORT_REASON_REQUIRED }),
    note: z.preprocess((value) => (value === '' || value === null ? undefined : value), note.optional()),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: REPORT_NOTE_REQUIRED });
  });
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ...saidFields,
  /** False when this user had reported the item before: nothing new was recorded. */
  recorded: z.boolean(),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;
