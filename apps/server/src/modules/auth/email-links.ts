import { randomBytes } from 'node:crypto';
import { EMAIL_LINK_HOURS, EMAIL_LINK_INVALID, EMAIL_LINK_TAKEN, pageAddress } from '@nyumba/domain';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { lockAccount } from '../../db/row-locks.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { emailLinks } from '../../db/schema-trust.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { SEND_MAIL } from '../../jobs/send-mail.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { hashToken } from '../../plugins/session-store.ts';
import { mailTexts, composeMail, type MailContent, claimRecipientMail } from '../mail/index.ts';
import { endAccountProofs } from './account-proofs.ts';

/** Mails of one kind an account can be sent per hour: enough for a lost mail, too few to flood an inbox. */
export const EMAIL_LINKS_PER_HOUR = 3;

export interface MailDeps {
  db: Database;
  jobs: JobEngine | undefined;
  log: Logger;
  publicUrl: string;
}

type Purpose = (typeof emailLinks.$inferInsert)['purpose'];

type Mail = Omit<MailContent, 'siteUrl' | 'action'> & { action?: { label: string; path: string } };

const site = (deps: MailDeps) => deps.publicUrl.replace(/\/$/, '');

/**
 * Records a mail of `purpose` to `email` and enqueues it, in the caller's transaction (no
 * mail for a row that was never saved, no row without its mail), unless the account had
 * its hour's share already. Returns the link's token for mails that carry one.
 */
async function sendOnce(
  deps: MailDeps,
  tx: Transaction,
  user: { id: string; language: string | null },
  purpose: Purpose,
  email: string,
  mail: (token: string) => Mail,
): Promise<boolean> {
  await lockAccount(tx, user.id);
  const [recent] = await tx
    .select({ n: count() })
    .from(emailLinks)
    .where(
      and(
        eq(emailLinks.userId, user.id),
        eq(emailLinks.purpose, purpose),
        gt(emailLinks.createdAt, new Date(Date.now() - 60 * 60_000)),
      ),
    );
  if ((recent?.n ?? 0) >= EMAIL_LINKS_PER_HOUR) return false;
  if (!(await claimRecipientMail(tx, email))) return false;
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailLinks).values({
    tokenHash: purpose === 'notice' ? null : hashToken(token),
    userId: user.id,
    purpose,
    email,
    expiresAt: new Date(Date.now() + EMAIL_LINK_HOURS * 60 * 60_000),
  });
  const { action, ...content } = mail(token);
  const message = composeMail({
    ...content,
    ...(action ? { action: { label: action.label, url: `${site(deps)}${action.path}` } } : {}),
    siteUrl: site(deps),
    language: user.language,
  });
  if (deps.jobs) await deps.jobs.enqueue(SEND_MAIL, message, { tx });
  else deps.log.warn({ userId: user.id, purpose }, 'no job engine: mail not sent');
  return true;
}

// The token rides in the fragment (#), which browsers send to no server and put in no Referer.
const confirmPath = pageAddress.verifyEmail;

/** The link a new account's address gets; also what "Send the link again" sends. */
export async function sendVerificationLink(deps: MailDeps, tx: Transaction, user: UserRow): Promise<boolean> {
  const email = user.email;
  if (!email) return false;
  const { action, ...words } = mailTexts(user.language).verify(EMAIL_LINK_HOURS);
  return sendOnce(deps, tx, user, 'verify', email, (token) => ({
    to: email,
    ...words,
    action: { label: action, path: confirmPath(token) },
  }));
}

/** Someone tried to sign up with a member's address: the member hears of it, the asker learns nothing. */
export async function sendSignUpNotice(deps: MailDeps, tx: Transaction, user: UserRow): Promise<boolean> {
  const email = user.email;
  if (!email) return false;
  // An unconfirmed account's name was chosen by whoever made it, maybe not this address's owner.
  const { action, ...words } = mailTexts(user.language).signUpNotice(user.emailVerifiedAt ? user.username : null);
  return sendOnce(deps, tx, user, 'notice', email, () => ({
    to: email,
    ...words,
    action: { label: action, path: '/forgot-password' },
  }));
}

/**
 * An account moving to a new address: the new address gets the link (the change happens
 * only when it is followed), and the old one is told, so a stolen session cannot move an
 * account away quietly.
 */
export async function sendEmailChangeLink(deps: MailDeps, tx: Transaction, user: UserRow, newEmail: string) {
  const texts = mailTexts(user.language);
  const { action, ...words } = texts.emailChange(EMAIL_LINK_HOURS);
  const sent = await sendOnce(deps, tx, user, 'change', newEmail, (token) => ({
    to: newEmail,
    ...words,
    action: { label: action, path: confirmPath(token) },
  }));
  // The old address is told only when its owner confirmed it (an unconfirmed one may be a
  // stranger's, who must not get text the requester chose), within its own hourly share.
  // An account with no address yet (made by phone) has nobody to tell.
  const old = user.email;
  if (!sent || !old || !user.emailVerifiedAt || !(await claimRecipientMail(tx, old))) return;
  const { action: noticeAction, ...noticeWords } = texts.emailChangeNotice(user.username, newEmail);
  const notice = composeMail({
    to: old,
    ...noticeWords,
    action: { label: noticeAction, url: `${site(deps)}/forgot-password` },
    siteUrl: site(deps),
    language: user.language,
  });
  if (deps.jobs) await deps.jobs.enqueue(SEND_MAIL, notice, { tx });
}

/**
 * Follows a link: confirms a new account's address, or moves the account to its new one.
 * Once, within the day. The address is now settled, so every other outstanding link ends
 * (account-proofs.ts); a completed change also ends every session but the one of `current`
 * when that is this account's (the device following the link, signed in as it). A new
 * address taken by another account in the meantime cannot be claimed.
 */
export async function confirmEmailLink(
  db: Database,
  token: string,
  current?: { userId: string; sessionId: string },
): Promise<UserRow> {
  const now = new Date();
  try {
    const user = await db.transaction(async (tx) => {
      const [link] = await tx
        .update(emailLinks)
        .set({ usedAt: now })
        .where(
          and(eq(emailLinks.tokenHash, hashToken(token)), isNull(emailLinks.usedAt), gt(emailLinks.expiresAt, now)),
        )
        .returning();
      if (!link || link.purpose === 'notice') return null;
      const changes =
        link.purpose === 'change'
          ? { email: link.email, emailVerifiedAt: now, updatedAt: now }
          : { emailVerifiedAt: now };
      const [updated] = await tx
        .update(users)
        .set(changes)
        // A verify link proves only the address it was sent to: not one changed since.
        .where(
          link.purpose === 'verify'
            ? and(eq(users.id, link.userId), eq(users.email, link.email))
            : eq(users.id, link.userId),
        )
        .returning();
      if (updated) {
        const keep = current?.userId === updated.id ? current.sessionId : undefined;
        await endAccountProofs(tx, updated.id, link.purpose === 'change' ? { keep } : 'keep-all');
      }
      return updated ?? null;
    });
    if (!user) throw badRequest('token', EMAIL_LINK_INVALID);
    return user;
  } catch (error) {
    if (uniqueViolation(error)?.includes('email')) throw badRequest('token', EMAIL_LINK_TAKEN);
    throw error;
  }
}

/** Links past their day (and a day's grace for support questions) go. */
export async function pruneEmailLinks(db: Database): Promise<void> {
  await db.delete(emailLinks).where(lt(emailLinks.expiresAt, new Date(Date.now() - 24 * 60 * 60_000)));
}
