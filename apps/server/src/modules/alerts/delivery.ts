import { and, asc, eq, isNull, lt, or, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { alertMails, alertMatches, MAX_ALERT_MAIL_ATTEMPTS } from '../../db/schema-alerts.ts';
import type { Logger } from '../../jobs/engine.ts';
import type { MailSender } from '../../jobs/send-mail.ts';

const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 60 * 60 * 1000;

export interface DeliveryDeps {
  db: Database;
  mailer: MailSender;
  log: Logger;
  /** The Message-ID's host: the site's (PUBLIC_URL). */
  publicUrl: string;
}

const due = (now: Date) =>
  and(
    isNull(alertMails.sentAt),
    lt(alertMails.attempts, MAX_ALERT_MAIL_ATTEMPTS),
    or(isNull(alertMails.retryAt), lte(alertMails.retryAt, now)),
  );

/**
 * Sends the alerts' outbox, one message per transaction: the row is locked (SKIP LOCKED,
 * so servers share the outbox) while the mail server takes the message, and marked sent
 * in the same transaction. A server killed before the mail server accepted a message
 * rolls back and its lock goes with its connection, so the message is sent again at once
 * by whichever server drains next; one killed after, between the mail server's "accepted"
 * and the commit (a database round trip), would send it again: with the same Message-ID,
 * which mail services treat as one message. Returns the number sent.
 */
export async function drainAlertMails(deps: DeliveryDeps, limit = 10_000): Promise<number> {
  const host = new URL(deps.publicUrl).hostname || 'nyumba';
  let sent = 0;
  while (sent < limit) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(alertMails)
        .where(due(new Date()))
        .orderBy(asc(alertMails.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return 'empty' as const;
      try {
        await deps.mailer({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          headers: row.headers,
          messageId: `<alert-${row.id}@${host}>`,
        });
      } catch (error) {
        const wait = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** row.attempts);
        deps.log.warn({ err: error, mail: row.id, attempts: row.attempts + 1 }, 'alert mail not sent; will retry');
        await tx
          .update(alertMails)
          .set({ attempts: row.attempts + 1, retryAt: new Date(Date.now() + wait) })
          .where(eq(alertMails.id, row.id));
        return 'failed' as const;
      }
      await tx
        .update(alertMails)
        .set({ sentAt: new Date(), attempts: row.attempts + 1 })
        .where(eq(alertMails.id, row.id));
      return 'sent' as const;
    });
    if (outcome === 'empty') break;
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

/** Sent mails after 30 days, and matches old enough that no run can find their listing again. */
export async function pruneAlertRows(db: Database): Promise<void> {
  const monthAgo = sql`now() - interval '30 days'`;
  await db.delete(alertMails).where(and(sql`${alertMails.sentAt} IS NOT NULL`, lt(alertMails.sentAt, monthAgo)));
  await db.delete(alertMatches).where(lt(alertMatches.createdAt, monthAgo));
}
