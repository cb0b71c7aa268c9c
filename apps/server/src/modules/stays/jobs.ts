import { defineJob, type JobEngine, type Logger } from '../../jobs/engine.ts';
import type { Database } from '../../db/database.ts';
import type { MailSender } from '../../jobs/send-mail.ts';
import { importCalendars } from './ical-import.ts';
import { expireStays } from './stay-service.ts';

/** Every five minutes: a request lapses within five minutes of its 24 hours. */
export const EXPIRE_STAYS_SCHEDULE = '*/5 * * * *';
/** Hourly: other sites' calendars are read again (the issue asks for hourly). */
export const IMPORT_CALENDARS_SCHEDULE = '7 * * * *';

interface StayJobDeps {
  db: Database;
  log: Logger;
  mailer?: MailSender;
  site?: { publicUrl: string };
}

export function stayJobs(deps: StayJobDeps) {
  const publicUrl = deps.site?.publicUrl ?? 'http://localhost:3000';
  return [
    defineJob({
      name: 'expire-stay-requests',
      schedule: EXPIRE_STAYS_SCHEDULE,
      pollingIntervalSeconds: 30,
      queue: { policy: 'singleton', retryLimit: 1, expireInSeconds: 300 },
      handler: async () => {
        // The job's mails leave through its own mailer once the lapses are committed.
        const mails = await expireStays(deps.db, {
          jobs: undefined as JobEngine | undefined,
          log: deps.log,
          publicUrl,
        });
        for (const mail of mails) {
          if (deps.mailer) await deps.mailer(mail);
          else deps.log.info({ to: mail.to, subject: mail.subject }, 'no mail transport; stay mail logged');
        }
      },
    }),
    defineJob({
      name: 'import-stay-calendars',
      schedule: IMPORT_CALENDARS_SCHEDULE,
      pollingIntervalSeconds: 60,
      queue: { policy: 'singleton', retryLimit: 1, expireInSeconds: 1_800 },
      handler: async () => {
        const done = await importCalendars({ db: deps.db, log: deps.log });
        if (done.read + done.failed > 0) deps.log.info(done, 'read linked calendars');
      },
    }),
  ];
}
