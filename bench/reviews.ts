// Reviews at scale (issue 32), on a throwaway PostgreSQL cluster: 100,000 listings and
// 1,000,000 published client reviews spread over the services and bnbs as word of mouth
// spreads (a few providers with hundreds, most with a handful or none). Search sorted by
// rating ("Best rated") against the same search sorted by newest, measured in the same run:
// these machines are shared and noisy, so the ratio is the figure (goal ≤ 1.2x).
import { performance } from 'node:perf_hooks';
import { RATING_PRIOR, RATING_PRIOR_WEIGHT } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { openPostgres, queryRows, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';
import { percentile, timeSearch } from './search-timing.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1_000_000);
const REVIEWERS = 5_000;

async function fill(handle: DatabaseHandle): Promise<void> {
  const started = performance.now();
  await generateListings(handle.db, LISTINGS);
  const run = (statement: string) => handle.db.execute(sql.raw(statement));
  await run(`INSERT INTO users (username, username_skeleton, email, password_hash, created_at)
    SELECT 'reviewer' || n, 'reviewer' || n, 'reviewer' || n || '@bench.test', 'x', now() - interval '200 days'
    FROM generate_series(1, ${REVIEWERS}) AS n`);
  await run(`CREATE TEMP TABLE rated AS
    SELECT id, owner_id, row_number() OVER (ORDER BY random())::int AS k FROM listings
    WHERE type NOT IN ('rentals', 'for-sale')`);
  await run(`CREATE TEMP TABLE reviewers AS
    SELECT id, row_number() OVER ()::int AS k FROM users WHERE username LIKE 'reviewer%'`);
  const [{ total }] = (await queryRows<{ total: number }>(
    handle.db,
    sql`SELECT count(*)::int AS total FROM rated`,
  )) as [{ total: number }];
  // Each review's listing drawn first (one random number per row, in the subquery), by the cube
  // of a uniform number: the first providers get most of the reviews, most get a few or none.
  await run(`INSERT INTO reviews (deal_kind, deal_id, listing_id, author_id, subject_id, role, quality,
      punctuality, price, text, status, created_at, publish_after, published_at)
    SELECT 'hire', gen_random_uuid(), r.id, w.id, r.owner_id, 'client',
      3 + (random() * 2)::int, 2 + (random() * 3)::int, 3 + (random() * 2)::int,
      'Came on time and did good work.', 'published', now(), now(), now()
    FROM (SELECT g, 1 + floor(power(random(), 3) * ${total})::int AS k FROM generate_series(1, ${REVIEWS}) AS g) AS pick
    JOIN rated r ON r.k = pick.k
    JOIN reviewers w ON w.k = 1 + (pick.g % ${REVIEWERS})`);
  // The listings' ratings as the review service keeps them (rating-service.ts, ratingRank).
  await run(`UPDATE listings l SET rating_count = t.n, rating_stars = t.stars,
      rating_rank = round(((t.stars / 3.0 + ${RATING_PRIOR * RATING_PRIOR_WEIGHT}) / (t.n + ${RATING_PRIOR_WEIGHT})) * 1000)
    FROM (SELECT listing_id, count(*)::int AS n, sum(quality + punctuality + price)::int AS stars
          FROM reviews WHERE status = 'published' AND role = 'client' GROUP BY listing_id) t
    WHERE l.id = t.listing_id`);
  await run('VACUUM ANALYZE');
  const [counts] = await queryRows<{ reviews: number; rated: number; most: number }>(
    handle.db,
    sql`SELECT (SELECT count(*)::int FROM reviews) AS reviews,
      (SELECT count(*)::int FROM listings WHERE rating_count > 0) AS rated,
      (SELECT max(rating_count)::int FROM listings) AS most`,
  );
  console.log(
    `\n"Best rated" search: ${LISTINGS.toLocaleString('en')} listings, ${counts!.reviews.toLocaleString('en')} reviews ` +
      `on ${counts!.rated.toLocaleString('en')} listings (the most reviewed has ${counts!.most}), filled in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

export async function runReviewsBench(): Promise<void> {
  const cluster = await startPostgres();
  try {
    const handle = await openPostgres(cluster.url, 4);
    await migrate(handle);
    await fill(handle);
    const cases: [string, Record<string, string>][] = [
      ['every listing', {}],
      ['technicians', { type: 'technicians' }],
      ['electricians', { type: 'technicians', trade: 'electrician' }],
      ['movers in Kilimani', { type: 'movers', area: 'Kilimani' }],
      ['bnbs up to KSH 10,000', { type: 'bnbs', maxPrice: '10000' }],
    ];
    for (const [name, query] of cases) {
      await timeSearch(handle, query); // warm
      const newest = await timeSearch(handle, query);
      const rated = await timeSearch(handle, { ...query, sort: 'rating' });
      const ratio50 = percentile(rated, 0.5) / percentile(newest, 0.5);
      const ratio99 = percentile(rated, 0.99) / percentile(newest, 0.99);
      console.log(
        `  ${name}: newest p50 ${percentile(newest, 0.5).toFixed(1)} ms, p99 ${percentile(newest, 0.99).toFixed(1)} ms;` +
          ` best rated p50 ${percentile(rated, 0.5).toFixed(1)} ms, p99 ${percentile(rated, 0.99).toFixed(1)} ms;` +
          ` ${ratio50.toFixed(2)}x / ${ratio99.toFixed(2)}x (goal ≤ 1.2x)`,
      );
    }
    await handle.close();
  } finally {
    cluster.stop();
  }
}
