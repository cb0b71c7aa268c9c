import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { sessions } from '../../db/schema-sessions.ts';
import { emailLinks, passwordResets } from '../../db/schema-trust.ts';

/**
 * Ends everything that could still act for the account from before a proof: every
 * outstanding mailed link (address confirmation, e-mail change, password reset) and every
 * session but `keepSessionId` (the device that just proved itself, if it stays signed in).
 *
 * Called whenever who holds the account is settled anew: a password reset or change, and a
 * completed e-mail change. A new account's first confirmation ends the other links only
 * ('keep-all': the password that made those sessions is the same one). Without it, whoever
 * held the password before could confirm an e-mail change they had started, or keep a
 * session, after the owner had recovered the account.
 */
export async function endAccountProofs(
  tx: Transaction,
  userId: string,
  sessionsTo: { keep: string | undefined } | 'keep-all' = { keep: undefined },
): Promise<void> {
  const now = new Date();
  await tx
    .update(emailLinks)
    .set({ usedAt: now })
    .where(and(eq(emailLinks.userId, userId), isNull(emailLinks.usedAt)));
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  if (sessionsTo === 'keep-all') return;
  const { keep } = sessionsTo;
  await tx
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}
