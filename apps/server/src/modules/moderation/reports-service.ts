import {
  OWN_LISTING_REPORT,
  OWN_POST_REPORT,
  REPORT_REASON_LABELS,
  type ReportBody,
  type ReportReason,
} from '@nyumba/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reports } from '../../db/schema-trust.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { lockSubject, logDecision, setSubjectState, type SubjectKind } from './subjects.ts';

const NOT_FOUND: Record<SubjectKind, string> = { listing: 'Listing not found', post: 'Post not found' };
const OWN: Record<SubjectKind, string> = { listing: OWN_LISTING_REPORT, post: OWN_POST_REPORT };

/**
 * Records a user's report of an item, once per user per item, and hides the item once
 * `threshold` different people have open reports on it: one person alone can never hide
 * anything, and several can take a scam off the site before a moderator wakes up. The
 * item's row is locked meanwhile, so simultaneous reports count each other.
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

    const open = await tx
      .select({ reason: reports.reason, n: count() })
      .from(reports)
      .where(and(eq(reports.subjectType, kind), eq(reports.subjectId, id), isNull(reports.resolvedAt)))
      .groupBy(reports.reason);
    const reporters = open.reduce((sum, row) => sum + row.n, 0);
    if (reporters < threshold) return { recorded: true, hidden: false };
    const reasons = open
      .sort((a, b) => b.n - a.n)
      .map((row) => REPORT_REASON_LABELS[row.reason as ReportReason] ?? row.reason)
      .join(', ');
    const reason = `Reported by ${reporters} people (${reasons.toLowerCase()}); hidden until a moderator reviews it.`;
    await setSubjectState(tx, kind, id, 'hidden', reason);
    await logDecision(tx, { moderatorId: null, subjectType: kind, subjectId: id, action: 'auto-hidden', reason });
    return { recorded: true, hidden: true };
  });
}
