// Kenya-sized search (issue 43), on a throwaway PostgreSQL cluster sized as production
// would be: the same twenty searches and the densest map views at a small size and at ten
// times it, in one run, server time (the services in-process, no answer cache). The figure
// is the growth (large p50 / small p50): sub-linear means the plans hold; the goal is a p99
// ≤ 100 ms at the large size for every query. Queries over it print their plan. Then the
// saved-search alerts' run at both sizes (a tenth as many alerts as listings), and at the
// large size two built servers: writes with photos, freshness, a rising mix (scale-servers.ts).
//   npm run bench -- scale             10,000 → 100,000 listings (a quick look, ~3 min)
//   npm run bench -- scale --million   100,000 → 1,000,000 listings (~25 min)
// The large size is the small one copied nine times over by SQL, with Nairobi and Mombasa
// three times as dense as the rest, pins moved, prices varied (bench/scale-fill.ts).
import { statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { mapQuerySchema, searchQuerySchema } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { openPostgres, queryRows, type Database, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { runDueAlerts } from '../apps/server/src/modules/alerts/run.ts';
import { mapListings } from '../apps/server/src/modules/listings/map-service.ts';
import { searchListings } from '../apps/server/src/modules/listings/search-service.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { prepare, seedAlerts } from './alert-run.ts';
import { grow, rateServices, settle, sizeOf, slowPlans } from './scale-fill.ts';
import { generateListings } from './generate.ts';
import { percentile } from './search-timing.ts';
import { runServersAtScale } from './scale-servers.ts';
import { isBuilt } from './server-process.ts';

const MILLION = process.argv.includes('--million');
const SMALL = Number(process.env.BENCH_SCALE_SMALL ?? (MILLION ? 100_000 : 10_000));
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 40);
const GOAL_MS = 100;
/** Statements of a query over the goal slower than this have their plans printed: where its time goes. */
const PLAN_MS = 15;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Twenty searches a Kenyan evening brings: typed words in both languages, each type with its filters, areas, boxes, sorts, dates. */
const SEARCHES: [string, Record<string, string>][] = [
  ['everything, newest', {}],
  ['rentals', { type: 'rentals' }],
  ['rentals 2 bed 20-40k', { type: 'rentals', bedrooms: '2', minPrice: '20000', maxPrice: '40000' }],
  ['rentals water tank + wifi', { type: 'rentals', amenities: 'water-tank,wifi' }],
  ['for sale, dearest first', { type: 'for-sale', sort: 'price_desc' }],
  ['cheapest under 15k', { sort: 'price_asc', maxPrice: '15000' }],
  ['bnbs 3 nights, 2 guests', { type: 'bnbs', checkIn: day(14), checkOut: day(17), guests: '2' }],
  ['bnbs best rated', { type: 'bnbs', sort: 'rating' }],
  ['plumbers open now', { type: 'technicians', trade: 'plumber', openNow: 'true' }],
  ['emergency call-outs best rated', { type: 'technicians', emergency: 'true', sort: 'rating' }],
  ['movers', { type: 'movers' }],
  ['interior designers best rated', { type: 'interior-designer', sort: 'rating' }],
  ['area Kilimani', { area: 'Kilimani' }],
  ['rentals in Nyali', { type: 'rentals', area: 'Nyali' }],
  ['typed "apartment"', { searchTerm: 'apartment' }],
  ['typed "bedsitter kilimani"', { searchTerm: 'bedsitter kilimani' }],
  ['typed typo "kilimanii"', { searchTerm: 'kilimanii' }],
  ['typed Swahili "nyumba ya kupangisha"', { searchTerm: 'nyumba ya kupangisha' }],
  ['box: Nairobi CBD', { bbox: '36.80,-1.30,36.84,-1.27' }],
  ['box: Westlands rentals cheapest', { type: 'rentals', bbox: '36.78,-1.28,36.82,-1.25', sort: 'price_asc' }],
];

/** The densest views: all of Nairobi zoomed out, and the same panned by one screen east. */
const MAPS: [string, Record<string, string>][] = [
  ['map: Kenya (zoom 6)', { bbox: '33.9,-4.7,41.9,5.0', zoom: '6' }],
  ['map: all Nairobi (zoom 10)', { bbox: '36.6,-1.45,37.1,-1.15', zoom: '10' }],
  ['map: Nairobi panned a screen east', { bbox: '37.1,-1.45,37.6,-1.15', zoom: '10' }],
  ['map: Kilimani (zoom 14)', { bbox: '36.76,-1.31,36.80,-1.28', zoom: '14' }],
  ['map: central Nairobi rentals (zoom 12)', { type: 'rentals', bbox: '36.70,-1.33,36.90,-1.22', zoom: '12' }],
  // Filters past the type are counted from the listings, not the grid: exactly when the
  // matches are few, from a sample of the table when many (map-sample.ts).
  [
    'map: Nairobi 2 bedrooms under 40k (zoom 10)',
    { bbox: '36.6,-1.45,37.1,-1.15', zoom: '10', bedrooms: '2', maxPrice: '40000' },
  ],
  ['map: Nairobi under 20k (zoom 12)', { bbox: '36.70,-1.33,36.90,-1.22', zoom: '12', maxPrice: '20000' }],
  ['map: Nairobi "parking" (zoom 10)', { bbox: '36.6,-1.45,37.1,-1.15', zoom: '10', searchTerm: 'parking' }],
  ['map: Kilimani 2 bedrooms (zoom 14)', { bbox: '36.76,-1.31,36.80,-1.28', zoom: '14', bedrooms: '2' }],
];

type Timings = Map<string, number[]>;

function queries(db: Database): [string, () => Promise<unknown>][] {
  return [
    ...SEARCHES.map(([name, query]): [string, () => Promise<unknown>] => {
      const parsed = searchQuerySchema.parse(query);
      return [name, () => searchListings(db, parsed)];
    }),
    ...MAPS.map(([name, query]): [string, () => Promise<unknown>] => {
      const parsed = mapQuerySchema.parse(query);
      return [name, () => mapListings(db, parsed)];
    }),
  ];
}

export async function timeAll(handle: DatabaseHandle): Promise<Timings> {
  const out: Timings = new Map();
  for (const [name, run] of queries(handle.db)) {
    await run(); // warm: plans cached, pages read once
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    out.set(
      name,
      times.sort((a, b) => a - b),
    );
  }
  return out;
}

/**
 * The plans of the queries over the goal, run once more on new connections that load
 * auto_explain (so the timings above carry none of its cost): every statement of theirs
 * slower than PLAN_MS, with its rows and buffers.
 */
async function printSlowPlans(cluster: { url: string; dataDir: string }, names: string[]): Promise<void> {
  const log = path.join(cluster.dataDir, 'server.log');
  const offset = statSync(log).size;
  // One connection, so the settings below hold for every query that follows.
  const explained = await openPostgres(cluster.url, 1);
  try {
    await explained.db.execute(sql`LOAD 'auto_explain'`);
    for (const setting of [
      `auto_explain.log_min_duration = '${PLAN_MS}ms'`,
      `auto_explain.log_analyze = on`,
      `auto_explain.log_buffers = on`,
    ])
      await explained.db.execute(sql.raw(`SET ${setting}`));
    for (const [name, run] of queries(explained.db)) if (names.includes(name)) await run();
  } finally {
    await explained.close();
  }
  for (const plan of slowPlans(log, offset)) console.log(`\n${plan}`);
}

/** Writes, freshness and the rising mix through two built servers (bench/scale-servers.ts). */
async function serversAtScale(cluster: { url: string; pid: number }): Promise<void> {
  if (!isBuilt()) {
    console.log('\n  Two servers: skipped (npm run build first)');
    return;
  }
  // The alerts' run above left its mails in the outbox (72,711 at a million); the servers
  // would spend the mix sending them, which is the alerts' cost, measured above, not the mix's.
  const handle = await openPostgres(cluster.url, 1);
  try {
    await handle.db.execute(sql`UPDATE alert_mails SET sent_at = now() WHERE sent_at IS NULL`);
  } finally {
    await handle.close();
  }
  await runServersAtScale(cluster.url, cluster.pid);
}

const ms = (value: number) => value.toFixed(1).padStart(7);

interface AlertRun {
  alerts: number;
  fresh: number;
  mails: number;
  ms: number;
}

/**
 * The saved-search alerts' run at this size: a tenth as many alerts as listings, each checked
 * against the newest hundredth (at a million: 100,000 alerts, 10,000 new listings).
 */
async function timeAlerts(handle: DatabaseHandle, listingCount: number): Promise<AlertRun> {
  const alerts = listingCount / 10;
  const fresh = listingCount / 100;
  const [have] = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM search_alerts`);
  if (have!.n < alerts) await seedAlerts(handle, alerts - have!.n, have!.n);
  await prepare(handle, alerts, fresh);
  const started = performance.now();
  const done = await runDueAlerts({ db: handle.db, publicUrl: 'https://nyumba.co.ke', imageBaseUrl: '' });
  return { alerts: done.checked, fresh, mails: done.mails, ms: performance.now() - started };
}

function printAlerts(small: AlertRun, big: AlertRun): void {
  console.log(
    `\n  ${'alerts run'.padEnd(24)} ${'alerts'.padStart(8)} ${'new'.padStart(7)} ${'mails'.padStart(7)} ${'run s'.padStart(7)}`,
  );
  for (const [name, run] of [
    ['small', small],
    ['large', big],
  ] as const)
    console.log(
      `  ${name.padEnd(24)} ${String(run.alerts).padStart(8)} ${String(run.fresh).padStart(7)} ${String(run.mails).padStart(7)} ${(run.ms / 1000).toFixed(1).padStart(7)}`,
    );
  console.log(
    `  growth ${(big.ms / small.ms).toFixed(1)}x for 10x the alerts and 10x the new listings (100x the pairs)`,
  );
}

export async function runScaleBench(): Promise<void> {
  const large = SMALL * 10;
  console.log(
    `\nScale: ${SMALL.toLocaleString('en')} → ${large.toLocaleString('en')} listings, ${ROUNDS} rounds per query`,
  );
  const cluster = await startPostgres({
    settings: {
      shared_buffers: process.env.BENCH_SHARED_BUFFERS ?? '2GB',
      effective_cache_size: '8GB',
      maintenance_work_mem: '512MB',
      max_wal_size: '8GB',
      work_mem: '16MB',
    },
  });
  const handle = await openPostgres(cluster.url, 4);
  try {
    await migrate(handle);
    let started = performance.now();
    await generateListings(handle.db, SMALL);
    await rateServices(handle.db);
    await settle(handle.db);
    console.log(
      `  ${SMALL.toLocaleString('en')} listings from the factories in ${((performance.now() - started) / 1000).toFixed(0)} s; ${await sizeOf(handle.db)}`,
    );
    const small = await timeAll(handle);
    const smallAlerts = await timeAlerts(handle, SMALL);
    started = performance.now();
    await grow(handle.db, large);
    console.log(
      `  grown to ${large.toLocaleString('en')} in ${((performance.now() - started) / 1000).toFixed(0)} s; ${await sizeOf(handle.db)}`,
    );
    const big = await timeAll(handle);
    const bigAlerts = await timeAlerts(handle, large);

    console.log(
      `\n  ${'query'.padEnd(40)} ${'p50 S'.padStart(7)} ${'p99 S'.padStart(7)} ${'p50 L'.padStart(7)} ${'p99 L'.padStart(7)}  growth  goal`,
    );
    const over: string[] = [];
    for (const [name, smallTimes] of small) {
      const bigTimes = big.get(name)!;
      const growth = percentile(bigTimes, 0.5) / percentile(smallTimes, 0.5);
      const p99 = percentile(bigTimes, 0.99);
      if (p99 > GOAL_MS) over.push(name);
      console.log(
        `  ${name.padEnd(40)} ${ms(percentile(smallTimes, 0.5))} ${ms(percentile(smallTimes, 0.99))} ${ms(percentile(bigTimes, 0.5))} ${ms(p99)}  ${growth.toFixed(2).padStart(5)}x  ${p99 <= GOAL_MS ? 'ok' : 'OVER'}`,
      );
    }
    console.log(`  (ms, server time; growth = p50 at 10x the listings / p50 at 1x: 1.0 flat, 10 linear)`);
    printAlerts(smallAlerts, bigAlerts);
    if (over.length) await printSlowPlans(cluster, over);
    await serversAtScale(cluster);
  } finally {
    await handle.close();
    cluster.stop();
  }
}
