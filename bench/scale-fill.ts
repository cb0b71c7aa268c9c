// Growing a bench database to Kenya's size in minutes: the factories' listings (bench/generate.ts)
// copied by SQL, which is fast, with the country's spread: Nairobi and Mombasa three times as
// dense as the rest. Copies move their pin a few hundred metres, vary the price ±15 % and are
// dated back, so indexes on place, price and date see distinct values, as real listings give.
import { readFileSync } from 'node:fs';
import { RATING_PRIOR, RATING_PRIOR_WEIGHT } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/database.ts';

const DENSE = `((lat BETWEEN -1.45 AND -1.15 AND lng BETWEEN 36.6 AND 37.1)
  OR (lat BETWEEN -4.15 AND -3.9 AND lng BETWEEN 39.55 AND 39.8))`;

/** Copies or varies these columns; every other stored column is copied as it is. */
const VARIED: Record<string, string> = {
  lat: 'b.lat + (random() - 0.5) * 0.01',
  lng: 'b.lng + (random() - 0.5) * 0.01',
  price: 'greatest(1, round(b.price * (0.85 + random() * 0.3)))',
  created_at: `b.created_at - c.n * interval '5 days' - random() * interval '1 day'`,
  updated_at: `b.updated_at - c.n * interval '5 days'`,
};

export async function grow(db: Database, target: number): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement));
  const columns = (
    await queryRows<{ name: string }>(
      db,
      sql`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = 'listings' AND is_generated = 'NEVER'
            AND column_name <> 'id' AND column_default IS DISTINCT FROM 'gen_random_uuid()'
          ORDER BY ordinal_position`,
    )
  ).map((row) => row.name);
  const [counts] = await queryRows<{ all: number; dense: number }>(
    db,
    sql.raw(`SELECT count(*)::int AS all, count(*) FILTER (WHERE ${DENSE})::int AS dense FROM listings`),
  );
  const base = counts!.all;
  const share = counts!.dense / base;
  // Extra copies per thin listing (k) and per dense one (3k), to reach the target on average.
  const thin = (target - base) / (base * (3 * share + (1 - share)));
  await run(`CREATE TEMP TABLE copies AS
    SELECT id, floor(k)::int + (random() < k - floor(k))::int AS copies
    FROM (SELECT id, CASE WHEN ${DENSE} THEN ${3 * thin} ELSE ${thin} END AS k FROM listings) AS weighted`);
  const [most] = await queryRows<{ n: number }>(db, sql`SELECT max(copies)::int AS n FROM copies`);
  const list = columns.map((name) => `"${name}"`).join(', ');
  const values = columns.map((name) => VARIED[name] ?? `b."${name}"`).join(', ');
  for (let n = 1; n <= most!.n; n += 1) {
    // One statement per round of copies: the listing triggers take each round as one batch.
    await run(`INSERT INTO listings (${list})
      SELECT ${values} FROM listings b JOIN copies k ON k.id = b.id CROSS JOIN (SELECT ${n} AS n) c
      WHERE k.copies >= ${n}`);
  }
  await run('DROP TABLE copies');
  await settle(db);
}

/**
 * Statistics and the visibility map as autovacuum leaves a settled table: VACUUM twice, as
 * the first pass leaves many new pages not yet all-visible, and index-only scans (the
 * counts, the map's pins) would read the rows anyway.
 */
export async function settle(db: Database): Promise<void> {
  // The bulk copies' word changes folded first, as the minute's job would have: else the first
  // search folds them and every search after reads the emptied change table's dead pages (3,800
  // at a million, 14-130 ms a search) until autovacuum gets to it.
  await db.execute(sql`SELECT search_words_fold()`);
  await db.execute(sql`VACUUM ANALYZE`);
  await db.execute(sql`VACUUM`);
}

/**
 * Ratings on the services and bnbs that would have them, as word of mouth spreads: two in
 * five rated, a few with hundreds of reviews, most with a handful (listings' columns as the
 * review service keeps them, the rank by the domain's rule: @nyumba/domain ratingRank).
 */
export async function rateServices(db: Database): Promise<void> {
  await db.execute(sql`UPDATE listings SET rating_count = r.n, rating_stars = r.stars,
      rating_rank = round(((r.stars / 3.0 + ${RATING_PRIOR * RATING_PRIOR_WEIGHT}) / (r.n + ${RATING_PRIOR_WEIGHT})) * 1000)
    FROM (SELECT id, n, (n * (9 + floor(random() * 6)))::int AS stars
          FROM (SELECT id, 1 + floor(power(random(), 3) * 300)::int AS n FROM listings
                WHERE type NOT IN ('rentals', 'for-sale') AND random() < 0.4) AS picked) AS r
    WHERE listings.id = r.id`);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The database's size and the listings' (rows, indexes and TOAST), per listing. */
export async function sizeOf(db: Database): Promise<string> {
  const [row] = await queryRows<{ listings: number; table: string; database: string }>(
    db,
    sql`SELECT count(*)::int AS listings, pg_total_relation_size('listings')::text AS table,
          pg_database_size(current_database())::text AS database FROM listings`,
  );
  const { listings, table, database } = row!;
  return `database ${mb(Number(database))}, listings with their indexes ${mb(Number(table))} (${(Number(table) / listings / 1024).toFixed(2)} KB per listing)`;
}

/**
 * The plans auto_explain wrote to the server's log for statements slower than its bound,
 * from `offset` on: one per distinct statement, first lines only.
 */
export function slowPlans(logFile: string, offset: number, limit = 16): string[] {
  const text = readFileSync(logFile, 'utf8').slice(offset);
  const blocks = text.split(/\n(?=\S.*LOG: {2}duration: )/).filter((block) => block.includes('plan:'));
  const seen = new Set<string>();
  const plans: string[] = [];
  for (const block of blocks) {
    const query = /Query Text: ([^\n]*)/.exec(block)?.[1]?.slice(0, 120) ?? '';
    if (seen.has(query)) continue;
    seen.add(query);
    plans.push(block.split('\n').slice(0, 28).join('\n'));
    if (plans.length >= limit) break;
  }
  return plans;
}
