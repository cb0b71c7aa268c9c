import { reporterWeight, type ReporterStanding, type ReportReason } from '@nyumba/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { reports } from '../../db/schema-trust.ts';
import type { SubjectKind } from './subjects.ts';

/** Earlier reports of the same person that moderators decided one way. */
const decided = (outcome: 'upheld' | 'rejected') =>
  sql<number>`(SELECT count(*) FROM ${reports} AS earlier
      WHERE earlier.reporter_id = ${reports.reporterId} AND earlier.outcome = ${outcome})`.mapWith(Number);

/**
 * The open reports on each of these items, each with its reporter's standing (account age,
 * confirmed address, suspension, and their earlier reports upheld or rejected), newest first.
 * The same reading decides automatic hiding and shows the moderator why.
 */
export async function openReportStandings(
  db: Database | Transaction,
  kind: SubjectKind | undefined,
  ids: string[],
  now = new Date(),
): Promise<Map<string, ReporterStanding[]>> {
  const found = new Map<string, ReporterStanding[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      kind: reports.subjectType,
      subjectId: reports.subjectId,
      id: users.id,
      name: users.username,
      since: users.createdAt,
      // Proven by a mailed link or a code sent to the account's number: either is a real person's.
      confirmedAt: sql<Date | null>`coalesce(${users.emailVerifiedAt}, ${users.phoneVerifiedAt})`.mapWith(
        users.emailVerifiedAt,
      ),
      suspendedAt: users.suspendedAt,
      reason: reports.reason,
      reportedAt: reports.createdAt,
      upheld: decided('upheld'),
      rejected: decided('rejected'),
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        kind ? eq(reports.subjectType, kind) : undefined,
        inArray(reports.subjectId, ids),
        isNull(reports.resolvedAt),
      ),
    )
    .orderBy(sql`${reports.createdAt} DESC`);
  for (const row of rows) {
    const key = `${row.kind}:${row.subjectId}`;
    const list = found.get(key) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      memberSince: row.since.toISOString(),
      reason: row.reason as ReportReason,
      reportedAt: row.reportedAt.toISOString(),
      upheld: row.upheld,
      rejected: row.rejected,
      weight: reporterWeight(
        {
          memberSince: row.since,
          confirmed: row.confirmedAt !== null,
          suspended: row.suspendedAt !== null,
          upheld: row.upheld,
          rejected: row.rejected,
        },
        now,
      ),
    });
    found.set(key, list);
  }
  return found;
}

export const totalWeight = (standings: ReporterStanding[]) =>
  Math.round(standings.reduce((sum, standing) => sum + standing.weight, 0) * 100) / 100;
