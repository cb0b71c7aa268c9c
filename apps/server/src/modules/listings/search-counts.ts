import {
  COUNT_CAP,
  hasFact,
  LISTING_TYPES,
  TRADES,
  type FactName,
  type ListingFilters,
  type ListingType,
  type StayFilters,
} from '@nyumba/domain';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { inIndexOrder, throughIndexes } from '../../db/plans.ts';
import { listingIsPublic } from '../moderation/index.ts';
import { listings } from '../../db/schema.ts';

/**
 * Above this many matches (the planner's estimate, good to 2x on the bench's searches) a
 * search's counts are capped per type; below, all its matches are counted at once through the
 * filter's own index. Each match counted costs 1-9 µs (more when they are spread over the
 * table), so below this counting them all is the cheaper way (a box in Nairobi, two words, an
 * area: 9-33 ms where the capped count read 80-230 ms at 300,000 listings); above it the
 * matches are dense enough for the capped count to stop early.
 */
const EXACT_COUNT_ROWS = 30_000;
/**
 * A box alone is counted whole up to this many pins (the planner's estimate): its index's
 * entries cost well under a microsecond each. A wider one (a whole county) is capped, its
 * matches dense enough for the capped count to stop early.
 */
const BOX_EXACT_ROWS = 150_000;

/**
 * Matches per type for the chips and home tiles, exact up to COUNT_CAP: a count past it says
 * "more than 1,000" (COUNT_CAP + 1), and the screens print "1,000+". A broad search is counted
 * per type to 1,001 at most, in the public index's own order (without the order, PostgreSQL's
 * default costs prefer reading the table until 1,001 rows of the type turn up: 10 ms a type
 * at 100,000 listings, against 0.7 ms for the index alone); a narrow one (the planner's
 * estimate under EXACT_COUNT_ROWS) is counted whole through its filter's index, since the
 * capped count would read a type's rows in date order hunting for sparse matches. Types the
 * filters cannot match are not read (typesFiltersCanMatch).
 */
export async function countByType(
  db: Database,
  conditions: SQL[],
  filters: ListingFilters & StayFilters & { bbox?: unknown },
  exactBelow = EXACT_COUNT_ROWS,
): Promise<Partial<Record<ListingType, number>>> {
  const types = typesFiltersCanMatch(filters);
  if (types.length === 0) return {};
  const where = and(...conditions) ?? sql`true`;
  if (filters.searchTerm)
    return countByDensity(db, where, types, { words: true, narrow: (await estimatedRows(db, where)) <= exactBelow });
  // Amenities the same way, never judged narrow: the planner multiplies each amenity's share
  // as if a water tank said nothing of wifi, and took 76,000 rentals with both for 29,000
  // (counted whole: 272 ms at a million listings).
  if (filters.amenities?.length) return countByDensity(db, where, types, { words: false, narrow: false });
  // Only the types that can match, when that is not all of them (an IN of every type would
  // only blur the planner's estimates).
  const matchable = types.length < LISTING_TYPES.length ? and(where, inArray(listings.type, types))! : where;
  const set = filtersSet(filters);
  // A box alone is counted whole from the public pins' index (lat, lng, type) without reading
  // a row: the capped count read each type's rows in date order hunting for the box's, every
  // row of a type with few in the box (350 ms for central Nairobi at a million listings).
  const boxOnly = set.length === 1 && set[0] === 'bbox';
  // Dates are counted capped always: the planner guesses their stay rules' expressions at a
  // third each, calling most of a million bnbs "narrow" (252 ms counted whole, 5 ms capped).
  const estimate = filters.checkIn ? Number.POSITIVE_INFINITY : await estimatedRows(db, matchable);
  const narrow = estimate <= (boxOnly ? BOX_EXACT_ROWS : exactBelow);
  // A price band is counted capped through (type, price) in price order: a type the band
  // empties is an empty range there. Other filters read the public index in date order
  // (without an order, PostgreSQL's default costs prefer reading the table).
  const order = filters.minPrice !== undefined || filters.maxPrice !== undefined ? listings.price : listings.createdAt;
  const rows = narrow
    ? await queryRows<{ type: ListingType; n: number }>(
        db,
        sql`SELECT ${listings.type} AS type, count(*)::int AS n FROM ${listings}
            WHERE ${matchable} ${boxOnly ? sql`AND ${listings.lat} IS NOT NULL` : sql``} GROUP BY ${listings.type}`,
      )
    : // Walked in the index's order to the cap, never gathered into bitmaps first (plans.ts).
      await inIndexOrder(db, (tx) => cappedPerType(tx, where, types, { order: sql`ORDER BY ${order} DESC` }));
  const counts: Partial<Record<ListingType, number>> = {};
  for (const row of rows) if (row.n > 0) counts[row.type] = Math.min(row.n, COUNT_CAP + 1);
  return counts;
}

/** A typed search first reads this many of each type's newest listings, to see how dense its words are there. */
const WORD_SAMPLE = 1500;
/** A type where a tenth of the sample matches is walked in date order; below, counted through the indexes. */
const DENSE_SAMPLE = WORD_SAMPLE / 10;

/**
 * A typed search's counts (and an amenities filter's), capped at 1,001 per type. A word's
 * matches are anything but spread evenly over the types ("working" is in 38 % of listings and
 * no rental, "apartment" in 18 % and no provider), which the planner cannot know: it read all
 * of a type in date order hunting for a word the type never has (60 ms a type at a million
 * listings, 570 ms for "apartment"). So each type's newest WORD_SAMPLE listings are read first (14 ms for all
 * nine): a type with 1,001 matches among them is settled; one where they are dense is walked
 * in date order to the 1,001st (a few thousand rows); one where they are sparse is counted
 * through the (type, words) index, which meets the type's list and the words' (drizzle/0039),
 * or, without words, through the filter's own index. A narrow search is counted that way for
 * every type, without the sample.
 */
async function countByDensity(
  db: Database,
  where: SQL,
  types: ListingType[],
  { words, narrow }: { words: boolean; narrow: boolean },
): Promise<Partial<Record<ListingType, number>>> {
  // `where` names the listings table's columns: the sample is aliased as that table. A
  // narrow search (the planner's estimate under EXACT_COUNT_ROWS) skips it: every type is
  // sparse.
  const sampled = narrow
    ? types.map((type) => ({ type, n: 0 }))
    : await queryRows<{ type: ListingType; n: number }>(
        db,
        sql`SELECT t.type, (SELECT (count(*) FILTER (WHERE ${where}))::int FROM (
          SELECT * FROM ${listings} WHERE ${listings.type} = t.type AND ${listingIsPublic}
          ORDER BY ${listings.createdAt} DESC LIMIT ${WORD_SAMPLE}) AS listings) AS n
        FROM unnest(${sql.param(types)}::text[]) AS t(type)`,
      );
  const counts: Partial<Record<ListingType, number>> = {};
  const dense: ListingType[] = [];
  const sparse: ListingType[] = [];
  for (const { type, n } of sampled) {
    if (n > COUNT_CAP) counts[type] = COUNT_CAP + 1;
    else (n >= DENSE_SAMPLE ? dense : sparse).push(type);
  }
  const [walked, met] = await Promise.all([
    dense.length
      ? inIndexOrder(db, (tx) => cappedPerType(tx, where, dense, { order: sql`ORDER BY ${listings.createdAt} DESC` }))
      : [],
    sparse.length
      ? throughIndexes(db, (tx) =>
          cappedPerType(tx, where, sparse, words ? { typeIs: ofTypeAmongWords(sql`t.type`) } : {}),
        )
      : [],
  ]);
  for (const row of [...walked, ...met]) if (row.n > 0) counts[row.type] = row.n;
  return counts;
}

/**
 * Each type's matches counted up to COUNT_CAP + 1: in `order` when given (the caller says
 * how the plan reads, plans.ts), the type named by `typeIs` (the plain column by default).
 */
function cappedPerType(
  tx: Transaction,
  where: SQL,
  types: ListingType[],
  { typeIs = sql`${listings.type} = t.type`, order = sql`` }: { typeIs?: SQL; order?: SQL },
): Promise<{ type: ListingType; n: number }[]> {
  return queryRows<{ type: ListingType; n: number }>(
    tx,
    sql`SELECT t.type, (SELECT count(*)::int FROM (
          SELECT 1 FROM ${listings} WHERE ${typeIs} AND ${where} ${order} LIMIT ${COUNT_CAP + 1}) AS capped) AS n
        FROM unnest(${sql.param(types)}::text[]) AS t(type)`,
  );
}

/**
 * One type's listings, as a typed search asks for them: `lower(type)`, the form the (type,
 * words) index holds (drizzle/0039), so the index meets the type and the words; written
 * apart from the plain type condition, which other searches answer from other indexes.
 */
export function ofTypeAmongWords(type: SQL | string): SQL {
  return sql`lower(${listings.type}) = ${type}`;
}

/** The filters a search or a map view sets (a box and a zoom included), by name. */
export function filtersSet(filters: object): string[] {
  const ignored = new Set(['type', 'sort', 'limit', 'startIndex', 'cursor']);
  return Object.entries(filters)
    .filter(([key, value]) => !ignored.has(key) && value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([key]) => key);
}

/** How many rows the planner expects `where` to match (one planning round trip, no reading). */
export async function estimatedRows(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${listings} WHERE ${where}`,
  );
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return plan?.[0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/** The fact each filter reads: a type without that fact has it empty (dropFactsOfOtherTypes). */
const FILTER_FACTS: [keyof (ListingFilters & StayFilters), FactName][] = [
  ['bedrooms', 'bedrooms'],
  ['bathrooms', 'bathrooms'],
  ['amenities', 'amenities'],
  ['emergency', 'emergency'],
  ['openNow', 'workDays'],
  ['guests', 'maxGuests'],
];

/**
 * The types a search's filters can match at all: "2 bedrooms" cannot match a mover, whose
 * facts never hold bedrooms (a listing's write drops the facts of other types), a trade
 * belongs to one type, dates to bnbs. The others count 0 without being read: planned for
 * any type at once, a count under such a filter read every row of the types it empties.
 */
export function typesFiltersCanMatch(filters: ListingFilters & StayFilters): ListingType[] {
  return LISTING_TYPES.filter((type) => {
    if (filters.trade && TRADES[filters.trade].type !== type) return false;
    if (filters.checkIn && type !== 'bnbs') return false;
    return FILTER_FACTS.every(([filter, fact]) => {
      const value = filters[filter];
      const set = Array.isArray(value) ? value.length > 0 : value !== undefined;
      return !set || hasFact(type, fact);
    });
  });
}
