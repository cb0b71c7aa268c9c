import { FEATURED_EVERY } from '@nyumba/domain';
import { and, getTableColumns, gt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings, type ListingRow } from '../../db/schema.ts';

/**
 * Featured listings on a results page (modules/payments sells the days): at most 1 place in
 * FEATURED_EVERY, each matching every filter of the search (the same conditions), none
 * already on the page, placed first and then every FEATURED_EVERY-th place so the rest keep
 * their order. Which ones, when more paid than there are places, rotates hour by hour (and
 * stays put within an hour, so cached pages agree).
 */
export async function withFeatured(
  db: Database,
  where: SQL | undefined,
  page: ListingRow[],
  now = new Date(),
): Promise<ListingRow[]> {
  const places = Math.floor(page.length / (FEATURED_EVERY - 1));
  if (places === 0) return page;
  const hour = Math.floor(now.getTime() / 3_600_000);
  const featured = await db
    .select(getTableColumns(listings))
    .from(listings)
    .where(
      and(
        where,
        gt(listings.featuredUntil, now),
        page.length
          ? notInArray(
              listings.id,
              page.map((row) => row.id),
            )
          : undefined,
      ),
    )
    .orderBy(sql`md5(${listings.id}::text || ${String(hour)})`)
    .limit(places);
  const merged = [...page];
  featured.forEach((row, i) => merged.splice(i * FEATURED_EVERY, 0, row));
  return merged;
}
