import { reviewJobs } from './modules/reviews/index.ts';
import { deleteExpiredIdTokens, pruneEmailLinks, pruneResetLinks } from './modules/auth/index.ts';
import { foldListingChangeCounts, foldSearchWords, keepListingsTrue } from './modules/listings/index.ts';
import { holdCopies } from './modules/shield/index.ts';
import { backfillImageWidths, backfillPhotoPrints, heldForCopies, sweepOrphanImages } from './modules/images/index.ts';
import { pruneRecipientMails } from './modules/mail/index.ts';
import { alertJobs, pruneAlertRows } from './modules/alerts/index.ts';
import { messageJobs } from './modules/messages/index.ts';
import { bookingJobs } from './modules/bookings/index.ts';
import { pruneRequests, sendSmsJob, sendNoticeNow, type JobSms } from './modules/phone/index.ts';
import { type PaymentDeps, sendPayoutJob, paymentsTickJob } from './modules/payments/index.ts';
import { type TenancyDeps, tenancyTickJob } from './modules/tenancies/index.ts';
import { type JobDeps as WorkJobDeps, jobTickJob } from './modules/jobs/index.ts';
import { agencyTickJob } from './modules/agencies/index.ts';
import { buildExportJob, expireExportsJob, retentionJob } from './modules/privacy/index.ts';
import type { Database } from './db/database.ts';
import { deleteExpiredSessions } from './plugins/session-store.ts';
import type { ImageStore } from './lib/image-store.ts';
import { deleteExpiredCounters } from './plugins/rate-limit-store.ts';
import { defineJob, type JobType, type Logger } from './jobs/engine.ts';
import { sendMailJob, type MailSender } from './jobs/send-mail.ts';

export interface JobDeps {
  db: Database;
  store: ImageStore;
  log: Logger;
  /** How mail leaves (the trust work plugs in SMTP); without one, messages are logged. */
  mailer?: MailSender;
  /**
   * How SMS leave (Africa's Talking, or the development outbox), the caps they pass, and the
   * engine that sends the ones a scheduled job causes (read when it runs); without it, SMS
   * are logged.
   */
  sms?: JobSms;
  /** The site's address and the photos' (PUBLIC_URL, IMAGE_BASE_URL), for links in alert mails. */
  site?: { publicUrl: string; imageBaseUrl: string };
  /** What tenancies need, read when a job runs. */
  tenancies?: () => TenancyDeps | null;
  /** What jobs (a client's work for a provider) need, read when a job runs. */
  fundiJobs?: () => WorkJobDeps | null;
  /** What payments need (Daraja or its simulator), read when a job runs; null or absent: payments off. */
  payments?: () => PaymentDeps | null;
}

/** Uploads nothing uses are swept after a day; four times a day is often enough. */
const SWEEP_SCHEDULE = '17 */6 * * *';
/** Expired sessions, rate-limit windows and used ID tokens: cheap indexed deletes, every minute. */
const EXPIRY_SCHEDULE = '* * * * *';

/** Listings' "still available?" reminders and expiry: hourly is prompt enough for a 30-day period. */
const FRESHNESS_SCHEDULE = '23 * * * *';

/** Folds the per-backend change counts into row 0, so the caches' sum stays a few rows. */
const FOLD_SCHEDULE = '41 * * * *';

/** Small scheduled database chores: one at a time, one retry, never more than 5 minutes. */
function housekeeping(name: string, schedule: string, pollingIntervalSeconds: number, handler: () => Promise<void>) {
  return defineJob({
    name,
    schedule,
    pollingIntervalSeconds,
    queue: { policy: 'singleton', retryLimit: 1, expireInSeconds: 300 },
    handler,
  });
}

/**
 * Every job type the servers run. Add one here (see docs/architecture.md, Jobs): each
 * server works every queue, and pg-boss hands each job to exactly one of them.
 */
export function jobTypes(deps: JobDeps): JobType<never>[] {
  const sweep = defineJob({
    name: 'sweep-orphan-images',
    schedule: SWEEP_SCHEDULE,
    pollingIntervalSeconds: 30,
    queue: { policy: 'singleton', retryLimit: 2, retryDelay: 300, expireInSeconds: 3_600 },
    handler: async () => {
      const removed = await sweepOrphanImages(deps);
      if (removed > 0) deps.log.info({ removed }, 'removed orphan images');
    },
  });
  const backfill = defineJob({
    name: 'backfill-image-widths',
    pollingIntervalSeconds: 30,
    // Every server asks for it at start; the exclusive policy keeps one queued or running.
    queue: { policy: 'exclusive', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 6 * 3_600 },
    handler: async () => {
      const completed = await backfillImageWidths(deps, (key, reason) =>
        deps.log.warn({ key, err: reason }, 'could not add image widths'),
      );
      if (completed > 0) deps.log.info({ completed }, 'added missing image widths');
    },
  });
  // Photos printed by an older method (or before prints) are printed again, then every
  // listing held for copies is decided again under today's rules.
  const prints = defineJob({
    name: 'backfill-photo-prints',
    pollingIntervalSeconds: 30,
    queue: { policy: 'exclusive', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 6 * 3_600 },
    handler: async () => {
      const printed = await backfillPhotoPrints(deps, (key, reason) =>
        deps.log.warn({ key, err: reason }, 'could not print a photo'),
      );
      let released = 0;
      for (const id of await heldForCopies(deps.db)) if ((await holdCopies(deps.db, id)) === 'released') released += 1;
      if (printed + released > 0) deps.log.info({ printed, released }, 'printed photos and re-checked held copies');
    },
  });
  const expire = housekeeping('delete-expired-rows', EXPIRY_SCHEDULE, 10, async () => {
    // Each module prunes its own tables.
    const gone = await deleteExpiredSessions(deps.db);
    const tokens = await deleteExpiredIdTokens(deps.db);
    const counters = await deleteExpiredCounters(deps.db);
    await pruneResetLinks(deps.db);
    await pruneEmailLinks(deps.db);
    await pruneRecipientMails(deps.db);
    await pruneAlertRows(deps.db);
    await pruneRequests(deps.db);
    if (gone + tokens + counters > 0) {
      deps.log.info({ sessions: gone, idTokens: tokens, rateLimits: counters }, 'deleted expired rows');
    }
  });
  const fold = housekeeping('fold-listing-change-counts', FOLD_SCHEDULE, 60, () => foldListingChangeCounts(deps.db));
  // Searches fold the vocabulary's pending word changes before reading it; this bounds how
  // long a change can wait when nobody searches.
  const vocabulary = housekeeping('fold-search-words', EXPIRY_SCHEDULE, 10, () => foldSearchWords(deps.db));
  // Hourly: a reminder a week before a listing's period ends, and out of search after it.
  const freshness = housekeeping('keep-listings-true', FRESHNESS_SCHEDULE, 60, async () => {
    const mailer: MailSender =
      deps.mailer ??
      (async (message) =>
        deps.log.info({ to: message.to, subject: message.subject }, 'no mail transport; reminder logged'));
    const publicUrl = deps.site?.publicUrl ?? 'http://localhost:3000';
    const sms = deps.sms;
    const done = await keepListingsTrue({
      db: deps.db,
      mailer,
      publicUrl,
      // A lister with no e-mail hears by SMS, a reminder they may turn off in Settings.
      ...(sms
        ? {
            onPhoneOnly: async (listing, link) => {
              await sendNoticeNow(
                { db: deps.db, sender: sms.sender, publicUrl, caps: sms.caps, log: deps.log },
                listing.ownerId,
                'reminder',
                { words: 'stillAvailable' },
                link,
              );
            },
          }
        : {}),
    });
    if (done.reminded + done.stale > 0) deps.log.info(done, 'kept listings true');
  });
  return [
    sweep,
    freshness,
    backfill,
    prints,
    expire,
    fold,
    vocabulary,
    sendMailJob(deps),
    sendSmsJob({
      db: deps.db,
      log: deps.log,
      publicUrl: deps.site?.publicUrl ?? 'http://localhost:3000',
      sender:
        deps.sms?.sender ??
        (async (to) => {
          deps.log.info({ to }, 'no SMS transport; SMS logged, not sent');
          return { sent: true };
        }),
      ...(deps.sms?.whatsapp ? { whatsapp: deps.sms.whatsapp } : {}),
    }),
    ...alertJobs(deps),
    ...messageJobs(deps),
    ...bookingJobs(deps),
    ...reviewJobs(deps),
    paymentsTickJob(deps.payments ?? (() => null)),
    tenancyTickJob(deps.tenancies ?? (() => null)),
    jobTickJob(deps.fundiJobs ?? (() => null)),
    agencyTickJob(deps.fundiJobs ?? (() => null)),
    sendPayoutJob(deps.payments ?? (() => null)),
    buildExportJob(() => ({
      db: deps.db,
      store: deps.store,
      publicUrl: deps.site?.publicUrl ?? 'http://localhost:3000',
      ...(deps.mailer ? { mailer: deps.mailer } : {}),
    })),
    expireExportsJob(() => deps),
    retentionJob(deps),
  ] as JobType<never>[];
}
