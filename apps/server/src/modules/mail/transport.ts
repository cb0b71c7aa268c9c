import { randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '../../jobs/engine.ts';
import type { MailMessage, MailSender } from '../../jobs/send-mail.ts';

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://…; unset: the development outbox. */
  smtpUrl?: string;
  /** The From header, e.g. `Nyumba <hello@nyumba.co.ke>`. */
  from: string;
  /** Where the development outbox keeps its .eml files (DATA_DIR/outbox). */
  outboxDir: string;
  log: Logger;
}

/** The folder the development outbox writes to, under DATA_DIR (see the README, "Mail"). */
export function outboxDirectory(dataDir: string): string {
  return path.resolve(dataDir, 'outbox');
}

/**
 * Names an outbox file so that `ls` lists messages oldest first and the subject shows. A
 * random tail keeps two messages of one subject in the same millisecond apart (two sign-ups
 * at once: the second "Confirm your email address" used to replace the first).
 */
function outboxFileName(message: MailMessage, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const subject = message.subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 48)
    .replace(/^-|-$/g, '');
  return `${stamp}-${subject || 'message'}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * Writes `data` to `file` so that a reader never sees it half written: a mail client or a
 * test polling the outbox from another process used to list a new .eml while its bytes were
 * still on the way and read an empty message. The bytes go to a hidden `temp` first (no
 * .eml ending, so no reader takes it for a message), then a hard link gives the message its
 * name in one step. A link, unlike a rename, fails on a name already taken, so a clash fails
 * the job (and it retries) rather than replacing a message.
 */
async function publishWhole(temp: string, file: string, data: Buffer): Promise<void> {
  await writeFile(temp, data, { flag: 'wx' });
  try {
    await link(temp, file);
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/**
 * How mail leaves: through SMTP_URL when it is set, else into the development outbox, a
 * folder of .eml files (any mail client opens them; they are plain text too) with one log
 * line each, so a newcomer on `npm start` can follow every link a message carries. Both
 * go through nodemailer, so the outbox holds exactly what SMTP would have sent.
 */
export function createMailer(options: MailerOptions): MailSender & { close?: () => void } {
  if (options.smtpUrl) {
    // Pooled: an alert run sends hundreds of messages, and a connection each (TCP, greeting,
    // TLS, login) would cost more than the messages.
    const url = new URL(options.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    const transport = createTransport(url.toString());
    const send = async (message: MailMessage) => {
      await transport.sendMail({ from: options.from, ...message });
    };
    return Object.assign(send, { close: () => transport.close() });
  }
  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const sent = await stream.sendMail({ from: options.from, ...message });
    await mkdir(options.outboxDir, { recursive: true });
    const name = outboxFileName(message, new Date());
    const file = path.join(options.outboxDir, name);
    await publishWhole(path.join(options.outboxDir, `.${name}.part`), file, sent.message as Buffer);
    options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the development outbox');
  };
}
