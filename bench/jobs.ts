// Jobs at scale (issue 59), on a throwaway PostgreSQL cluster: 100,000 service listings by
// 5,000 providers over every trade, most naming the areas they serve, the rest serving by
// their pin. Two figures, each against a search of the same trade and area measured in the
// same run (these machines are shared and noisy, so the ratio is the figure):
// 1. Matching a new job to its providers (matching.ts: the trade, the areas named, a pin within
//    25 km), as posting a job does: p50 and p99 over 200 jobs in different trades and areas.
// 2. A client's jobs read with every quote beside them (five jobs, five quotes each, with each
//    provider's rating, checks, jobs done, response time and distance): GET /api/jobs's work.
import { performance } from 'node:perf_hooks';
import { NEIGHBOURHOODS, TRADES, isServiceType } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { openPostgres, queryRows, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { jobsOf, viewJobs } from '../apps/server/src/modules/jobs/job-read.ts';
import { matchingProviders } from '../apps/server/src/modules/jobs/matching.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';
import { percentile, timeSearch } from './search-timing.ts';

const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
const PROVIDERS = 5_000;
const ROUNDS = 200;

const placed = NEIGHBOURHOODS.filter((place) => place.lat !== undefined && place.town === 'Nairobi');
const trades = Object.entries(TRADES).filter(([, info]) => isServiceType(info.type));

async function fill(handle: DatabaseHandle) {
  const started = performance.now();
  await generateListings(handle.db, SERVICES);
  const run = (statement: string) => handle.db.execute(sql.raw(statement));
  await run(`INSERT INTO users (username, username_skeleton, email, password_hash, phone, phone_verified_at, created_at)
    SELECT 'fundi' || n, 'fundi' || n, 'fundi' || n || '@bench.test', 'x', '+2547' || lpad(n::text, 8, '0'),
      now() - interval '90 days', now() - interval '200 days'
    FROM generate_series(1, ${PROVIDERS}) AS n`);
  const tradeRows = trades.map(([id, info], i) => `(${i}, '${id}', '${info.type}')`).join(', ');
  const areaRows = placed
    .map((place, i) => `(${i}, '${place.name.replace(/'/g, "''")}', ${place.lat}, ${place.lng})`)
    .join(', ');
  await run(
    `CREATE TEMP TABLE bench_trades (k int, trade text, type text); INSERT INTO bench_trades VALUES ${tradeRows}`,
  );
  await run(
    `CREATE TEMP TABLE bench_areas (k int, name text, lat float8, lng float8); INSERT INTO bench_areas VALUES ${areaRows}`,
  );
  await run(`CREATE TEMP TABLE bench_providers AS
    SELECT id, row_number() OVER ()::int - 1 AS k FROM users WHERE username LIKE 'fundi%'`);
  // Every listing a service: a trade, an area (its pin near it), the provider; 70 % name areas served.
  await run(`UPDATE listings l SET type = t.type, trade = t.trade, area_name = a.name,
      lat = a.lat + (random() - 0.5) * 0.02, lng = a.lng + (random() - 0.5) * 0.02,
      areas_served = CASE WHEN random() < 0.7 THEN ARRAY[a.name] ELSE '{}' END,
      owner_id = p.id
    FROM (SELECT id, row_number() OVER ()::int AS n FROM listings) s
    JOIN bench_trades t ON t.k = s.n % ${trades.length}
    JOIN bench_areas a ON a.k = (s.n / ${trades.length}) % ${placed.length}
    JOIN bench_providers p ON p.k = s.n % ${PROVIDERS}
    WHERE l.id = s.id`);
  await run('VACUUM ANALYZE');
  console.log(
    `\nJobs: ${SERVICES.toLocaleString('en')} service listings by ${PROVIDERS.toLocaleString('en')} providers, ` +
      `${trades.length} trades in ${placed.length} Nairobi areas, filled in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** A client with five jobs, each quoted by five providers who match it. */
async function quotedJobs(handle: DatabaseHandle): Promise<string> {
  const [client] = await queryRows<{ id: string }>(
    handle.db,
    sql`INSERT INTO users (username, username_skeleton, email, password_hash) VALUES ('client1', 'client1', 'client1@bench.test', 'x') RETURNING id`,
  );
  for (let n = 0; n < 5; n += 1) {
    const area = placed[n * 7]!;
    const [job] = await queryRows<{ id: string }>(
      handle.db,
      sql`INSERT INTO jobs (client_id, trade, area_name, lat, lng, description, when_wanted, status)
          VALUES (${client!.id}, 'plumber', ${area.name}, ${area.lat}, ${area.lng}, 'A leaking tap to fix.', 'this-week', 'quoted')
          RETURNING id`,
    );
    const matches = await matchingProviders(
      handle.db,
      { trade: 'plumber', areaName: area.name, lat: area.lat!, lng: area.lng! },
      client!.id,
      5,
    );
    for (const match of matches)
      await handle.db
        .execute(sql`INSERT INTO job_quotes (job_id, provider_id, listing_id, price, includes, starts_on, days)
        VALUES (${job!.id}, ${match.providerId}, ${match.listingId}, 4500, 'Labour and parts', current_date + 2, 1)`);
  }
  return client!.id;
}

async function timed(rounds: number, once: (round: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await once(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const line = (name: string, times: number[], base: number[]) =>
  `  ${name}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms; ` +
  `${(percentile(times, 0.5) / percentile(base, 0.5)).toFixed(2)}x / ${(percentile(times, 0.99) / percentile(base, 0.99)).toFixed(2)}x the search of one trade and area`;

export async function runJobsBench(): Promise<void> {
  const cluster = await startPostgres();
  try {
    const handle = await openPostgres(cluster.url, 4);
    await migrate(handle);
    await fill(handle);
    const nobody = '00000000-0000-4000-8000-000000000000';
    const jobAt = (round: number) => {
      const [trade] = trades[round % trades.length]!;
      const area = placed[(round * 7) % placed.length]!;
      return { trade, areaName: area.name, lat: area.lat!, lng: area.lng! };
    };
    // The baseline: the search a client would run for the same trade and area, newest first.
    const search = (round: number) => {
      const place = jobAt(round);
      return { type: TRADES[place.trade as keyof typeof TRADES].type, trade: place.trade, area: place.areaName };
    };
    await timeSearch(handle, search(0), 20); // warm
    const base = (await Promise.all([0, 1, 2, 3].map((k) => timeSearch(handle, search(k), ROUNDS / 4))))
      .flat()
      .sort((a, b) => a - b);
    let told = 0;
    const matching = await timed(ROUNDS, async (round) => {
      told += (await matchingProviders(handle.db, jobAt(round), nobody, 200)).length;
    });
    console.log(
      line(`matching a job to its providers (${(told / ROUNDS).toFixed(0)} told on average)`, matching, base),
    );
    const client = await quotedJobs(handle);
    const reading = await timed(ROUNDS, async () =>
      viewJobs(handle.db, await jobsOf(handle.db, client), { id: client }, false),
    );
    const [quotes] = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM job_quotes`);
    console.log(line(`a client's 5 jobs with their ${quotes!.n} quotes side by side`, reading, base));
    await handle.close();
  } finally {
    cluster.stop();
  }
}
