import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { viewSalts } from '../../db/schema-agencies.ts';
import { listingIsPublic } from '../moderation/index.ts';

// Views counted once per visitor a day without keeping who: a visitor is the SHA-256 of the
// day's salt, their address and their browser, cut to 16 bytes. The salt is random, shared by
// the servers through view_salts, and deleted with the day (agencies' clock), after which no
// one, Nyumba included, can tell whose visit a hash was.

/** Today in Kenya (UTC+3, no daylight saving): a lister's day, not the server's. */
export const kenyanDay = (now = new Date()) => new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/** Link previews, crawlers and tools are not people looking at a home. */
const AUTOMATED =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|slack|discord|curl|wget|lighthouse|headlesschrome/i;

export interface Visitor {
  ip: string;
  userAgent: string | undefined;
  /** The signed-in viewer: their own listings are not counted. */
  userId: string | undefined;
}

let cached: { day: string; salt: string } | null = null;

async function saltOf(db: Database, day: string): Promise<string> {
  if (cached?.day === day) return cached.salt;
  await db
    .insert(viewSalts)
    .values({ day, salt: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: viewSalts.salt }).from(viewSalts).where(eq(viewSalts.day, day));
  cached = { day, salt: row!.salt };
  return cached.salt;
}

const visitorHash = (salt: string, visitor: Visitor) =>
  createHash('sha256')
    .update(`${salt}\n${visitor.userId ?? visitor.ip}\n${visitor.userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);

interface Visit {
  listingId: string;
  day: string;
  kind: 'page' | 'list';
  visitor: string;
}

/**
 * Visits wait here a moment and are written together: one statement for many page views, so
 * counting adds no round trip to a listing page and little work to a burst of them (bench/stats.ts).
 */
const pending = new Map<Database, Visit[]>();
const FLUSH_MS = 200;
const FLUSH_AT = 200;

/**
 * Writes the waiting visits in one statement: the new ones (not seen today from this visitor)
 * are inserted, and only those add to the listing's day.
 */
export async function flushVisits(db: Database): Promise<number> {
  const visits = pending.get(db) ?? [];
  pending.delete(db);
  if (visits.length === 0) return 0;
  const rows = sql.join(
    visits.map((v) => sql`(${v.listingId}::uuid, ${v.day}::date, ${v.kind}, ${v.visitor})`),
    sql`, `,
  );
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH fresh AS (
          INSERT INTO listing_visits (listing_id, day, kind, visitor) VALUES ${rows}
          ON CONFLICT DO NOTHING RETURNING listing_id, day, kind
        ), counted AS (
          INSERT INTO listing_days (listing_id, day, views, impressions)
          SELECT listing_id, day, count(*) FILTER (WHERE kind = 'page'), count(*) FILTER (WHERE kind = 'list')
            FROM fresh GROUP BY listing_id, day
          ON CONFLICT (listing_id, day) DO UPDATE
            SET views = listing_days.views + excluded.views, impressions = listing_days.impressions + excluded.impressions
          RETURNING 1
        )
        SELECT (SELECT count(*)::int FROM fresh) AS n, (SELECT count(*) FROM counted) AS c`,
  );
  return row?.n ?? 0;
}

/**
 * Counts `kind` (a page view or a list impression) for each listing this visitor had not been
 * counted for today, with the next batch (at most FLUSH_MS later). Resolves when it is written.
 */
export async function countVisits(
  db: Database,
  listingIds: string[],
  kind: 'page' | 'list',
  visitor: Visitor,
  now = new Date(),
): Promise<void> {
  if (listingIds.length === 0 || AUTOMATED.test(visitor.userAgent ?? '')) return;
  const day = kenyanDay(now);
  const hash = visitorHash(await saltOf(db, day), visitor);
  const queue = pending.get(db) ?? [];
  if (queue.length === 0) {
    pending.set(db, queue);
    setTimeout(() => void flushVisits(db).catch(() => undefined), FLUSH_MS).unref();
  }
  for (const listingId of new Set(listingIds)) queue.push({ listingId, day, kind, visitor: hash });
  if (queue.length >= FLUSH_AT) await flushVisits(db);
}

/** Listings shown in a list to this visitor: the public ones that are not theirs. */
export async function countImpressions(db: Database, ids: string[], visitor: Visitor): Promise<number> {
  if (AUTOMATED.test(visitor.userAgent ?? '')) return 0;
  const shown = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        inArray(listings.id, [...new Set(ids)]),
        listingIsPublic,
        visitor.userId ? ne(listings.ownerId, visitor.userId) : sql`true`,
      ),
    );
  await countVisits(
    db,
    shown.map((row) => row.id),
    'list',
    visitor,
  );
  return shown.length;
}
