import { pageAddress } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import type { Logger } from '../../jobs/engine.ts';
import type { MailSender } from '../../jobs/send-mail.ts';
import { composeMail, mailTexts } from '../mail/index.ts';
import { sendNoticeNow, type JobSms } from '../phone/index.ts';

/** A message waits this long unread before its recipient is mailed. */
export const UNREAD_MAIL_AFTER_MS = 10 * 60_000;
const BATCH = 50;

interface Waiting {
  conversation_id: string;
  side: 'seeker' | 'lister';
  user_id: string;
  /** Null when only an SMS may go: no address, or its mails turned off. */
  to_address: string | null;
  language: string | null;
  from_name: string;
  listing_name: string;
  text: string;
}

/**
 * Claims (marks mailed) the conversations where a message has waited unread for ten
 * minutes and its recipient wants these mails, at most one mail per conversation until
 * they read it. SKIP LOCKED: servers running this at once share the rows, never repeat them.
 */
async function claimWaiting(db: Database, now: Date): Promise<Waiting[]> {
  const due = new Date(now.getTime() - UNREAD_MAIL_AFTER_MS);
  return db.transaction(async (tx) => {
    const rows: Waiting[] = [];
    for (const side of ['seeker', 'lister'] as const) {
      const me = sql.raw(side);
      const them = sql.raw(side === 'seeker' ? 'lister' : 'seeker');
      const found = await queryRows<Waiting>(
        tx,
        sql`WITH due AS (
            SELECT c.id FROM conversations c JOIN users u ON u.id = c.${me}_id
            WHERE c.${me}_unread > 0 AND c.${me}_mailed_at IS NULL AND u.suspended_at IS NULL
              AND ((u.message_mails AND u.email_verified_at IS NOT NULL) OR u.phone_verified_at IS NOT NULL)
              AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.status = 'sent'
                AND m.sender_id = c.${them}_id AND m.id > c.${me}_read_id AND m.created_at <= ${due})
            ORDER BY c.last_message_at LIMIT ${BATCH}
            FOR UPDATE OF c SKIP LOCKED),
          marked AS (UPDATE conversations c SET ${me}_mailed_at = ${now} FROM due WHERE c.id = due.id RETURNING c.*)
          SELECT marked.id AS conversation_id, ${side}::text AS side, u.id AS user_id,
            CASE WHEN u.message_mails AND u.email_verified_at IS NOT NULL THEN u.email END AS to_address, u.language,
            o.username AS from_name, l.name AS listing_name,
            (SELECT m.text FROM messages m WHERE m.conversation_id = marked.id AND m.status = 'sent'
              AND m.sender_id = marked.${them}_id AND m.id > marked.${me}_read_id ORDER BY m.id LIMIT 1) AS text
          FROM marked JOIN users u ON u.id = marked.${me}_id JOIN users o ON o.id = marked.${them}_id
            JOIN listings l ON l.id = marked.listing_id`,
      );
      rows.push(...found);
    }
    return rows;
  });
}

/**
 * Mails everyone a message has waited for (job messages/jobs.ts, every minute): the first
 * unread message, who wrote it, the listing, and a link into the conversation. A mail that
 * fails is let go for another try on the next run.
 */
export async function mailWaitingMessages(
  deps: { db: Database; mailer: MailSender; log: Logger; publicUrl: string; sms?: Pick<JobSms, 'sender' | 'caps'> },
  now = new Date(),
): Promise<number> {
  const waiting = await claimWaiting(deps.db, now);
  let sent = 0;
  for (const row of waiting) {
    // By SMS too, to whoever chose "a message unread for 10 minutes" (phone/notices.ts).
    if (deps.sms) {
      await sendNoticeNow(
        { db: deps.db, sender: deps.sms.sender, caps: deps.sms.caps, publicUrl: deps.publicUrl, log: deps.log },
        row.user_id,
        'message',
        { words: 'message' },
        pageAddress.conversation(row.conversation_id),
        now,
      ).catch((error: unknown) => deps.log.warn({ err: error }, 'unread-message SMS failed'));
    }
    if (!row.to_address) continue;
    const texts = mailTexts(row.language).messageWaiting(row.from_name, row.listing_name, row.text);
    const message = composeMail({
      to: row.to_address,
      subject: texts.subject,
      paragraphs: [...texts.paragraphs, texts.settings],
      action: { label: texts.action, url: `${deps.publicUrl}${pageAddress.conversation(row.conversation_id)}` },
      siteUrl: deps.publicUrl,
      language: row.language,
    });
    try {
      await deps.mailer({ ...message, messageId: `<message-${row.conversation_id}-${now.getTime()}@nyumba>` });
      sent += 1;
    } catch (error) {
      deps.log.warn({ err: error, conversation: row.conversation_id }, 'unread-message mail failed; retried next run');
      const me = sql.raw(row.side);
      await deps.db.execute(sql`UPDATE conversations SET ${me}_mailed_at = NULL WHERE id = ${row.conversation_id}`);
    }
  }
  return sent;
}
