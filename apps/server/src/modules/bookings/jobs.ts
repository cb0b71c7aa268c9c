import { defineJob, type Logger } from '../../jobs/engine.ts';
import type { Database } from '../../db/database.ts';
import type { MailMessage, MailSender } from '../../jobs/send-mail.ts';
import type { JobSms } from '../phone/index.ts';
import { importCalendars } from './ical-import.ts';
import { expireStays } from './stay-service.ts';
import { keepViewings } from './viewing-service.ts';

/**
 * Every five minutes: a request lapses within five minutes of its 24 hours, and a viewing's
 * reminder goes two hours before it, give or take five minutes.
 */
const BOOKINGS_SCHEDULE = '*/5 * * * *';
/** Hourly: other sites' calendars are read again (the issue asks for hourly). */
const IMPORT_CALENDARS_SCHEDULE = '7 * * * *';

interface BookingJobDeps {
  db: Database;
  log: Logger;
  mailer?: MailSender;
  site?: { publicUrl: string };
  sms?: JobSms;
}

export function bookingJobs(deps: BookingJobDeps) {
  // Mails leave through the job's own mailer once its changes are committed; SMS through the engine.
  const mailDeps = () => ({
    jobs: undefined,
    log: deps.log,
    publicUrl: deps.site?.publicUrl ?? 'http://localhost:3000',
    ...(deps.sms ? { sms: { caps: deps.sms.caps, jobs: deps.sms.jobs() } } : {}),
  });
  // These jobs' mails leave through the job's own mailer once their changes are committed.
  const send = async (mails: MailMessage[]) => {
    for (const mail of mails) {
      if (deps.mailer) await deps.mailer(mail);
      else deps.log.info({ to: mail.to, subject: mail.subject }, 'no mail transport; booking mail logged');
    }
  };
  const every5 = (name: string, handler: () => Promise<void>) =>
    defineJob({
      name,
      schedule: BOOKINGS_SCHEDULE,
      pollingIntervalSeconds: 30,
      queue: { policy: 'singleton', retryLimit: 1, expireInSeconds: 300 },
      handler,
    });
  return [
    every5('expire-stay-requests', async () => send(await expireStays(deps.db, mailDeps()))),
    every5('keep-viewings', async () => send(await keepViewings(deps.db, mailDeps()))),
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
