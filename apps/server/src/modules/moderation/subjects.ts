import type { ModerationState } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { posts } from '../../db/schema-posts.ts';
import { moderationLog } from '../../db/schema-trust.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { SEND_MAIL } from '../../jobs/send-mail.ts';
import { composeMail } from '../mail/index.ts';

/** What can be reported and moderated: a listing or a post. */
export type SubjectKind = 'listing' | 'post';

export interface Subject {
  ownerId: string;
  title: string;
  state: ModerationState;
  ownerEmail: string | null;
  ownerName: string;
  /** The owner's language: the decision's mail is written in it. */
  ownerLanguage: string | null;
}

/**
 * The item with its owner, its row locked until the transaction ends: reports and
 * decisions about one item take turns, so a count of its reporters is never stale.
 */
export async function lockSubject(tx: Transaction, kind: SubjectKind, id: string): Promise<Subject | undefined> {
  const owner = { ownerEmail: users.email, ownerName: users.username, ownerLanguage: users.language };
  if (kind === 'listing') {
    const [row] = await tx
      .select({ ownerId: listings.ownerId, title: listings.name, state: listings.moderation, ...owner })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(eq(listings.id, id))
      .for('update', { of: listings });
    return row;
  }
  const [row] = await tx
    .select({ ownerId: posts.authorId, title: posts.title, state: posts.moderation, ...owner })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, id))
    .for('update', { of: posts });
  return row;
}

/** Sets where moderation leaves the item; the reason is what its owner is shown. */
export async function setSubjectState(
  tx: Transaction,
  kind: SubjectKind,
  id: string,
  state: ModerationState,
  reason: string | null,
): Promise<void> {
  const values = { moderation: state, moderationReason: state === 'visible' ? null : reason };
  if (kind === 'listing') await tx.update(listings).set(values).where(eq(listings.id, id));
  else await tx.update(posts).set(values).where(eq(posts.id, id));
}

/** Who decides: the moderator's account as it is now, kept in the log as it was then. */
export interface Decider {
  id: string;
  username: string;
  email: string | null;
}

/** One line in the audit log; a null moderator is the system (the report threshold). */
export async function logDecision(
  tx: Transaction,
  entry: {
    moderator: Decider | null;
    subjectType: SubjectKind | 'user' | 'agency';
    subjectId: string;
    action: string;
    reason: string;
    courtOrder?: string | undefined;
  },
): Promise<void> {
  const { moderator, ...rest } = entry;
  await tx.insert(moderationLog).values({
    ...rest,
    moderatorId: moderator?.id ?? null,
    moderatorName: moderator?.username ?? null,
    moderatorEmail: moderator?.email ?? null,
  });
}

export interface NoticeDeps {
  jobs: JobEngine | undefined;
  log: Logger;
  publicUrl: string;
}

/** Tells an owner what happened to their item or account, queued in the decision's transaction. */
export async function mailOwner(
  deps: NoticeDeps,
  tx: Transaction,
  to: string | null,
  content: { subject: string; paragraphs: string[]; action?: { label: string; path: string } },
  language?: string | null,
): Promise<void> {
  // An account made by phone has no mailbox; what happened shows on its items and in its SMS.
  if (!to) return;
  const site = deps.publicUrl.replace(/\/$/, '');
  const message = composeMail({
    to,
    subject: content.subject,
    paragraphs: content.paragraphs,
    ...(content.action ? { action: { label: content.action.label, url: `${site}${content.action.path}` } } : {}),
    siteUrl: site,
    language,
  });
  if (deps.jobs) await deps.jobs.enqueue(SEND_MAIL, message, { tx });
  else deps.log.warn({ subject: content.subject }, 'no job engine: moderation mail not sent');
}
