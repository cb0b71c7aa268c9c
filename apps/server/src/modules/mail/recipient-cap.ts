import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { LOCK_CLASSES, lockKey } from '../../db/row-locks.ts';
import { recipientMails } from '../../db/schema-trust.ts';

/**
 * Mails one address may be sent in an hour because somebody asked (sign-up, "send the link
 * again", an e-mail change, a password reset), whoever asked and from however many
 * accounts: enough for a person who lost a mail or two, too few to bomb a stranger's inbox.
 */
export const MAILS_PER_RECIPIENT_PER_HOUR = 6;

const recipientHash = (address: string) => createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * Takes one of the address's mails for this hour, in the caller's transaction (the mail
 * it stands for is queued in the same one): false when the hour's share is gone, and then
 * nothing is recorded. The address's lock makes concurrent requests on any number of
 * servers count each other.
 */
export async function claimRecipientMail(tx: Transaction, address: string): Promise<boolean> {
  const hash = recipientHash(address);
  await lockKey(tx, LOCK_CLASSES.recipient, hash);
  const [recent] = await tx
    .select({ n: count() })
    .from(recipientMails)
    .where(
      and(eq(recipientMails.recipientHash, hash), gt(recipientMails.createdAt, new Date(Date.now() - 60 * 60_000))),
    );
  if ((recent?.n ?? 0) >= MAILS_PER_RECIPIENT_PER_HOUR) return false;
  await tx.insert(recipientMails).values({ recipientHash: hash });
  return true;
}

/** Rows past their hour count for nothing. */
export async function pruneRecipientMails(db: Database): Promise<void> {
  await db.delete(recipientMails).where(lt(recipientMails.createdAt, new Date(Date.now() - 60 * 60_000)));
}
