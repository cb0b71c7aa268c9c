import type { ModerationEntry, ModerationState, QueueItem, QueueQuery, ReportReason } from '@nyumba/domain';
import { and, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { posts } from '../../db/schema-posts.ts';
import { moderationLog, reports } from '../../db/schema-trust.ts';
import type { SubjectKind } from './subjects.ts';
import { openCopies } from './copies-view.ts';
import { claimsFirst, copyClaimsOf, openClaimListings } from './copy-claims.ts';
import { listerRisks } from './lister-risk.ts';
import { openReportStandings, totalWeight } from './standing.ts';
import { maskPhone, reportsReachThreshold, codeBeside } from '@nyumba/domain';

/** A screenful: moderators work from the top, and decided items leave the queue. */
const QUEUE_SIZE = 100;
const NOTES_SHOWN = 5;
const LOG_SHOWN = 10;
const REPORTERS_SHOWN = 20;

interface Candidate {
  kind: SubjectKind;
  id: string;
  open: number;
  lastReportedAt: Date | null;
}

/** Items with open reports or hidden awaiting review ('open'), or those removed, or those of suspended accounts. */
async function candidates(db: Database, view: QueueQuery['view']): Promise<Candidate[]> {
  const found = new Map<string, Candidate>();
  const key = (kind: string, id: string) => `${kind}:${id}`;
  const open = await db
    .select({ kind: reports.subjectType, id: reports.subjectId, n: count(), last: max(reports.createdAt) })
    .from(reports)
    // Reports outlive a deleted item (they have no foreign key): only those of items that exist.
    .where(
      and(
        isNull(reports.resolvedAt),
        sql`CASE ${reports.subjectType}
              WHEN 'listing' THEN EXISTS (SELECT 1 FROM ${listings} WHERE ${listings.id} = ${reports.subjectId})
              ELSE EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.id} = ${reports.subjectId}) END`,
      ),
    )
    .groupBy(reports.subjectType, reports.subjectId)
    .orderBy(desc(count()), desc(max(reports.createdAt)))
    .limit(QUEUE_SIZE);
  const state: ModerationState = view === 'open' ? 'hidden' : view;
  const [hiddenListings, hiddenPosts] = await Promise.all([
    db.select({ id: listings.id }).from(listings).where(eq(listings.moderation, state)).limit(QUEUE_SIZE),
    db.select({ id: posts.id }).from(posts).where(eq(posts.moderation, state)).limit(QUEUE_SIZE),
  ]);
  if (view === 'open') {
    // Claims waiting for an answer first, whatever else is hidden: each is promised one within a day.
    for (const id of await openClaimListings(db, QUEUE_SIZE))
      found.set(key('listing', id), { kind: 'listing', id, open: 0, lastReportedAt: null });
    for (const row of open) {
      const at = key(row.kind, row.id);
      found.set(at, { ...(found.get(at) ?? row), open: row.n, lastReportedAt: row.last });
    }
  }
  for (const [kind, rows] of [
    ['listing', hiddenListings],
    ['post', hiddenPosts],
  ] as const) {
    for (const row of rows) {
      if (!found.has(key(kind, row.id)))
        found.set(key(kind, row.id), { kind, id: row.id, open: 0, lastReportedAt: null });
    }
  }
  return [...found.values()].slice(0, QUEUE_SIZE);
}

/**
 * The moderation queue: each item with a preview, its open reports (count, by reason,
 * notes), its owner's history and its audit log. Open copy claims first (the oldest due
 * first), then most reported first. Reports on items
 * that were since deleted simply find no item and drop out.
 */
export async function moderationQueue(db: Database, query: QueueQuery, threshold: number): Promise<QueueItem[]> {
  const items = await describe(db, await candidates(db, query.view), threshold);
  // The riskiest listers' items first (stable: as found within one score).
  if (query.sort === 'risk') return claimsFirst(items.sort((a, b) => b.owner.risk.score - a.owner.risk.score));
  // Urgent first (reports weigh enough, automatic hiding held back), then as found.
  return claimsFirst([...items.filter((item) => item.urgent), ...items.filter((item) => !item.urgent)]);
}

/** One listing or post as the queue shows it, whatever its state: what a moderator sees on its page. */
export async function moderationItem(
  db: Database,
  kind: SubjectKind,
  id: string,
  threshold: number,
): Promise<QueueItem | undefined> {
  const [item] = await describe(db, [{ kind, id, open: 0, lastReportedAt: null }], threshold);
  return item;
}

async function describe(db: Database, found: Candidate[], threshold: number): Promise<QueueItem[]> {
  const ids = (kind: SubjectKind) => found.filter((item) => item.kind === kind).map((item) => item.id);
  const listingIds = ids('listing');
  const postIds = ids('post');
  const owner = {
    ownerId: users.id,
    ownerName: users.username,
    since: users.createdAt,
    suspendedAt: users.suspendedAt,
    phone: users.phone,
    phoneVerifiedAt: users.phoneVerifiedAt,
    // Other accounts this number was proven on before (phone_history outlives them).
    phoneAccountsBefore: sql<number>`(SELECT count(DISTINCT h.user_id)::int FROM phone_history h WHERE h.phone = ${users.phone} AND h.user_id <> ${users.id})`,
  };
  const [listingRows, postRows, reportRows, logRows, standings] = await Promise.all([
    listingIds.length
      ? db
          .select({
            id: listings.id,
            title: listings.name,
            image: sql<string | null>`${listings.imageUrls}[1]`,
            state: listings.moderation,
            stateReason: listings.moderationReason,
            createdAt: listings.createdAt,
            ...owner,
          })
          .from(listings)
          .innerJoin(users, eq(users.id, listings.ownerId))
          .where(inArray(listings.id, listingIds))
      : [],
    postIds.length
      ? db
          .select({
            id: posts.id,
            title: posts.title,
            image: posts.image,
            state: posts.moderation,
            stateReason: posts.moderationReason,
            createdAt: posts.createdAt,
            ...owner,
          })
          .from(posts)
          .innerJoin(users, eq(users.id, posts.authorId))
          .where(inArray(posts.id, postIds))
      : [],
    found.length
      ? db
          .select({
            kind: reports.subjectType,
            id: reports.subjectId,
            reason: reports.reason,
            note: reports.note,
            at: reports.createdAt,
          })
          .from(reports)
          .where(
            and(
              isNull(reports.resolvedAt),
              inArray(
                reports.subjectId,
                found.map((item) => item.id),
              ),
            ),
          )
          .orderBy(desc(reports.createdAt))
      : [],
    found.length
      ? subjectLogs(
          db,
          found.map((item) => item.id),
        )
      : new Map<string, ModerationEntry[]>(),
    openReportStandings(
      db,
      undefined,
      found.map((item) => item.id),
    ),
  ]);
  const ownerIds = [...new Set([...listingRows, ...postRows].map((row) => row.ownerId))];
  const [history, copies, claims, risks] = await Promise.all([
    ownerHistory(db, ownerIds),
    openCopies(db, listingIds),
    copyClaimsOf(db, listingIds),
    listerRisks(db, ownerIds),
  ]);
  const rows = new Map([
    ...listingRows.map((row) => [`listing:${row.id}`, row] as const),
    ...postRows.map((row) => [`post:${row.id}`, row] as const),
  ]);
  const items: QueueItem[] = [];
  for (const candidate of found) {
    const row = rows.get(`${candidate.kind}:${candidate.id}`);
    if (!row) continue;
    const mine = reportRows.filter((report) => report.kind === candidate.kind && report.id === candidate.id);
    const byReason = new Map<ReportReason, number>();
    for (const report of mine)
      byReason.set(report.reason as ReportReason, (byReason.get(report.reason as ReportReason) ?? 0) + 1);
    const reporters = standings.get(`${candidate.kind}:${candidate.id}`) ?? [];
    const weights = reporters.map((reporter) => reporter.weight);
    items.push({
      kind: candidate.kind,
      id: row.id,
      title: row.title,
      image: row.image,
      state: row.state,
      stateReason: row.stateReason,
      ...codeBeside('stateReasonCode', row.stateReason),
      createdAt: row.createdAt.toISOString(),
      owner: {
        id: row.ownerId,
        name: row.ownerName,
        memberSince: row.since.toISOString(),
        suspended: row.suspendedAt !== null,
        ...(history.get(row.ownerId) ?? { listingCount: 0, postCount: 0, removedCount: 0 }),
        risk: risks.get(row.ownerId)!,
        phone:
          row.phone && row.phoneVerifiedAt
            ? {
                masked: maskPhone(row.phone),
                since: row.phoneVerifiedAt.toISOString(),
                accountsBefore: Number(row.phoneAccountsBefore ?? 0),
              }
            : null,
      },
      reports: {
        open: mine.length,
        byReason: [...byReason].map(([reason, n]) => ({ reason, count: n })).sort((a, b) => b.count - a.count),
        notes: mine.flatMap((report) => (report.note ? [report.note] : [])).slice(0, NOTES_SHOWN),
        weight: totalWeight(reporters),
        threshold,
        reporters: reporters.slice(0, REPORTERS_SHOWN),
      },
      urgent: row.state === 'visible' && reportsReachThreshold(weights, threshold),
      copies: candidate.kind === 'listing' ? (copies.get(row.id)?.copies ?? []) : [],
      ...(candidate.kind === 'listing' && copies.get(row.id)?.side ? { side: copies.get(row.id)!.side } : {}),
      claim: candidate.kind === 'listing' ? (claims.get(row.id) ?? null) : null,
      // Newest first: the first open report is the latest.
      lastReportedAt: (candidate.lastReportedAt ?? mine[0]?.at)?.toISOString() ?? null,
      log: logs(logRows, row.id),
    });
  }
  return items;
}

const logs = (all: Map<string, ModerationEntry[]>, id: string) => all.get(id) ?? [];

/** The newest decisions (`perSubject` at most) about each subject, with the moderator's name. */
export async function subjectLogs(
  db: Database,
  subjectIds: string[],
  perSubject = LOG_SHOWN,
): Promise<Map<string, ModerationEntry[]>> {
  const rows = await db
    .select({
      subjectId: moderationLog.subjectId,
      id: moderationLog.id,
      action: moderationLog.action,
      reason: moderationLog.reason,
      // The name as it was when they decided, so a deleted account still says who it was.
      moderator: sql<string | null>`coalesce(${moderationLog.moderatorName}, ${users.username})`,
      courtOrder: moderationLog.courtOrder,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .leftJoin(users, eq(users.id, moderationLog.moderatorId))
    .where(inArray(moderationLog.subjectId, subjectIds))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id));
  const bySubject = new Map<string, ModerationEntry[]>();
  for (const { subjectId, ...row } of rows) {
    const list = bySubject.get(subjectId) ?? [];
    if (list.length < perSubject)
      list.push({ ...row, moderator: row.moderator ?? null, createdAt: row.createdAt.toISOString() });
    bySubject.set(subjectId, list);
  }
  return bySubject;
}

/** Per owner: their listings and posts, and how many of them a moderator removed. */
async function ownerHistory(db: Database, ownerIds: string[]) {
  const history = new Map<string, { listingCount: number; postCount: number; removedCount: number }>();
  if (ownerIds.length === 0) return history;
  const removed = sql<number>`count(*) FILTER (WHERE moderation = 'removed')`.mapWith(Number);
  const [own, written] = await Promise.all([
    db
      .select({ owner: listings.ownerId, n: count(), removed })
      .from(listings)
      .where(inArray(listings.ownerId, ownerIds))
      .groupBy(listings.ownerId),
    db
      .select({ owner: posts.authorId, n: count(), removed })
      .from(posts)
      .where(inArray(posts.authorId, ownerIds))
      .groupBy(posts.authorId),
  ]);
  for (const id of ownerIds) history.set(id, { listingCount: 0, postCount: 0, removedCount: 0 });
  for (const row of own) Object.assign(history.get(row.owner)!, { listingCount: row.n, removedCount: row.removed });
  for (const row of written) {
    const entry = history.get(row.owner)!;
    entry.postCount = row.n;
    entry.removedCount += row.removed;
  }
  return history;
}
