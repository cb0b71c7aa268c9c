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
import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';

/**
 * Matches per type for the chips and home tiles, each counted to COUNT_CAP + 1 at most: a
 * count of every match grows with the listings (a broad search at a million listings would
 * count hundreds of thousands of rows on every page), while a capped one stops after at most
 * 1,001 matches per type. Above the cap the answer says "more than 1,000" (COUNT_CAP + 1),
 * and the screens print "1,000+".
 *
 * The order is there for the planner: without it, PostgreSQL's default costs (random_page_cost
 * 4) prefer reading the table until 1,001 rows of the type turn up (10 ms a type at 100,000
 * listings); asked for the public index's own order it reads that index alone (0.7 ms).
 * With a narrow filter it still prefers the filter's index and sorts the few rows found.
 */
export async function countByType(
  db: Database,
  conditions: SQL[],
  filters: ListingFilters & StayFilters,
): Promise<Partial<Record<ListingType, number>>> {
  const types = typesFiltersCanMatch(filters);
  if (types.length === 0) return {};
  const where = conditions.length ? and(...conditions)! : sql`true`;
  const rows = await queryRows<{ type: ListingType; n: number }>(
    db,
    sql`SELECT t.type, (SELECT count(*)::int FROM (
          SELECT 1 FROM ${listings} WHERE ${listings.type} = t.type AND ${where}
          ORDER BY ${listings.createdAt} DESC, ${listings.id} DESC LIMIT ${COUNT_CAP + 1}) AS capped) AS n
        FROM unnest(${sql.param(types)}::text[]) AS t(type)`,
  );
  const counts: Partial<Record<ListingType, number>> = {};
  for (const row of rows) if (row.n > 0) counts[row.type] = row.n;
  return counts;
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
