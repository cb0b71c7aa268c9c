import { defineJob, type Logger } from '../../jobs/engine.ts';
import type { MailSender } from '../../jobs/send-mail.ts';
import type { Database } from '../../db/database.ts';
import { drainAlertMails } from './delivery.ts';
import { runDueAlerts } from './run.ts';

export const RUN_ALERTS = 'run-alerts';
const SEND_ALERT_MAILS = 'send-alert-mails';
/** Instant alerts are looked at this often; daily and weekly ones wait for their hour. */
const ALERT_RUN_SCHEDULE = '*/5 * * * *';
/** The outbox's retries, and anything a killed server left: every minute. */
const ALERT_MAIL_SCHEDULE = '* * * * *';

interface AlertJobDeps {
  db: Database;
  log: Logger;
  mailer?: MailSender;
  site?: { publicUrl: string; imageBaseUrl: string };
}

/**
 * The alerts' two jobs. Neither needs a singleton policy: alerts and outbox rows are taken
 * with SKIP LOCKED, so runs on several servers (the schedule's, and the one each server
 * asks for when it starts) share the work instead of repeating it.
 */
export function alertJobs(deps: AlertJobDeps) {
  const site = deps.site ?? { publicUrl: 'http://localhost:3000', imageBaseUrl: '' };
  const mailer: MailSender =
    deps.mailer ??
    (async (message) =>
      deps.log.info({ to: message.to, subject: message.subject }, 'no mail transport; alert mail logged'));
  const drain = () => drainAlertMails({ db: deps.db, mailer, log: deps.log, publicUrl: site.publicUrl });
  const run = defineJob({
    name: RUN_ALERTS,
    schedule: ALERT_RUN_SCHEDULE,
    // A restarted server's catch-up run starts within seconds, not at the next poll.
    pollingIntervalSeconds: 2,
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 30 * 60 },
    handler: async () => {
      const done = await runDueAlerts({ db: deps.db, ...site });
      if (done.checked > 0) deps.log.info(done, 'looked at due alerts');
      const sent = await drain();
      if (sent > 0) deps.log.info({ sent }, 'sent alert mails');
    },
  });
  const send = defineJob({
    name: SEND_ALERT_MAILS,
    schedule: ALERT_MAIL_SCHEDULE,
    pollingIntervalSeconds: 10,
    queue: { retryLimit: 1, expireInSeconds: 30 * 60 },
    handler: async () => {
      const sent = await drain();
      if (sent > 0) deps.log.info({ sent }, 'sent alert mails');
    },
  });
  return [run, send];
}
