import type { Listing } from '@nyumba/domain';
import { and, asc, between, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { listingIsPublic } from '../moderation/visibility.ts';
import { withSavedState } from './service.ts';

export const SIMILAR_LIMIT = 6;
// Within about 55 km (half a degree) and from 0.6 to 1.6 times the price: a comparable
// home or pro in the same part of the country. The box lets the location index narrow first.
const NEARBY_DEGREES = 0.5;
const PRICE_LOW = 0.6;
const PRICE_HIGH = 1.6;

/** Same type, similar price, nearest first (newest first for a listing without a pin). */
export async function similarListings(db: Database, id: string, viewerId?: string): Promise<Listing[]> {
  const [listing] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!listing) throw notFound('Listing not found');
  const conditions = [
    listingIsPublic,
    eq(listings.type, listing.type),
    ne(listings.id, listing.id),
    between(listings.price, Math.floor(listing.price * PRICE_LOW), Math.ceil(listing.price * PRICE_HIGH)),
  ];
  const { lat, lng } = listing;
  const located = lat !== null && lng !== null;
  if (located) {
    conditions.push(
      between(listings.lat, lat - NEARBY_DEGREES, lat + NEARBY_DEGREES),
      between(listings.lng, lng - NEARBY_DEGREES, lng + NEARBY_DEGREES),
    );
  }
  const rows = await db
    .select(getTableColumns(listings))
    .from(listings)
    .where(and(...conditions))
    .orderBy(
      ...(located
        ? [asc(sql`(${listings.lat} - ${lat}) ^ 2 + (${listings.lng} - ${lng}) ^ 2`), desc(listings.createdAt)]
        : [desc(listings.createdAt)]),
    )
    .limit(SIMILAR_LIMIT);
  return withSavedState(db, viewerId, rows);
}
