import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { SEND_MAIL, type MailMessage } from '../../jobs/send-mail.ts';
import { composeMail } from '../mail/index.ts';
import { smsNotice, type SmsCaps } from '../phone/index.ts';
import type { NoticeWords, SmsNoticeKind } from '@nyumba/domain';

export interface BookingMailDeps {
  /** Mail is queued in the transaction that changed the booking; without an engine it is only returned. */
  jobs: JobEngine | undefined;
  log: Logger;
  publicUrl: string;
  /**
   * Phone numbers in use (config PHONE_FEATURES): holding more than one booking at a time then
   * needs a proven number (docs/phone.md).
   */
  phones?: boolean;
  /**
   * SMS notices (modules/phone/notices.ts): the caps, the engine that sends them (a scheduled
   * job's own mails leave through its mailer, its SMS through the engine) and the address of
   * the request that caused them. Absent: no SMS.
   */
  sms?: { caps: SmsCaps; jobs?: JobEngine | undefined; address?: string | null };
}

/** A booking's notice by SMS to one person, when this deployment sends SMS. */
export async function noticeBySms(
  deps: BookingMailDeps,
  tx: Transaction,
  userId: string,
  kind: SmsNoticeKind,
  notice: NoticeWords,
  path: string,
  now: Date,
): Promise<void> {
  if (!deps.sms) return;
  const { caps, jobs, address } = deps.sms;
  await smsNotice(
    { jobs: jobs ?? deps.jobs, log: deps.log, caps, address: address ?? null },
    tx,
    userId,
    kind,
    notice,
    path,
    now,
  );
}

export interface Person {
  id: string;
  name: string;
  email: string | null;
  language: string | null;
}

/** The two people of a booking, by id. */
export async function peopleOf(tx: Transaction, ids: string[]): Promise<Map<string, Person>> {
  const rows = await tx
    .select({ id: users.id, name: users.username, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A booking's mail to one person, in their language, with its calendar event when it has
 * one: composed, queued in `tx` when there is a job engine, and returned.
 */
export async function bookingMail(
  deps: BookingMailDeps,
  tx: Transaction,
  to: Person,
  content: { subject: string; paragraphs: string[]; action: string; path: string },
  event?: { ics: string; method: 'PUBLISH' | 'CANCEL'; filename: string },
): Promise<MailMessage | null> {
  // An account made by phone has no mailbox: its notices go by SMS (modules/phone/notices.ts).
  if (!to.email) return null;
  const site = deps.publicUrl.replace(/\/$/, '');
  const message = composeMail({
    to: to.email,
    subject: content.subject,
    paragraphs: content.paragraphs,
    action: { label: content.action, url: `${site}${content.path}` },
    siteUrl: site,
    language: to.language,
    ...(event
      ? {
          attachments: [
            {
              filename: event.filename,
              contentType: `text/calendar; charset=utf-8; method=${event.method}`,
              content: event.ics,
            },
          ],
        }
      : {}),
  });
  if (deps.jobs) await deps.jobs.enqueue(SEND_MAIL, message, { tx });
  return message;
}
