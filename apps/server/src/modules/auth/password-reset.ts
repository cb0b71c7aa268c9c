import { randomBytes } from 'node:crypto';
import type { ForgotPasswordBody, ResetPasswordBody } from '@nyumba/domain';
import { pageAddress, RESET_LINK_INVALID } from '@nyumba/domain';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { passwordResets } from '../../db/schema-trust.ts';
import { SEND_MAIL } from '../../jobs/send-mail.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashToken } from '../../plugins/session-store.ts';
import { mailTexts, composeMail, claimRecipientMail } from '../mail/index.ts';
import { lockAccount } from '../../db/row-locks.ts';
import type { MailDeps } from './email-links.ts';
import { clearFailures } from './lockout.ts';
import { endAccountProofs } from './account-proofs.ts';
import { findUserByEmail } from './service.ts';

/** A link works for an hour: long enough to find the mail on a slow day, short if a mailbox leaks. */
const RESET_LINK_MINUTES = 60;
/** Links one account can be sent per hour: enough for a lost mail, too few to flood an inbox. */
export const RESET_LINKS_PER_HOUR = 3;

/**
 * Sends a link to set a new password when the address has an account, and quietly does
 * nothing otherwise: the caller answers the same either way, so the form cannot tell
 * anyone who has an account. The token goes in the link's fragment (#), which browsers
 * send to no server and put in no Referer.
 */
export async function requestPasswordReset(deps: MailDeps, body: ForgotPasswordBody): Promise<void> {
  const user = await findUserByEmail(deps.db, body.email);
  const email = user?.email;
  if (!user || !email) return;
  const since = new Date(Date.now() - 60 * 60_000);
  await deps.db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, since)));
    if ((recent?.n ?? 0) >= RESET_LINKS_PER_HOUR) return;
    if (!(await claimRecipientMail(tx, email))) return;
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
    });
    const site = deps.publicUrl.replace(/\/$/, '');
    // An unconfirmed account's name was chosen by whoever made it, maybe not this address's owner.
    const { action, ...words } = mailTexts(user.language).passwordReset(user.emailVerifiedAt ? user.username : null);
    const message = composeMail({
      to: email,
      ...words,
      action: { label: action, url: `${site}${pageAddress.resetPassword(token)}` },
      siteUrl: site,
      language: user.language,
    });
    // In the same transaction as the token: no mail for a token that was never saved.
    if (deps.jobs) await deps.jobs.enqueue(SEND_MAIL, message, { tx });
    else deps.log.warn({ userId: user.id }, 'no job engine: password reset mail not sent');
  });
}

/**
 * Sets the new password from a link's token: once, within the hour. Every session of the
 * account ends (whoever knew the old password is signed out everywhere), every other
 * outstanding link dies with it (reset, confirmation, and an e-mail change whoever started
 * it), and failed sign-ins are forgotten.
 */
export async function resetPassword(db: Database, body: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  const email = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(body.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) return null;
    const [user] = await tx
      .update(users)
      // Following the link proved the mailbox, which is all confirming the address asks.
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    // Every session ends, and every other link (a pending e-mail change above all) dies.
    await endAccountProofs(tx, used.userId);
    return user?.email ?? null;
  });
  if (!email) throw badRequest('token', RESET_LINK_INVALID);
  await clearFailures(db, email);
}

/** Links past their hour (and a day's grace for support questions) go. */
export async function pruneResetLinks(db: Database): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(Date.now() - 24 * 60 * 60_000)));
}
