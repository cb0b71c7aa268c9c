import { VIEWING_NOT_FOUND, type Viewing } from '@nyumba/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { viewings } from '../../db/schema-bookings.ts';
import { notFound } from '../../lib/http-errors.ts';

const seekers = alias(users, 'seeker');
const listers = alias(users, 'lister');

/** Viewings this seeker booked and, by their listers' word, did not come to. */
const noShows = sql<number>`(SELECT count(*)::int FROM viewings n
  WHERE n.seeker_id = ${viewings.seekerId} AND n.status = 'no-show' AND n.outcome_by = n.lister_id)`;

function select(db: Database) {
  return db
    .select({
      viewing: viewings,
      listingName: listings.name,
      seekerName: seekers.username,
      listerName: listers.username,
      noShows,
    })
    .from(viewings)
    .innerJoin(listings, eq(listings.id, viewings.listingId))
    .innerJoin(seekers, eq(seekers.id, viewings.seekerId))
    .innerJoin(listers, eq(listers.id, viewings.listerId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function toViewing(row: Row, userId: string, now: Date): Viewing {
  const { viewing } = row;
  const role = viewing.seekerId === userId ? 'seeker' : 'lister';
  const lapsed = viewing.status === 'pending' && viewing.expiresAt <= now;
  return {
    id: viewing.id,
    listingId: viewing.listingId,
    listingName: row.listingName,
    conversationId: viewing.conversationId,
    role,
    otherName: role === 'seeker' ? row.listerName : row.seekerName,
    startsAt: viewing.startsAt.toISOString(),
    endsAt: viewing.endsAt.toISOString(),
    status: lapsed ? 'expired' : viewing.status,
    expiresAt: viewing.expiresAt.toISOString(),
    cancelReason: viewing.cancelReason,
    // Listers see whether a seeker keeps their viewings; seekers are not shown their own count.
    seekerNoShows: role === 'lister' ? row.noShows : null,
    createdAt: viewing.createdAt.toISOString(),
  };
}

export async function viewingById(db: Database, id: string, userId: string, now = new Date()): Promise<Viewing> {
  const [row] = await select(db).where(eq(viewings.id, id));
  if (!row || (row.viewing.seekerId !== userId && row.viewing.listerId !== userId)) throw notFound(VIEWING_NOT_FOUND);
  return toViewing(row, userId, now);
}

/** The caller's viewings on both sides, waiting ones first, then the newest (or one conversation's). */
export async function viewingsOf(db: Database, userId: string, conversationId?: string, now = new Date()) {
  const rows = await select(db)
    .where(
      and(
        or(eq(viewings.seekerId, userId), eq(viewings.listerId, userId)),
        conversationId ? eq(viewings.conversationId, conversationId) : undefined,
      ),
    )
    .orderBy(sql`(${viewings.status} = 'pending') DESC`, desc(viewings.startsAt))
    .limit(100);
  return rows.map((row) => toViewing(row, userId, now));
}
