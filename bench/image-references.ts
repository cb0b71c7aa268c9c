// 1,000,000 stored image references with distinct photos per listing (200,000 listings
// × 5), plus 1,000 abandoned uploads a week old, on PostgreSQL: how long one orphan-sweep
// batch and the delete check of one listing's photos take, and the plans that serve them.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';

const LISTINGS = Number(process.env.BENCH_REF_LISTINGS ?? 200_000);
const PHOTOS = 5;

// The statements cleanup.ts runs (keysStillUsed, sweepOrphanImages' batch), spelled out.
const DELETE_CHECK = `SELECT k.key FROM unnest($1::text[]) AS k(key)
  WHERE EXISTS (SELECT 1 FROM image_refs r WHERE r.image_key = k.key)`;
// One step of the sweep: the next 2000 uploads of the window in upload order, then the
// delete check on them (cleanup.ts, sweepOrphanImages and keysStillUsed).
const SWEEP_CANDIDATES = `SELECT key FROM images
  WHERE created_at >= now() - interval '8 days' AND created_at < now() - interval '1 day'
    AND (created_at, key) > (now() - interval '8 days', '')
  ORDER BY created_at, key LIMIT 2000`;
// The earlier single query, over every stored photo, for comparison.
const FULL_SWEEP_BATCH = `SELECT i.key FROM images i WHERE i.created_at < now() - interval '1 day'
  AND NOT EXISTS (SELECT 1 FROM image_refs r WHERE r.image_key = i.key) LIMIT 500`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

export async function runImageReferences(): Promise<void> {
  const cluster = await startPostgres();
  try {
    const handle = await openPostgres(cluster.url, 2);
    await migrate(handle);
    await handle.close();
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const key = (expr: string) => `md5(${expr})::text || substr(md5('x' || ${expr}), 1, 8)`;
    const [, generateMs] = await timed(async () => {
      await client.query(`INSERT INTO images (key, widths, bytes, created_at)
        SELECT ${key('n::text')}, '{320,640,960,1280}', 50000, now() - (n % 60) * interval '1 day' - interval '1 hour'
        FROM generate_series(1, ${LISTINGS * PHOTOS}) AS n`);
      await client.query(`INSERT INTO image_refs (image_key, owner_kind, owner_id)
        SELECT ${key('n::text')}, 'listing', md5('listing' || ((n - 1) / ${PHOTOS}))::uuid
        FROM generate_series(1, ${LISTINGS * PHOTOS}) AS n`);
      await client.query(`INSERT INTO images (key, widths, bytes, created_at)
        SELECT ${key("'orphan' || n")}, '{320,640,960,1280}', 50000, now() - interval '7 days'
        FROM generate_series(1, 1000) AS n`);
      await client.query('ANALYZE images; ANALYZE image_refs');
    });
    const photos = Array.from({ length: PHOTOS }, (_, i) => `${LISTINGS * 2 + i}`);
    const { rows: keys } = await client.query<{ k: string }>(
      `SELECT ${key('n::text')} AS k FROM unnest($1::int[]) AS n`,
      [photos.map(Number).map((n) => n - LISTINGS)],
    );
    const listingKeys = keys.map((row) => row.k);
    await client.query(DELETE_CHECK, [listingKeys]); // warm
    const checks: number[] = [];
    for (let i = 0; i < 20; i++) checks.push((await timed(() => client.query(DELETE_CHECK, [listingKeys])))[1]);
    checks.sort((a, b) => a - b);
    const [sweep, sweepMs] = await timed(async () => {
      const candidates = await client.query<{ key: string }>(SWEEP_CANDIDATES);
      const used = await client.query(DELETE_CHECK, [candidates.rows.map((row) => row.key)]);
      return { rowCount: candidates.rows.length - used.rows.length };
    });
    const [, fullSweepMs] = await timed(() => client.query(FULL_SWEEP_BATCH));
    const checkPlan = await client.query(`EXPLAIN ${DELETE_CHECK}`, [listingKeys]);
    const sweepPlan = await client.query(`EXPLAIN ${SWEEP_CANDIDATES}`);
    const refs = await client.query<{ n: string }>('SELECT count(*) AS n FROM image_refs');
    await client.end();
    const plan = (result: pg.QueryResult) => result.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n');
    console.log(
      `\nImage references: ${Number(refs.rows[0]!.n).toLocaleString('en')} rows (${LISTINGS.toLocaleString('en')} listings × ${PHOTOS} distinct photos), generated in ${(generateMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `  delete check of one listing's ${PHOTOS} photos: median ${checks[10]!.toFixed(2)} ms, worst of 20 ${checks.at(-1)!.toFixed(2)} ms (target ≤ 5 ms)`,
    );
    console.log(
      `  one sweep batch (the next 2000 uploads 1–8 days old, checked; photos spread over 60 days): ${sweepMs.toFixed(0)} ms, ${sweep.rowCount} orphans found (target ≤ 1000 ms)`,
    );
    console.log(
      `  the former single anti-join query over every stored photo, for comparison: ${fullSweepMs.toFixed(0)} ms`,
    );
    console.log(`  delete check plan:\n${plan(checkPlan)}\n  sweep candidates plan:\n${plan(sweepPlan)}`);
  } finally {
    cluster.stop();
  }
}
