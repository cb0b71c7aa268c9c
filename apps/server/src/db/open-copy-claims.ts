import { COPY_HELD_REASON, type CopyClaimCounts } from '@nyumba/domain';
import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from './database.ts';
import { listings } from './schema.ts';
import { copyClaims } from './schema-shield.ts';

/*
 * Claims ("these photos and words are mine") and the promise made to their listers: a
 * moderator answers within a day (docs/moderation-and-abuse.md). A claim is open while its
 * listing is still held as a copy and no moderator has decided anything about that listing
 * since the claim was last sent; it is due COPY_CLAIM_ANSWER_HOURS after it was first made.
 * Here, beside the tables, because the shield (a claim sent again), the moderation queue and
 * the metrics (plugins/observability.ts) all ask it the same way.
 */

/**
 * A moderator decided about the claim's listing after `since` (a ruling, a hide, a removal, a
 * dismissal: any decision a moderator signed; the system's own steps have no name).
 */
export function claimAnswered(since: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM moderation_log g
    WHERE g.subject_type = 'listing' AND g.subject_id = ${copyClaims.listingId}
      AND g.moderator_name IS NOT NULL AND g.created_at > ${since})`;
}

/** Open, for a query joining copy_claims to listings: still held as a copy, not answered since it was last sent. */
export const openClaim = () =>
  and(
    eq(listings.moderation, 'hidden'),
    eq(listings.moderationReason, COPY_HELD_REASON),
    not(claimAnswered(sql`${copyClaims.claimedAt}`)),
  );

/** How many claims wait for a moderator, and how many of them are past their due time. */
export async function copyClaimCounts(db: Database): Promise<CopyClaimCounts> {
  const [row] = await queryRows<{ waiting: number; overdue: number }>(
    db,
    sql`SELECT count(*)::int AS waiting, count(*) FILTER (WHERE ${copyClaims.dueAt} < now())::int AS overdue
      FROM ${copyClaims} JOIN ${listings} ON ${listings.id} = ${copyClaims.listingId}
      WHERE ${openClaim()}`,
  );
  return { waiting: Number(row?.waiting ?? 0), overdue: Number(row?.overdue ?? 0) };
}
