import {
  MODERATOR_NOT_SUSPENDABLE,
  NOT_ON_OWN_ACCOUNT,
  routePatterns,
  type ModerateBody,
  type ModerationState,
  type SuspendBody,
} from '@nyumba/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { sessions } from '../../db/schema-sessions.ts';
import { posts } from '../../db/schema-posts.ts';
import { reports } from '../../db/schema-trust.ts';
import { listingCopies } from '../../db/schema-shield.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import type { Config } from '../../config.ts';
import { isModerator } from '../../plugins/session.ts';
import {
  lockSubject,
  logDecision,
  mailOwner,
  setSubjectState,
  type Decider,
  type NoticeDeps,
  type SubjectKind,
} from './subjects.ts';
import { mailTexts } from '../mail/index.ts';

export interface DecisionDeps extends NoticeDeps {
  db: Database;
  config: Config;
}

const NOT_FOUND: Record<SubjectKind, string> = { listing: 'Listing not found', post: 'Post not found' };
const PATHS: Record<SubjectKind, string> = { listing: routePatterns.myListings, post: routePatterns.myPosts };
const LIFT_SUSPENSION_FIRST = "Lift the owner's suspension first: their items come back with it";

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
  moderator: Decider,
  kind: SubjectKind,
  id: string,
  body: ModerateBody,
): Promise<{ state: ModerationState; message: string }> {
  return deps.db.transaction(async (tx) => {
    const subject = await lockSubject(tx, kind, id);
    if (!subject) throw notFound(NOT_FOUND[kind]);
    // Nobody judges their own case: another moderator decides about a moderator's items.
    if (subject.ownerId === moderator.id) throw forbidden(NOT_ON_OWN_ACCOUNT);
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
    // A listing kept after a look: the copies the moderator compared no longer hold it.
    if (kind === 'listing' && next === 'visible') {
      await tx
        .update(listingCopies)
        .set({ clearedAt: new Date() })
        .where(and(eq(listingCopies.listingId, id), isNull(listingCopies.clearedAt)));
    }
    // What the decision made of each open report: the reporters' standing is built from it.
    const outcome = body.action === 'hide' || body.action === 'remove' ? 'upheld' : 'rejected';
    await tx
      .update(reports)
      .set({ resolvedAt: new Date(), outcome })
      .where(and(eq(reports.subjectType, kind), eq(reports.subjectId, id), isNull(reports.resolvedAt)));
    await logDecision(tx, {
      moderator,
      subjectType: kind,
      subjectId: id,
      action: body.courtOrder ? 'court-order' : body.action,
      reason: body.reason,
      courtOrder: body.courtOrder,
    });
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
 * shows exactly those again; what a moderator hid or removed stays so. A moderator's own
 * account, and another moderator's, are not suspended here: who moderates is configuration.
 */
export async function suspendUser(
  deps: DecisionDeps,
  moderator: Decider,
  userId: string,
  body: SuspendBody,
): Promise<{ suspended: boolean; message: string }> {
  if (userId === moderator.id) throw forbidden(NOT_ON_OWN_ACCOUNT);
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        email: users.email,
        name: users.username,
        language: users.language,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('User not found');
    if (body.suspended && isModerator(deps.config, user)) throw forbidden(MODERATOR_NOT_SUSPENDABLE);
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
      moderator,
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
