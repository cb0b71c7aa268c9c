import { consentWithdrawn } from '../privacy/index.ts';
import { ALERT_MAIL_LISTINGS, type AlertQuery, type ListingType, type ServiceUnit } from '@nyumba/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { alertMails, alertMatches, searchAlerts } from '../../db/schema-alerts.ts';
import { listings, users } from '../../db/schema.ts';
import { composeAlertMail, type MatchedListing } from './alert-mail.ts';
import { alertConditions, parseStoredFilters } from './matching.ts';
import { nextCheckAt } from './schedule.ts';

export interface AlertRunDeps {
  db: Database;
  publicUrl: string;
  imageBaseUrl: string;
}

/** Alerts looked at per transaction: a kill loses at most this batch's work, which is redone. */
const ALERT_BATCH = 200;
/**
 * A listing's created_at is its transaction's start, so one can commit after a run has
 * read past its time. Each run looks this far behind the last one; alert_matches keeps
 * a listing found twice from being mailed twice.
 */
const LATE_COMMIT_MARGIN_MS = 10 * 60 * 1000;
/** New listings read per distinct search and run; a mail shows ALERT_MAIL_LISTINGS and counts the rest. */
const CANDIDATE_LIMIT = 1_000;
/** Rows per insert of matches: two parameters each, well under PostgreSQL's 65,535. */
const MATCH_INSERT_ROWS = 5_000;

interface Candidate extends MatchedListing {
  ownerId: string;
  createdAt: Date;
}

/**
 * Due before the run's instant, strictly: an alert the run has looked at gets a next look at
 * that instant or later, so it is not due again in the same run and no run has to remember it.
 */
const dueAt = (cutoff: Date) => and(isNull(searchAlerts.pausedAt), lt(searchAlerts.nextCheckAt, cutoff));

/** The alerts due now, oldest due first; read without locks (the batch's transaction locks them). */
async function peekDue(db: Database, cutoff: Date, after: Set<string>) {
  const rows = await db
    .select({ id: searchAlerts.id, filters: searchAlerts.filters })
    .from(searchAlerts)
    .where(dueAt(cutoff))
    .orderBy(asc(searchAlerts.nextCheckAt), asc(searchAlerts.id))
    .limit(ALERT_BATCH + after.size);
  return rows.filter((row) => !after.has(row.id)).slice(0, ALERT_BATCH);
}

/** Listings created in (since, cutoff] that match, newest first: one query per distinct search. */
async function candidates(tx: Transaction, where: SQL, since: Date, cutoff: Date): Promise<Candidate[]> {
  const rows = await tx
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      name: listings.name,
      price: listings.price,
      type: listings.type,
      priceUnit: sql<ServiceUnit | null>`${listings.priceUnit}`,
      bedrooms: listings.bedrooms,
      areaName: listings.areaName,
      photo: sql<string | null>`${listings.imageUrls}[1]`,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(and(where, gt(listings.createdAt, since), lte(listings.createdAt, cutoff)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(CANDIDATE_LIMIT);
  return rows.map((row) => ({ ...row, type: row.type as ListingType }));
}

/** Rows of new listings kept for later batches of a run; past it, the cache starts again. */
const READ_CACHE_ROWS = 200_000;

interface ReadCache {
  bySearch: Map<string, { since: number; rows: Candidate[] }>;
  rows: number;
}

export interface RunResult {
  /** Alerts looked at. */
  checked: number;
  /** Mails written to the outbox. */
  mails: number;
}

/**
 * Looks at every due alert once: finds the listings created since its last look that its
 * search matches and it has not mailed, records them and writes its mail to the outbox,
 * and sets its next look, all in one transaction per batch. Alerts are locked with SKIP
 * LOCKED, so servers running at once share the work and never mail one alert twice; a
 * server killed mid-batch leaves that batch as it was, and the next run does it again.
 */
export async function runDueAlerts(deps: AlertRunDeps, now = new Date()): Promise<RunResult> {
  const result: RunResult = { checked: 0, mails: 0 };
  const skipped = new Set<string>();
  // Per distinct search, for the whole run: its conditions, and the new listings read so far.
  const bySearch = new Map<string, SQL | null>();
  const read: ReadCache = { bySearch: new Map(), rows: 0 };
  for (;;) {
    const peeked = await peekDue(deps.db, now, skipped);
    if (peeked.length === 0) return result;
    // Conditions are built outside the transaction: reading the search vocabulary may fold it.
    for (const row of peeked) {
      const key = JSON.stringify(row.filters);
      if (bySearch.has(key)) continue;
      const filters = parseStoredFilters(row.filters);
      bySearch.set(key, filters && (await alertConditions(deps.db, filters)));
    }
    const done = await deps.db.transaction((tx) =>
      runBatch(
        tx,
        deps,
        peeked.map((row) => row.id),
        bySearch,
        read,
        now,
      ),
    );
    // Alerts another server holds are theirs this time; never wait on them.
    for (const row of peeked) if (!done.taken.has(row.id)) skipped.add(row.id);
    result.checked += done.checked;
    result.mails += done.mails;
  }
}

async function runBatch(
  tx: Transaction,
  deps: AlertRunDeps,
  ids: string[],
  bySearch: Map<string, SQL | null>,
  read: ReadCache,
  now: Date,
): Promise<RunResult & { taken: Set<string> }> {
  const locked = await tx
    .select({
      id: searchAlerts.id,
      userId: searchAlerts.userId,
      name: searchAlerts.name,
      filters: searchAlerts.filters,
      frequency: searchAlerts.frequency,
      checkedUntil: searchAlerts.checkedUntil,
      unsubscribeToken: searchAlerts.unsubscribeToken,
      createdAt: searchAlerts.createdAt,
      email: users.email,
      language: users.language,
      // Only a confirmed, unsuspended account is mailed; the alert waits otherwise.
      // …and not one who withdrew the alerts consent in the privacy centre (it waits until given again).
      mailable: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL AND ${users.suspendedAt} IS NULL
        AND NOT ${consentWithdrawn(users.id, 'alerts')}`,
    })
    .from(searchAlerts)
    .innerJoin(users, eq(users.id, searchAlerts.userId))
    .where(and(inArray(searchAlerts.id, ids), dueAt(now)))
    .for('update', { of: searchAlerts, skipLocked: true });
  if (locked.length === 0) return { checked: 0, mails: 0, taken: new Set() };

  // One read per distinct search, from the earliest look among the alerts sharing it.
  const found = new Map<string, Candidate[]>();
  const groups = new Map<string, typeof locked>();
  for (const alert of locked) {
    const key = JSON.stringify(alert.filters);
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  for (const [key, alerts] of groups) {
    const where = bySearch.get(key);
    if (!where) continue;
    const since = Math.min(...alerts.map((alert) => alert.checkedUntil.getTime())) - LATE_COMMIT_MARGIN_MS;
    // Alerts with the same search mostly last looked at the same hour (daily ones at 07:00),
    // so a read from an earlier batch usually covers this one's.
    const cached = read.bySearch.get(key);
    if (cached && cached.since <= since) {
      found.set(key, cached.rows);
      continue;
    }
    const rows = await candidates(tx, where, new Date(since), now);
    found.set(key, rows);
    if (read.rows + rows.length > READ_CACHE_ROWS) {
      read.bySearch.clear();
      read.rows = 0;
    }
    read.bySearch.set(key, { since, rows });
    read.rows += rows.length;
  }
  const allIds = [...new Set([...found.values()].flat().map((listing) => listing.id))];
  // Arrays travel as one parameter each: a batch can name thousands of listings.
  const alertIds = locked.map((alert) => alert.id);
  const mailedBefore = new Set(
    allIds.length === 0
      ? []
      : (
          await tx
            .select({ alertId: alertMatches.alertId, listingId: alertMatches.listingId })
            .from(alertMatches)
            .where(
              and(
                sql`${alertMatches.alertId} = ANY(${sql.param(alertIds)}::uuid[])`,
                sql`${alertMatches.listingId} = ANY(${sql.param(allIds)}::uuid[])`,
              ),
            )
        ).map((row) => `${row.alertId}|${row.listingId}`),
  );

  const matches: { alertId: string; listingId: string }[] = [];
  const recentFrom = now.getTime() - LATE_COMMIT_MARGIN_MS;
  const outbox: (typeof alertMails.$inferInsert)[] = [];
  const looks = { id: [] as string[], checked: [] as string[], next: [] as string[], sent: [] as (string | null)[] };
  for (const alert of locked) {
    const since = alert.checkedUntil.getTime() - LATE_COMMIT_MARGIN_MS;
    const fresh = (found.get(JSON.stringify(alert.filters)) ?? []).filter(
      (listing) =>
        listing.createdAt.getTime() > since &&
        // The margin never reaches back past the alert itself: older listings were on the search page.
        listing.createdAt > alert.createdAt &&
        listing.ownerId !== alert.userId &&
        !mailedBefore.has(`${alert.id}|${listing.id}`),
    );
    // An account without an e-mail (made by phone) has alerts kept for the app, not mailed.
    const to = alert.mailable ? alert.email : null;
    const mailed = fresh.length > 0 && to !== null;
    if (mailed) {
      // Only a listing inside the next run's look-back can be found again: only those are kept.
      for (const listing of fresh) {
        if (listing.createdAt.getTime() > recentFrom) matches.push({ alertId: alert.id, listingId: listing.id });
      }
      const message = composeAlertMail({
        alertId: alert.id,
        alertName: alert.name,
        filters: alert.filters as AlertQuery,
        to,
        language: alert.language,
        unsubscribeToken: alert.unsubscribeToken,
        listings: fresh.slice(0, ALERT_MAIL_LISTINGS),
        total: fresh.length,
        publicUrl: deps.publicUrl,
        imageBaseUrl: deps.imageBaseUrl,
      });
      outbox.push({
        alertId: alert.id,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? '',
        headers: message.headers ?? {},
      });
    }
    looks.id.push(alert.id);
    // An account that cannot be mailed keeps its place: its listings wait for it.
    looks.checked.push((alert.mailable ? now : alert.checkedUntil).toISOString());
    looks.next.push(nextCheckAt(alert.frequency, now, mailed).toISOString());
    looks.sent.push(mailed ? now.toISOString() : null);
  }

  // A few statements per batch, not a few per alert.
  for (let at = 0; at < matches.length; at += MATCH_INSERT_ROWS) {
    await tx
      .insert(alertMatches)
      .values(matches.slice(at, at + MATCH_INSERT_ROWS))
      .onConflictDoNothing();
  }
  if (outbox.length > 0) await tx.insert(alertMails).values(outbox);
  await tx.execute(sql`
    UPDATE search_alerts AS a SET
      checked_until = v.checked_until,
      next_check_at = v.next_check_at,
      last_sent_at = coalesce(v.last_sent_at, a.last_sent_at)
    FROM unnest(${sql.param(looks.id)}::uuid[], ${sql.param(looks.checked)}::timestamptz[],
                ${sql.param(looks.next)}::timestamptz[], ${sql.param(looks.sent)}::timestamptz[])
      AS v(id, checked_until, next_check_at, last_sent_at)
    WHERE a.id = v.id`);
  const mails = outbox.length;
  return { checked: locked.length, mails, taken: new Set(locked.map((alert) => alert.id)) };
}
