// The filters of a search as SQL conditions, shared by search, its counts, the map, alerts and
// featured places, so each shows the same listings for the same filters.
import {
  hasFact,
  nightsBetween,
  tradeLabel,
  TRADES,
  type ListingFilters,
  type ListingType,
  type SearchQuery,
  type StayFilters,
  type Trade,
} from '@nyumba/domain';
import { type SQL, and, arrayContains, between, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { listingIsPublic } from '../moderation/index.ts';
import { typesFiltersCanMatch } from './search-counts.ts';
import { parseSearchTerm } from './search-terms.ts';

/**
 * Conditions of the filters: `conditions` leave the type out (the per-type counts ignore the
 * type filter); `ofType(type)` are the conditions for rows of that type, the type included.
 */
export async function filterConditions(
  db: Database,
  filters: ListingFilters & StayFilters,
): Promise<{
  conditions: SQL[];
  ofType: (type: ListingType | undefined) => SQL[];
  corrected: string | null;
  impossible: boolean;
}> {
  // Search, its counts and the map show only what the public may see.
  const conditions: SQL[] = [listingIsPublic];
  let corrected: string | null = null;
  if (filters.searchTerm) {
    const parsed = await parseSearchTerm(db, filters.searchTerm);
    if (!parsed.tsquery) return { conditions, ofType: () => conditions, corrected: null, impossible: true };
    corrected = parsed.corrected;
    conditions.push(sql`${listings.searchVector} @@ to_tsquery('simple', ${parsed.tsquery})`);
  }
  if (filters.bedrooms) conditions.push(eq(listings.bedrooms, filters.bedrooms));
  if (filters.trade) conditions.push(tradeCondition(filters.trade));
  if (filters.emergency) conditions.push(eq(listings.emergency, true));
  if (filters.openNow) conditions.push(openNowCondition(new Date()));
  if (filters.minPrice !== undefined) conditions.push(gte(listings.price, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(listings.price, filters.maxPrice));
  if (filters.bathrooms !== undefined) conditions.push(gte(listings.bathrooms, filters.bathrooms));
  if (filters.amenities?.length) conditions.push(arrayContains(listings.amenities, filters.amenities));
  conditions.push(...stayConditions(filters));
  const inArea = (types: readonly ListingType[]) =>
    filters.area ? [...conditions, areaCondition(filters.area, types)] : conditions;
  const anyType = inArea(typesFiltersCanMatch(filters));
  return {
    conditions: anyType,
    ofType: (type) => (type ? [...inArea([type]), eq(listings.type, type)] : anyType),
    corrected,
    impossible: false,
  };
}

/**
 * A place's listings among these types: where they are, and for a provider also the areas they
 * serve. The areas served only where one of the types has them: with the OR, PostgreSQL can
 * neither walk the area's index in date order nor count from it alone, and read a million
 * listings newest first hunting for "rentals in Thome, 4+ bedrooms, under 40,000" (none).
 */
function areaCondition(area: string, types: readonly ListingType[]): SQL {
  const here = eq(listings.areaName, area);
  return types.some((type) => hasFact(type, 'areasServed'))
    ? or(here, arrayContains(listings.areasServed, [area]))!
    : here;
}

export function inBox({ west, south, east, north }: NonNullable<SearchQuery['bbox']>): SQL {
  return and(between(listings.lat, south, north), between(listings.lng, west, east))!;
}

const KENYAN_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * Providers working now in Kenya (UTC+3): today is one of their days, and the time is inside
 * their hours (from, inclusive, to the end, exclusive); days without hours are the whole day.
 */
function openNowCondition(now: Date): SQL {
  const kenyan = new Date(now.getTime() + 3 * 3_600_000);
  const day = KENYAN_DAYS[kenyan.getUTCDay()]!;
  const time = kenyan.toISOString().slice(11, 16);
  return and(
    sql`${day} = ANY(${listings.workDays})`,
    or(isNull(listings.workFrom), and(lte(listings.workFrom, time), sql`${listings.workTo} > ${time}`)),
  )!;
}

/**
 * A trade's providers: those who chose it, and those listed before trades (or who skipped
 * the choice) whose words name it, so "plumber" still finds the plumber who wrote
 * "plumbing" in an older listing. The word is the stem of the trade's English name's first.
 */
function tradeCondition(trade: Trade): SQL {
  const first = tradeLabel(trade)
    .toLowerCase()
    .split(/[^a-z]+/)[0]!;
  // Its stem, so the trade's other words match too: plumb(er|ing), electric(ian|al), paint(er|ing).
  const word = first.length > 5 ? first.replace(/(?:ian|er|ing|or)$/, '') : first;
  return or(
    eq(listings.trade, trade),
    and(
      isNull(listings.trade),
      eq(listings.type, TRADES[trade].type),
      sql`${listings.searchVector} @@ to_tsquery('simple', ${`${word}:*`})`,
    ),
  )!;
}

/**
 * Bnbs free on every night of the dates, taking a stay that long, and as many guests. Free
 * means no row in stay_nights, whose key (listing, night) the anti-join reads; the rules
 * default as a calendar without a row does (1 to 30 nights).
 */
function stayConditions(filters: StayFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.checkIn && filters.checkOut) {
    const nights = nightsBetween(filters.checkIn, filters.checkOut);
    conditions.push(eq(listings.type, 'bnbs'));
    conditions.push(
      sql`NOT EXISTS (SELECT 1 FROM stay_nights n WHERE n.listing_id = ${listings.id}
        AND n.night >= ${filters.checkIn}::date AND n.night < ${filters.checkOut}::date)`,
    );
    conditions.push(
      sql`NOT EXISTS (SELECT 1 FROM stay_calendars c WHERE c.listing_id = ${listings.id}
        AND (c.min_nights > ${nights} OR c.max_nights < ${nights}))`,
    );
    if (nights > 30) {
      conditions.push(sql`EXISTS (SELECT 1 FROM stay_calendars c WHERE c.listing_id = ${listings.id})`);
    }
  }
  if (filters.guests !== undefined) conditions.push(gte(listings.maxGuests, filters.guests));
  return conditions;
}
