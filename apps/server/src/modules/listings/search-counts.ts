import { COUNT_CAP, LISTING_TYPES, type ListingType } from '@nyumba/domain';
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
export async function countByType(db: Database, conditions: SQL[]): Promise<Partial<Record<ListingType, number>>> {
  const where = conditions.length ? and(...conditions)! : sql`true`;
  const rows = await queryRows<{ type: ListingType; n: number }>(
    db,
    sql`SELECT t.type, (SELECT count(*)::int FROM (
          SELECT 1 FROM ${listings} WHERE ${listings.type} = t.type AND ${where}
          ORDER BY ${listings.createdAt} DESC, ${listings.id} DESC LIMIT ${COUNT_CAP + 1}) AS capped) AS n
        FROM unnest(${sql.param(LISTING_TYPES)}::text[]) AS t(type)`,
  );
  const counts: Partial<Record<ListingType, number>> = {};
  for (const row of rows) if (row.n > 0) counts[row.type] = row.n;
  return counts;
}
