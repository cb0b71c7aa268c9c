import {
  DAY_MS,
  OWN_LISTING_REPORT,
  OWN_POST_REPORT,
  REPORT_REASON_LABELS,
  type ReportBody,
  type ReporterStanding,
  reportsReachThreshold,
} from '@nyumba/domain';
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { posts } from '../../db/schema-posts.ts';
import { moderationLog, reports } from '../../db/schema-trust.ts';
import { LOCK_CLASSES, lockKey } from '../../db/row-locks.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { openReportStandings } from './standing.ts';
import { lockSubject, logDecision, setSubjectState, type SubjectKind } from './subjects.ts';

const NOT_FOUND: Record<SubjectKind, string> = { listing: 'Listing not found', post: 'Post not found' };
const OWN: Record<SubjectKind, string> = { listing: OWN_LISTING_REPORT, post: OWN_POST_REPORT };

/** After a moderator kept an item visible, reports alone do not hide it again for this long. */
const KEPT_DAYS = 7;
/** A lister's items hidden automatically, at most, within a day before a moderator decides. */
const AUTO_HIDES_PER_DAY = 1;

/** Decisions by a person (the system's own steps have no moderator name). */
const byModerator = isNotNull(moderationLog.moderatorName);

/**
 * Why automatic hiding holds back although the reports weigh enough, or null: a moderator
 * kept the item visible lately (the same wave must not undo their decision), or the lister
 * already had an item hidden automatically within the day that no moderator has looked at
 * (so a handful of accounts cannot empty somebody's whole portfolio before anyone wakes up).
 */
async function heldBack(tx: Transaction, kind: SubjectKind, id: string, ownerId: string, now: Date) {
  const [kept] = await tx
    .select({ at: moderationLog.createdAt })
    .from(moderationLog)
    .where(
      and(
        eq(moderationLog.subjectType, kind),
        eq(moderationLog.subjectId, id),
        byModerator,
        inArray(moderationLog.action, ['dismiss', 'restore']),
        gt(moderationLog.createdAt, new Date(now.getTime() - KEPT_DAYS * DAY_MS)),
      ),
    )
    .limit(1);
  if (kept) return 'a moderator kept it visible lately';
  // One lister's reports take turns here, whichever server they reach.
  await lockKey(tx, LOCK_CLASSES.autoHide, `${kind}:${ownerId}`);
  const later = sql`EXISTS (SELECT 1 FROM ${moderationLog} AS later
      WHERE later.subject_type = ${moderationLog.subjectType} AND later.subject_id = ${moderationLog.subjectId}
        AND later.moderator_name IS NOT NULL AND later.created_at > ${moderationLog.createdAt})`;
  // Listings and posts each have their own daily allowance (a scam listing and an abusive
  // post of one account are different cases for a moderator).
  const owned =
    kind === 'listing'
      ? sql`${moderationLog.subjectId} IN (SELECT ${listings.id} FROM ${listings} WHERE ${listings.ownerId} = ${ownerId})`
      : sql`${moderationLog.subjectId} IN (SELECT ${posts.id} FROM ${posts} WHERE ${posts.authorId} = ${ownerId})`;
  const [recent] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(moderationLog)
    .where(
      and(
        eq(moderationLog.action, 'auto-hidden'),
        eq(moderationLog.subjectType, kind),
        gt(moderationLog.createdAt, new Date(now.getTime() - DAY_MS)),
        owned,
        sql`NOT ${later}`,
      ),
    );
  if ((recent?.n ?? 0) >= AUTO_HIDES_PER_DAY) return 'another of this lister’s items was hidden automatically today';
  return null;
}

function reportSummary(standings: ReporterStanding[]): string {
  const byReason = new Map<string, number>();
  for (const standing of standings) byReason.set(standing.reason, (byReason.get(standing.reason) ?? 0) + 1);
  return [...byReason]
    .sort((a, b) => b[1] - a[1])
    .map(([reason]) => REPORT_REASON_LABELS[reason as keyof typeof REPORT_REASON_LABELS] ?? reason)
    .join(', ')
    .toLowerCase();
}

/**
 * Records a confirmed member's report of an item, once per member per item, and hides the
 * item once its open reports weigh `threshold` (reporter-standing.ts: new accounts weigh
 * little, a record of upheld reports more, rejected ones less; two people at least) unless
 * automatic hiding holds back (heldBack), in which case the item waits in the queue marked
 * urgent. The item's row is locked meanwhile, so simultaneous reports count each other.
 */
export async function reportItem(
  db: Database,
  kind: SubjectKind,
  id: string,
  reporterId: string,
  body: ReportBody,
  threshold: number,
): Promise<{ recorded: boolean; hidden: boolean }> {
  return db.transaction(async (tx) => {
    const subject = await lockSubject(tx, kind, id);
    // What the public cannot see cannot be reported (its reports are already with a moderator).
    if (!subject || subject.state !== 'visible') throw notFound(NOT_FOUND[kind]);
    if (subject.ownerId === reporterId) throw badRequest('reason', OWN[kind]);
    const inserted = await tx
      .insert(reports)
      .values({ subjectType: kind, subjectId: id, reporterId, reason: body.reason, note: body.note ?? null })
      .onConflictDoNothing()
      .returning({ reason: reports.reason });
    if (inserted.length === 0) return { recorded: false, hidden: false };

    const now = new Date();
    const standings = (await openReportStandings(tx, kind, [id], now)).get(`${kind}:${id}`) ?? [];
    const weights = standings.map((standing) => standing.weight);
    if (!reportsReachThreshold(weights, threshold)) return { recorded: true, hidden: false };
    const people = standings.filter((standing) => standing.weight > 0).length;
    const summary = `Reported by ${people} people (${reportSummary(standings)})`;
    const held = await heldBack(tx, kind, id, subject.ownerId, now);
    if (held) {
      // Said once, when the reports first reach the threshold: the queue shows it as urgent.
      const before = reportsReachThreshold(
        standings.filter((standing) => standing.id !== reporterId).map((standing) => standing.weight),
        threshold,
      );
      if (!before) {
        await logDecision(tx, {
          moderator: null,
          subjectType: kind,
          subjectId: id,
          action: 'auto-hide-held',
          reason: `${summary}; not hidden automatically because ${held}. Waiting for a moderator.`,
        });
      }
      return { recorded: true, hidden: false };
    }
    const reason = `${summary}; hidden until a moderator reviews it.`;
    await setSubjectState(tx, kind, id, 'hidden', reason);
    await logDecision(tx, { moderator: null, subjectType: kind, subjectId: id, action: 'auto-hidden', reason });
    return { recorded: true, hidden: true };
  });
}
