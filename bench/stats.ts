// Agencies' figures (docs/agencies.md), through the real server's HTTP routes on a throwaway
// PostgreSQL cluster (PGlite where none can start). Each figure is a ratio against a baseline
// measured in the same run, because these machines are shared and absolute times drift:
// 1. A listing page that counts its view (visits.ts: one insert of the visit, one upsert of the
//    day, after the answer) against the same page read with the drawing header, which skips it.
// 2. An agency's 30-day dashboard over 1,000 listings and 1,000,000 view-days, against a listing page.
// 3. A 1,000-row CSV import, first run (creates) and the same file again (updates): rows a second.
// BENCH_FROM_SOURCE=1 runs the server from apps/server/src through tsx, for a build not yet made.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { NEIGHBOURHOODS, type ImportResult } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openPglite, openPostgres, queryRows, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { agencies, users } from '../apps/server/src/db/schema.ts';
import { agencyMembers } from '../apps/server/src/db/schema-agencies.ts';
import { phoneHistory, phoneNumbers } from '../apps/server/src/db/schema-phone.ts';
import { DRAWING_HEADER } from '../apps/server/src/modules/listings/index.ts';
import { createSession } from '../apps/server/src/plugins/session-store.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';
import { percentile } from './search-timing.ts';
import { startServer } from './server-process.ts';

const LISTINGS = 1_000;
/** 1,000 days of every listing: 1,000,000 view-days, 30,000 of them in the dashboard's window. */
const DAYS = 1_000;
/** Page requests per kind, in blocks of BLOCK sent CONCURRENCY at a time. */
const PAGE_REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 2_000);
const BLOCK = 50;
const CONCURRENCY = 4;
const DASHBOARD_ROUNDS = 30;
const WARM = 3;
const PHONE = '+254711000001';

/** PostgreSQL when this machine can start a cluster (initdb, a postgres user), else PGlite in `dataDir`. */
async function store(dataDir: string) {
  try {
    const { url, stop } = await startPostgres();
    const env: Record<string, string> = { DATABASE_URL: url, DATABASE_POOL_SIZE: '16' };
    return { kind: 'PostgreSQL', env, open: (): Promise<DatabaseHandle> => openPostgres(url, 4), stop };
  } catch (error) {
    console.log(`  no PostgreSQL cluster here (${(error as Error).message.split('\n')[0]}); PGlite instead`);
    return { kind: 'PGlite', env: {}, open: () => openPglite({ dataDir: path.join(dataDir, 'db') }), stop: () => {} };
  }
}

/** The owner (a month old, number proven), the agency, its 1,000 listings and their view-days. */
async function fill(handle: DatabaseHandle) {
  const started = performance.now();
  await migrate(handle);
  await generateListings(handle.db, LISTINGS);
  const old = new Date(Date.now() - 30 * 86_400_000);
  const [owner] = await handle.db
    .insert(users)
    .values({
      username: 'agencyowner',
      usernameSkeleton: 'agencyowner',
      email: 'owner@bench.nyumba.co.ke',
      emailVerifiedAt: old,
      phone: PHONE,
      phoneVerifiedAt: old,
      createdAt: old,
    })
    .returning({ id: users.id });
  // As apps/server/test/http.ts's provenNumber: the number the import's rows carry is proven.
  await handle.db.insert(phoneNumbers).values({ phone: PHONE, userId: owner!.id, provenAt: old, signIn: true });
  await handle.db.insert(phoneHistory).values({ phone: PHONE, userId: owner!.id, provenAt: old });
  const [agency] = await handle.db
    .insert(agencies)
    .values({ name: 'Bench Homes Ltd', phone: PHONE, payoutPhone: PHONE, areaName: 'Westlands', createdBy: owner!.id })
    .returning({ id: agencies.id });
  await handle.db.insert(agencyMembers).values({ agencyId: agency!.id, userId: owner!.id, role: 'owner' });
  await handle.db.execute(sql`UPDATE listings SET agency_id = ${agency!.id}, owner_id = ${owner!.id}`);
  // One row per listing and Kenyan day, today back to 999 days ago, in one statement.
  await handle.db.execute(sql`INSERT INTO listing_days (listing_id, day, views, impressions, contacts)
    SELECT l.id, (now() AT TIME ZONE 'Africa/Nairobi')::date - d,
      (random() * 20)::int, (random() * 200)::int, (random() * 2)::int
    FROM listings l CROSS JOIN generate_series(0, ${DAYS - 1}) AS d`);
  await handle.db.execute(sql`VACUUM ANALYZE`);
  const ids = await queryRows<{ id: string }>(handle.db, sql`SELECT id FROM listings ORDER BY id`);
  const { token } = await createSession(handle.db, owner!.id, 30);
  const [days] = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM listing_days`);
  console.log(
    `  ${ids.length.toLocaleString('en')} agency listings, ${days!.n.toLocaleString('en')} view-days, ` +
      `filled in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return { agencyId: agency!.id, ids: ids.map((row) => row.id), cookie: `nyumba_session=${token}` };
}

const serve = (env: Record<string, string>) => startServer(env);

async function timedGet(url: string, headers: Record<string, string>): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

/** `count` tasks, `width` at a time; their results in order. */
async function inParallel<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) results[i] = await task(i);
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (a: number[], b: number[]) =>
  `${(percentile(a, 0.5) / percentile(b, 0.5)).toFixed(2)}x / ${(percentile(a, 0.99) / percentile(b, 0.99)).toFixed(2)}x`;
const row = (name: string, p50: string, p99: string, note = '') =>
  `  ${name.padEnd(46)} ${p50.padStart(10)} ${p99.padStart(10)}   ${note}`.trimEnd();
/** A row of p50 and p99, and their ratios to `base`'s when given. */
const times = (name: string, values: number[], base?: number[], against = '') =>
  row(name, ms(percentile(values, 0.5)), ms(percentile(values, 0.99)), base ? `${ratio(values, base)} ${against}` : '');

const viewsIn = async (base: string, agencyId: string, cookie: string) =>
  (
    JSON.parse((await timedGet(`${base}/api/agencies/${agencyId}/stats?days=7`, { cookie })).body) as {
      stats: { totals: { views: number } };
    }
  ).stats.totals.views;

/**
 * Figure 1. Blocks of one kind in the order ABBA… rather than request by request: a counted
 * view's writes run after its answer, so they land on its own block's requests (what a busy
 * page would feel) and not on the baseline's, while both kinds share the machine's drift.
 * Every request is a new visitor (its own browser string), so each counted one writes.
 */
async function pageViews(base: string, agencyId: string, ids: string[], cookie: string) {
  const times = { counted: [] as number[], skipped: [] as number[] };
  let visitor = 0;
  let sentCounted = 0;
  const before = await viewsIn(base, agencyId, cookie);
  const blocks = 2 * Math.ceil(PAGE_REQUESTS / BLOCK);
  for (let block = -2; block < blocks; block += 1) {
    const counted = ((block + 3) >> 1) % 2 === 1;
    const answers = await inParallel(BLOCK, CONCURRENCY, () => {
      visitor += 1;
      if (counted) sentCounted += 1;
      const headers: Record<string, string> = { 'user-agent': `Mozilla/5.0 (Linux; Android 14; visitor ${visitor})` };
      if (!counted) headers[DRAWING_HEADER] = '1';
      return timedGet(`${base}/api/listing/get/${ids[visitor % ids.length]}`, headers);
    });
    if (block >= 0) times[counted ? 'counted' : 'skipped'].push(...answers.map((answer) => answer.ms));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // the last counts land after their answers
  const views = (await viewsIn(base, agencyId, cookie)) - before;
  return { counted: sorted(times.counted), skipped: sorted(times.skipped), views, sent: sentCounted };
}

/** Figure 2, each round beside a listing page read without counting. */
async function dashboard(base: string, agencyId: string, ids: string[], cookie: string) {
  const stats: number[] = [];
  const page: number[] = [];
  let bytes = 0;
  let listed = 0;
  for (let round = -WARM; round < DASHBOARD_ROUNDS; round += 1) {
    const answer = await timedGet(`${base}/api/agencies/${agencyId}/stats?days=30`, { cookie });
    const baseline = await timedGet(`${base}/api/listing/get/${ids[round + WARM]}`, { [DRAWING_HEADER]: '1' });
    if (round < 0) continue;
    stats.push(answer.ms);
    page.push(baseline.ms);
    bytes = answer.body.length;
    listed = (JSON.parse(answer.body) as { stats: { listings: unknown[] } }).stats.listings.length;
  }
  return { stats: sorted(stats), page: sorted(page), bytes, listed };
}

/** Figure 3's file: 1,000 rows on the owner's proven number with a photo they uploaded. */
function importFile(photo: string): string {
  const areas = NEIGHBOURHOODS.filter((place) => place.town === 'Nairobi' && /^[\w ]+$/.test(place.name));
  const kinds = ['Bright', 'Quiet', 'Spacious', 'Modern', 'Airy'];
  const rows = Array.from({ length: LISTINGS }, (_, i) => {
    const area = areas[i % areas.length]!.name;
    const kind = kinds[i % kinds.length]!;
    const description = `${kind} flat in ${area} with a lift and a water tank and parking for one car. Unit ${i}.`;
    return `B-${i},${kind} two bedroom flat in ${area},rentals,${30_000 + i * 10},2-bedroom,${area},${description},${PHONE},${photo}`;
  });
  return ['externalId,name,type,price,bedrooms,areaName,description,phone,photoUrls', ...rows].join('\n');
}

async function upload(base: string, cookie: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${base}/upload`, { method: 'POST', headers: { cookie, origin: base }, body: form });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return new URL(((await res.json()) as { image_urls: string[] }).image_urls[0]!, base).pathname;
}

async function importRun(base: string, agencyId: string, cookie: string, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'listings.csv');
  const started = performance.now();
  const url = `${base}/api/agencies/${agencyId}/import`;
  const res = await fetch(url, { method: 'POST', headers: { cookie, origin: base }, body: form });
  const result = (await res.json()) as ImportResult;
  const seconds = (performance.now() - started) / 1000;
  if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(result)}`);
  if (result.refused.length > 0) console.log(`  refused: ${JSON.stringify(result.refused.slice(0, 3))}`);
  return { seconds, result };
}

async function measure(base: string, agencyId: string, ids: string[], cookie: string) {
  const probe = await fetch(`${base}/api/agencies/${agencyId}/stats?days=30`, { headers: { cookie } });
  await probe.arrayBuffer();
  if (probe.status === 404) throw new Error('No agency routes in this build: npm run build, or BENCH_FROM_SOURCE=1');
  const views = await pageViews(base, agencyId, ids, cookie);
  const board = await dashboard(base, agencyId, ids, cookie);
  const csv = importFile(await upload(base, cookie));
  const imported = [await importRun(base, agencyId, cookie, csv), await importRun(base, agencyId, cookie, csv)];
  return { views, board, imported };
}

export async function runStatsBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-bench-stats-'));
  const db = await store(dataDir);
  try {
    console.log(`\nAgencies' figures on ${db.kind}:`);
    const setup = await db.open();
    const { agencyId, ids, cookie } = await fill(setup);
    await setup.close(); // PGlite opens in one process at a time: the server's, from here
    const server = await serve({ DATA_DIR: dataDir, SEED_DEMO: 'false', ...db.env });
    const { views, board, imported } = await measure(server.url, agencyId, ids, cookie).finally(server.stop);
    const after = await db.open();
    const [proof] = await queryRows<{ n: number; proven: number }>(
      after.db,
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE phone_proof = 'proven')::int AS proven
            FROM listings WHERE agency_id = ${agencyId} AND external_id IS NOT NULL`,
    );
    await after.close();

    const each = `(${views.counted.length.toLocaleString('en')})`;
    console.log(`\n${row('figure', 'p50', 'p99', 'ratio p50 / p99')}`);
    console.log(times(`listing page, view counted ${each}`, views.counted, views.skipped, 'not counted (goal ≤ 1.05)'));
    console.log(times(`listing page, not counted ${each}`, views.skipped));
    console.log(`  (views counted: ${views.views.toLocaleString('en')} of ${views.sent.toLocaleString('en')} sent)`);
    const dash = `agency dashboard, 30 days, ${board.listed.toLocaleString('en')} listings`;
    console.log(times(dash, board.stats, board.page, `a listing page; ${(board.bytes / 1024).toFixed(0)} KB`));
    console.log(times('listing page (baseline)', board.page));
    console.log(row('', 'time', 'rate'));
    for (const [i, { seconds, result }] of imported.entries()) {
      const rate = `${((result.created + result.updated) / seconds).toFixed(0)} rows/s`;
      const what = `${result.created} created, ${result.updated} updated, ${result.refused.length} refused`;
      const name = `import ${LISTINGS.toLocaleString('en')} rows, ${i ? 'same file again' : 'first run'}`;
      console.log(row(name, `${seconds.toFixed(1)} s`, rate, what));
    }
    console.log(`  (imported listings with a proven number: ${proof!.proven} of ${proof!.n})`);
  } finally {
    db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
