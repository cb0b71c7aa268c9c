import { routePatterns, type ModerateBody, type ModerationState, type SuspendBody } from '@nyumba/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings, posts, sessions, users } from '../../db/schema.ts';
import { reports } from '../../db/schema-trust.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { lockSubject, logDecision, mailOwner, setSubjectState, type NoticeDeps, type SubjectKind } from './subjects.ts';
import { mailTexts } from '../mail/mail-texts.ts';

export interface DecisionDeps extends NoticeDeps {
  db: Database;
}

const NOT_FOUND: Record<SubjectKind, string> = { listing: 'Listing not found', post: 'Post not found' };
const PATHS: Record<SubjectKind, string> = { listing: routePatterns.myListings, post: routePatterns.myPosts };
export const LIFT_SUSPENSION_FIRST = "Lift the owner's suspension first: their items come back with it";

const MESSAGES: Record<ModerateBody['action'], string> = {
  dismiss: 'Reports dismissed',
  hide: 'Hidden until reviewed',
  remove: 'Removed; the owner was told why',
  restore: 'Restored: the public can see it again',
};

/**
 * A moderator's decision on a listing or post, with the audit line in the same
 * transaction. Dismiss closes the open reports (and shows an item the reports had
 * hidden); hide and remove take it from the public with a reason its owner sees
 * (remove also mails them); restore shows it again. Every decision closes the open
 * reports it answered, so the queue keeps only what nobody has looked at.
 */
export async function moderateItem(
  deps: DecisionDeps,
  moderatorId: string,
  kind: SubjectKind,
  id: string,
  body: ModerateBody,
): Promise<{ state: ModerationState; message: string }> {
  return deps.db.transaction(async (tx) => {
    const subject = await lockSubject(tx, kind, id);
    if (!subject) throw notFound(NOT_FOUND[kind]);
    if (subject.state === 'suspended' && body.action !== 'dismiss') throw badRequest('action', LIFT_SUSPENSION_FIRST);
    const next: ModerationState =
      body.action === 'hide'
        ? 'hidden'
        : body.action === 'remove'
          ? 'removed'
          : body.action === 'restore' || subject.state === 'hidden'
            ? 'visible'
            : subject.state;
    await setSubjectState(tx, kind, id, next, body.reason);
    await tx
      .update(reports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(reports.subjectType, kind), eq(reports.subjectId, id), isNull(reports.resolvedAt)));
    await logDecision(tx, { moderatorId, subjectType: kind, subjectId: id, action: body.action, reason: body.reason });
    if (body.action === 'remove' || body.action === 'hide') {
      const { action, ...words } = mailTexts(subject.ownerLanguage).moderated({
        kind: kind === 'listing' ? 'listing' : 'post',
        title: subject.title,
        owner: subject.ownerName,
        removed: body.action === 'remove',
        reason: body.reason,
      });
      await mailOwner(
        deps,
        tx,
        subject.ownerEmail,
        { ...words, action: { label: action, path: PATHS[kind] } },
        subject.ownerLanguage,
      );
    }
    return { state: next, message: MESSAGES[body.action] };
  });
}

/**
 * Suspends an account: every session ends at once, sign-in is refused, and each of its
 * visible listings and posts leaves the public as 'suspended'. Lifting the suspension
 * shows exactly those again; what a moderator hid or removed stays so.
 */
export async function suspendUser(
  deps: DecisionDeps,
  moderatorId: string,
  userId: string,
  body: SuspendBody,
): Promise<{ suspended: boolean; message: string }> {
  if (userId === moderatorId) throw badRequest('suspended', 'You cannot suspend your own account');
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, name: users.username, language: users.language })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('User not found');
    const [from, to] = body.suspended ? (['visible', 'suspended'] as const) : (['suspended', 'visible'] as const);
    const values = { moderation: to, moderationReason: body.suspended ? body.reason : null };
    await tx
      .update(users)
      .set({ suspendedAt: body.suspended ? new Date() : null })
      .where(eq(users.id, userId));
    await tx
      .update(listings)
      .set(values)
      .where(and(eq(listings.ownerId, userId), eq(listings.moderation, from)));
    await tx
      .update(posts)
      .set(values)
      .where(and(eq(posts.authorId, userId), eq(posts.moderation, from)));
    if (body.suspended) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await logDecision(tx, {
      moderatorId,
      subjectType: 'user',
      subjectId: userId,
      action: body.suspended ? 'suspended' : 'unsuspended',
      reason: body.reason,
    });
    if (body.suspended) {
      await mailOwner(deps, tx, user.email, mailTexts(user.language).suspended(user.name, body.reason), user.language);
    }
    return {
      suspended: body.suspended,
      message: body.suspended ? 'Account suspended; its sessions ended' : 'Suspension lifted',
    };
  });
}
