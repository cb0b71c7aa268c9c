import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { messageEvents } from '../../db/schema-messages.ts';
import { defineJob, type Logger } from '../../jobs/engine.ts';
import type { MailSender } from '../../jobs/send-mail.ts';
import { EVENT_DAYS } from './events.ts';
import { mailWaitingMessages } from './mail.ts';
import type { JobSms } from '../phone/index.ts';

const MAIL_UNREAD_MESSAGES = 'mail-unread-messages';
/** Every minute: a message waits its ten minutes, give or take one. */
const UNREAD_MAIL_SCHEDULE = '* * * * *';

interface MessageJobDeps {
  db: Database;
  log: Logger;
  mailer?: MailSender;
  sms?: JobSms;
  site?: { publicUrl: string; imageBaseUrl: string };
}

/** Old stream events are pruned (a stream away longer reloads its lists), then waiting messages mailed. */
export function messageJobs(deps: MessageJobDeps) {
  const publicUrl = deps.site?.publicUrl ?? 'http://localhost:3000';
  const mailer: MailSender =
    deps.mailer ??
    (async (message) =>
      deps.log.info({ to: message.to, subject: message.subject }, 'no mail transport; message mail logged'));
  return [
    defineJob({
      name: MAIL_UNREAD_MESSAGES,
      schedule: UNREAD_MAIL_SCHEDULE,
      pollingIntervalSeconds: 10,
      // Rows are claimed with SKIP LOCKED, so runs on several servers share the work.
      queue: { retryLimit: 1, expireInSeconds: 10 * 60 },
      handler: async () => {
        await deps.db
          .delete(messageEvents)
          .where(lt(messageEvents.createdAt, new Date(Date.now() - EVENT_DAYS * 86_400_000)));
        const sent = await mailWaitingMessages({
          db: deps.db,
          mailer,
          log: deps.log,
          publicUrl,
          ...(deps.sms ? { sms: deps.sms } : {}),
        });
        if (sent > 0) deps.log.info({ sent }, 'mailed unread messages');
      },
    }),
  ];
}
