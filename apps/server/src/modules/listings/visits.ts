import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { listingDays } from '../../db/schema-activity.ts';
import { listingVisits, viewSalts } from '../../db/schema-agencies.ts';
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

/**
 * Counts `kind` (a page view or a list impression) for each listing this visitor had not been
 * counted for today: one insert of the visits, one upsert of the days for the new ones.
 */
export async function countVisits(
  db: Database,
  listingIds: string[],
  kind: 'page' | 'list',
  visitor: Visitor,
  now = new Date(),
): Promise<number> {
  if (listingIds.length === 0 || AUTOMATED.test(visitor.userAgent ?? '')) return 0;
  const day = kenyanDay(now);
  const hash = visitorHash(await saltOf(db, day), visitor);
  const fresh = await db
    .insert(listingVisits)
    .values([...new Set(listingIds)].map((listingId) => ({ listingId, day, kind, visitor: hash })))
    .onConflictDoNothing()
    .returning({ id: listingVisits.listingId });
  if (fresh.length === 0) return 0;
  const column = kind === 'page' ? listingDays.views : listingDays.impressions;
  const name = kind === 'page' ? 'views' : 'impressions';
  await db
    .insert(listingDays)
    .values(fresh.map((row) => ({ listingId: row.id, day, [name]: 1 })))
    .onConflictDoUpdate({ target: [listingDays.listingId, listingDays.day], set: { [name]: sql`${column} + 1` } });
  return fresh.length;
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
  return countVisits(
    db,
    shown.map((row) => row.id),
    'list',
    visitor,
  );
}
