import { z } from 'zod';

// A person's rights over what Nyumba holds about them (issue 58, docs/privacy.md), under
// Kenya's Data Protection Act 2019: a copy of it all, its deletion, and consents that are
// recorded, unticked by default and withdrawn at once.

// The privacy notice's and the terms' versions live apart, without zod: the app's banner for a
// new version reads them without loading this file's schemas.
export { PRIVACY_VERSION, TERMS_VERSION } from './legal-versions.ts';

/**
 * What a person may agree to, each apart. Service messages (codes, receipts, a deal's
 * notices by mail) need no consent; these do. `sms-notices` is the deal notices by SMS
 * (Settings → SMS), `alerts` the saved-search mails, `whatsapp` messages on WhatsApp.
 */
export const CONSENT_PURPOSES = ['marketing-sms', 'marketing-mail', 'whatsapp', 'alerts', 'sms-notices'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** The wording a consent was given to: a new wording needs a new consent. */
export const CONSENT_VERSION = '2026-12-07';
export const CONSENT_CHANNELS = ['web', 'sms', 'mail', 'whatsapp', 'ussd'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** How long a ready export's link works. */
export const EXPORT_LINK_DAYS = 7;
/** One export at a time; a new one at most this often (each is a ZIP of every photo). */
export const EXPORT_EVERY_HOURS = 1;
export const EXPORT_STATUSES = ['building', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Ledger entries, receipts and tax records outlive an account, under no name, this long. */
export const LEDGER_KEEP_YEARS = 5;

export const EXPORT_STARTED = 'We are gathering your data. We will send you a link when it is ready.';
export const EXPORT_TOO_SOON = 'Your last copy was asked for less than an hour ago. Use that one, or try again later.';
export const EXPORT_NOT_FOUND = 'This copy of your data was not found, or its link has expired';
export const CONSENT_SAVED = 'Your choice is saved';
export const CONSENT_PURPOSE_INVALID = `purpose must be one of ${CONSENT_PURPOSES.join(', ')}`;
export const ACCOUNT_DELETE_BLOCKED = 'Finish or cancel these first, then delete your account:';
export const SMS_INBOUND_STOPPED = 'Stopped';
export const SMS_INBOUND_RECEIVED = 'Received';

export const consentBodySchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, { error: CONSENT_PURPOSE_INVALID }),
  given: z.boolean({ error: 'given must be true or false' }),
});
export type ConsentBody = z.infer<typeof consentBodySchema>;

export const consentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  given: z.boolean(),
  /** When it was last given or withdrawn; null when never asked. */
  at: z.string().nullable(),
  /** The wording's version it was given to; null when never given. */
  version: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;
export const consentsResponseSchema = z.object({ consents: z.array(consentSchema) });
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;
export const consentSavedResponseSchema = consentsResponseSchema.extend({
  success: z.literal(true),
  message: z.string(),
});

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Present once the ZIP is ready: works for its owner only, until expiresAt. */
  url: z.string().optional(),
  /** The ZIP's size in bytes, once ready. */
  bytes: z.number().int().optional(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportsResponseSchema = z.object({ exports: z.array(dataExportSchema) });
export type DataExportsResponse = z.infer<typeof dataExportsResponseSchema>;
export const exportStartedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  export: dataExportSchema,
});

export const exportParamSchema = z.object({
  id: z.uuid({ error: EXPORT_NOT_FOUND }),
});

/** What stops a deletion: a deal still open, by kind, with where to finish it. */
export const DELETION_BLOCKERS = [
  'tenancy',
  'job',
  'stay',
  'hosting',
  'payment',
  'payout',
  'dispute',
  'legal-hold',
] as const;
/** What outlives an account, under a pseudonym, and why. */
export const DELETION_KEPT = ['ledger', 'receipts', 'reviews', 'reports', 'messages'] as const;

export const deletionPreviewSchema = z.object({
  /** Empty: the account may be deleted now. */
  blockers: z.array(z.object({ kind: z.enum(DELETION_BLOCKERS), id: z.string(), title: z.string(), path: z.string() })),
  /** What is kept without the person's name, for how long and why (the law). */
  kept: z.array(z.object({ kind: z.enum(DELETION_KEPT), count: z.number().int(), until: z.string() })),
  /** What goes: counts the person can check before confirming. */
  removed: z.object({
    listings: z.number().int(),
    photos: z.number().int(),
    posts: z.number().int(),
    saved: z.number().int(),
    messages: z.number().int(),
  }),
});
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;

/** Africa's Talking's incoming message, as it posts it (form-encoded; fields it may add are ignored). */
export const smsInboundSchema = z.looseObject({
  from: z.string({ error: 'from is required' }).min(1).max(30),
  to: z.string().max(30).optional(),
  text: z.string().max(1000).default(''),
  date: z.string().max(60).optional(),
  id: z.string().max(200).optional(),
  linkId: z.string().max(200).optional(),
  networkCode: z.string().max(20).optional(),
});
export type SmsInbound = z.infer<typeof smsInboundSchema>;

/** Words a reply may say to stop, in English and Swahili (Africa's Talking passes the text as typed). */
export const STOP_WORDS = ['stop', 'stopp', 'unsubscribe', 'acha', 'sitisha', 'simamisha', 'ondoa'] as const;
export const isStopReply = (text: string): boolean => {
  // The word alone, as typed, a full stop or an exclamation mark after it allowed.
  let word = text.trim().toLowerCase();
  while (word.endsWith('.') || word.endsWith('!')) word = word.slice(0, -1);
  return (STOP_WORDS as readonly string[]).includes(word);
};
