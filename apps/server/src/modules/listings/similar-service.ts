import type { Listing } from '@nyumba/domain';
import { and, asc, between, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { listingIsPublic } from '../moderation/index.ts';
import { withSavedState } from './service.ts';

export const SIMILAR_LIMIT = 6;
// Within about 55 km (half a degree) and from 0.6 to 1.6 times the price: a comparable
// home or pro in the same part of the country.
const NEARBY_DEGREES = 0.5;
const PRICE_LOW = 0.6;
const PRICE_HIGH = 1.6;
/**
 * The boxes tried in turn (half-widths in degrees, the last NEARBY_DEGREES). Sorting every
 * alike listing in half a degree by distance read all of Nairobi's (150 ms and more at 100,000
 * listings, linear in them); in central Nairobi six alike are within the first box.
 */
const BOX_STEPS = [0.02, 0.1, NEARBY_DEGREES];

/** Same type, similar price, nearest first (newest first for a listing without a pin). */
export async function similarListings(db: Database, id: string, viewerId?: string): Promise<Listing[]> {
  const [listing] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!listing) throw notFound('Listing not found');
  const alike = and(
    listingIsPublic,
    eq(listings.type, listing.type),
    ne(listings.id, listing.id),
    between(listings.price, Math.floor(listing.price * PRICE_LOW), Math.ceil(listing.price * PRICE_HIGH)),
  );
  const { lat, lng } = listing;
  if (lat === null || lng === null) {
    const rows = await db
      .select(getTableColumns(listings))
      .from(listings)
      .where(alike)
      .orderBy(desc(listings.createdAt))
      .limit(SIMILAR_LIMIT);
    return withSavedState(db, viewerId, rows);
  }
  const distance = (row: { lat: number | null; lng: number | null }) =>
    Math.sqrt((row.lat! - lat) ** 2 + (row.lng! - lng) ** 2);
  let rows: (typeof listings.$inferSelect)[] = [];
  for (const half of BOX_STEPS) {
    rows = await db
      .select(getTableColumns(listings))
      .from(listings)
      .where(and(alike, between(listings.lat, lat - half, lat + half), between(listings.lng, lng - half, lng + half)))
      .orderBy(asc(sql`(${listings.lat} - ${lat}) ^ 2 + (${listings.lng} - ${lng}) ^ 2`), desc(listings.createdAt))
      .limit(SIMILAR_LIMIT);
    // Six found no farther than the box's half-width are the nearest six anywhere: whatever
    // lies outside the box is farther than that. Otherwise one nearer may lie just outside.
    if (rows.length === SIMILAR_LIMIT && distance(rows.at(-1)!) <= half) break;
  }
  return withSavedState(db, viewerId, rows);
}
