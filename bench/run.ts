// npm run bench: fills a database with 100,000 listings, starts the real server on it
// in its own process, and measures routes with autocannon. Figures are printed as
// ratios against the health route measured in the same run, because these machines
// are shared and absolute numbers drift. Then Lighthouse measures the pages
// (bench/lighthouse.ts) and the main thread's busy time under Chromium's own throttling
// (bench/main-thread.ts), the alerts' run (bench/alert-run.ts) and messages (bench/messages.ts).
// The scam shield's copy checks (bench/copy-lookup.ts), stays (bench/stays.ts) and "Best
// rated" search over a million reviews (bench/reviews.ts) close it.
// `npm run bench -- http`, `-- lighthouse`, `-- main-thread`, `-- cluster`, `-- alerts`,
// `-- messages`, `-- copies`, `-- stays`, `-- reviews`, `-- payments` or `-- phone-oracle` (sign-up and
// recovery by phone timed for members' numbers against strangers') or `-- tenancies` (rent and
// deposits paid through two servers, the tenancy clock over 100,000 held) or `-- jobs` (a job matched
// to its providers among 100,000 services, a client's quotes side by side) or `-- privacy` (a copy of a
// busy member's data and deleting it, bench/privacy.ts) or `-- stats` (agencies' figures: a listing page
// counting its view, a 30-day dashboard over a million view-days, a 1,000-row import, bench/stats.ts) runs one part;
// `-- ussd` (a USSD search step at 1,000,000 listings, bench/ussd.ts);
// `-- scale [--million]` (bench/scale.ts) grows a database tenfold and times search and the map;
// `-- replicas` (bench/replicas.ts) compares search throughput with one streaming replica and none.
// Payments through two servers and the ledger check at a million entries: bench/payments.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';
import { benchRoute, printTable, type RouteResult } from './http-bench.ts';
import { runAlertBench } from './alert-run.ts';
import { runClusterWriters } from './cluster-writers.ts';
import { runImageReferences } from './image-references.ts';
import { runCopyLookup } from './copy-lookup.ts';
import { runStaysBench } from './stays.ts';
import { runReviewsBench } from './reviews.ts';
import { runScaleBench } from './scale.ts';
import { runReplicasBench } from './replicas.ts';
import { runLighthouse } from './lighthouse.ts';
import { runMainThread } from './main-thread.ts';
import { runMessagesBench } from './messages.ts';
import { runPaymentsBench } from './payments.ts';
import { runPhoneOracle } from './phone-oracle.ts';
import { runTenanciesBench } from './tenancies.ts';
import { runJobsBench } from './jobs.ts';
import { runPrivacyBench } from './privacy.ts';
import { runStatsBench } from './stats.ts';
import { runUssdBench } from './ussd.ts';
import { assertBuilt, startServer } from './server-process.ts';

const COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DATABASES = (process.env.BENCH_DB ?? 'postgres,pglite').split(',');

const ROUTES: [string, string][] = [
  ['health (baseline)', '/api/health'],
  ['search type+price', '/api/listing/search?type=rentals&minPrice=20000&maxPrice=25000'],
  // Issue 14: facts and areas as filters (GIN on amenities and areas served).
  [
    'search type+amenities+price',
    '/api/listing/search?type=rentals&amenities=water-tank,wifi&minPrice=20000&maxPrice=40000',
  ],
  ['search area+beds', '/api/listing/search?area=Kilimani&bedrooms=2'],
  ['search typo term', '/api/listing/search?searchTerm=kilimanii'],
  ['search broad term', '/api/listing/search?searchTerm=apartment'],
  ['map zoom 5 (Kenya)', '/api/listing/map?bbox=33.9,-4.7,41.9,5.0&zoom=5'],
  ['map zoom 7 (Kenya)', '/api/listing/map?bbox=33.9,-4.7,41.9,5.0&zoom=7'],
  ['map zoom 10 (Nairobi)', '/api/listing/map?bbox=36.4,-1.6,37.2,-1.0&zoom=10'],
  ['map zoom 12 (Nairobi)', '/api/listing/map?bbox=36.65,-1.4,36.95,-1.2&zoom=12'],
  ['map zoom 14 (Kilimani)', '/api/listing/map?bbox=36.73,-1.32,36.84,-1.25&zoom=14'],
  ['map zoom 16 (Kilimani)', '/api/listing/map?bbox=36.775,-1.295,36.8,-1.28&zoom=16'],
  // The same search as a page the server draws (first six cards, apps/web/src/entry-server.tsx):
  // its cost over the JSON answer above is the price of server rendering.
  ['search page (drawn HTML)', '/search?type=rentals&minPrice=20000&maxPrice=25000'],
  ['home page (drawn HTML)', '/'],
];

async function fill(handle: DatabaseHandle): Promise<void> {
  await migrate(handle);
  const started = Date.now();
  await generateListings(handle.db, COUNT);
  console.log(`  generated ${COUNT} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await handle.close();
}

async function runOn(kind: string): Promise<RouteResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-bench-'));
  let stopPostgres = () => undefined as void;
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
  try {
    console.log(`\n${kind}:`);
    if (kind === 'postgres') {
      const cluster = await startPostgres();
      stopPostgres = cluster.stop;
      env.DATABASE_URL = cluster.url;
      env.DATABASE_POOL_SIZE = '16';
      await fill(await openPostgres(cluster.url, 4));
    } else {
      await fill(await openPglite({ dataDir: path.join(dataDir, 'db') }));
    }
    const server = await startServer(env);
    try {
      const results: RouteResult[] = [];
      for (const [name, route] of ROUTES) {
        results.push(await benchRoute(server.url, name, route, { connections: CONNECTIONS, seconds: SECONDS }));
      }
      printTable(`${kind}: ${COUNT} listings, ${CONNECTIONS} connections, ${SECONDS} s per route`, results);
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    stopPostgres();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

assertBuilt();
const part = process.argv[2];
if (
  part !== undefined &&
  ![
    'http',
    'lighthouse',
    'main-thread',
    'cluster',
    'alerts',
    'messages',
    'copies',
    'stays',
    'reviews',
    'payments',
    'phone-oracle',
    'tenancies',
    'jobs',
    'privacy',
    'stats',
    'ussd',
    'scale',
    'replicas',
  ].includes(part)
) {
  console.error(
    `Unknown part "${part}": npm run bench [-- http | lighthouse | main-thread | cluster | alerts | messages | copies | stays | reviews | payments | phone-oracle | tenancies | jobs | privacy | stats | ussd | replicas | scale [--million]]`,
  );
  process.exit(1);
}
if (part === undefined || part === 'cluster') {
  await runClusterWriters();
  await runImageReferences();
}
if (part === undefined || part === 'http') {
  for (const kind of DATABASES) await runOn(kind);
  console.log(
    '\nTargets: filtered search ≥ 0.35 × health with p99 ≤ 30 ms on PostgreSQL (≤ 60 ms on PGlite); map answers ≤ 60 KB.',
  );
}
if (part === undefined || part === 'alerts') await runAlertBench();
if (part === undefined || part === 'messages') await runMessagesBench();
if (part === undefined || part === 'copies') await runCopyLookup();
if (part === undefined || part === 'stays') await runStaysBench();
if (part === undefined || part === 'reviews') await runReviewsBench();
if (part === undefined || part === 'payments') await runPaymentsBench();
if (part === undefined || part === 'phone-oracle') await runPhoneOracle();
if (part === undefined || part === 'tenancies') await runTenanciesBench();
if (part === undefined || part === 'jobs') await runJobsBench();
if (part === undefined || part === 'privacy') await runPrivacyBench();
if (part === undefined || part === 'stats') await runStatsBench();
// Not in the whole run: it sizes its own cluster and takes minutes (25 with --million).
if (part === 'scale') await runScaleBench();
// A million listings: run alone (`-- ussd`), never with the whole bench.
if (part === 'ussd') await runUssdBench();
if (part === undefined || part === 'replicas') await runReplicasBench();
if (part === undefined || part === 'lighthouse') await runLighthouse();
if (part === undefined || part === 'main-thread') await runMainThread();
