import { defineJob, type Logger } from './engine.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A fixed Message-ID (`<id@host>`), so a message sent twice is recognised as one. */
  messageId?: string;
  /** Files sent along, as text (an .ics of a booking): the job's payload is JSON. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Sends one message or throws; a throw makes pg-boss retry the job with backoff. */
export type MailSender = (message: MailMessage) => Promise<void>;

export const SEND_MAIL = 'send-mail';

/**
 * Mail goes out through this job, never inside a request: a slow or failing mail server
 * then costs retries in the background, not a user's wait. Enqueue it with
 * `jobs.enqueue(SEND_MAIL, message, { tx })` in the transaction that made the reason
 * to write (a reset token, a verification), so no mail leaves for a rolled-back change.
 */
export function sendMailJob(deps: { log: Logger; mailer?: MailSender }) {
  return defineJob<MailMessage>({
    name: SEND_MAIL,
    // Someone is waiting for most of these (a sign-up link, a password link): a second's
    // poll is one indexed query a second per server, cheap next to a person waiting.
    pollingIntervalSeconds: 1,
    // Five tries over about half an hour (30 s, 1, 2, 4, 8 min with backoff).
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 120 },
    handler: async (message) => {
      if (deps.mailer) return deps.mailer(message);
      deps.log.info(
        { to: message.to, subject: message.subject },
        'no mail transport configured; mail logged, not sent',
      );
    },
  });
}
