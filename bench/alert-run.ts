// npm run bench -- alerts: the saved-search alerts' run (apps/server/src/modules/alerts/run.ts)
// on PostgreSQL with 100,000 listings: 10,000 alerts, 1,000 listings new since the last
// run, and how the run's time grows with the number of alerts and of new listings. The
// baseline, measured in the same run, is one search answer (the search service, in-process,
// with the same database): each run is printed as its time, its cost per alert, and that
// cost in searches, since absolute times drift on these shared machines.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { searchQuerySchema } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { openPostgres, queryRows, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { searchAlerts } from '../apps/server/src/db/schema-alerts.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { drainAlertMails } from '../apps/server/src/modules/alerts/delivery.ts';
import { runDueAlerts } from '../apps/server/src/modules/alerts/run.ts';
import { searchListings } from '../apps/server/src/modules/listings/search-service.ts';
import { seededRandom, type Random } from '../apps/server/src/seed/random.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const AREAS = ['Kilimani', 'Kileleshwa', 'Westlands', 'Lavington', 'South B', 'Nyali', 'Karen', 'Ruaka', 'Syokimau'];
const BOXES = ['36.73,-1.32,36.84,-1.25', '36.65,-1.4,36.95,-1.2', '39.6,-4.1,39.8,-3.95'];

/** What people watch: mostly a type in an area, often with bedrooms or a budget; some words, some map views. */
function randomFilters(random: Random): Record<string, string> {
  const filters: Record<string, string> = {};
  const roll = random.next();
  filters.type = roll < 0.6 ? 'rentals' : roll < 0.75 ? 'for-sale' : roll < 0.9 ? 'bnbs' : 'technicians';
  if (random.chance(0.1)) filters.bbox = random.pick(BOXES);
  else if (random.chance(0.75)) filters.area = random.pick(AREAS);
  if (filters.type !== 'technicians' && random.chance(0.5))
    filters.bedrooms = random.pick(['bedsitter', '1', '2', '3']);
  if (random.chance(0.5)) filters.maxPrice = String(random.pick([15_000, 25_000, 40_000, 60_000, 100_000]));
  if (random.chance(0.1)) filters.amenities = random.pick(['wifi', 'water-tank', 'backup-power,security-guard']);
  if (random.chance(0.1)) filters.searchTerm = random.pick(['spacious', 'garden', 'apartment', 'bedsitter']);
  return filters;
}

/** `count` alerts of watchers numbered from `from` (so a later call adds more people). */
export async function seedAlerts(handle: DatabaseHandle, count: number, from = 0): Promise<void> {
  const random = seededRandom(7 + from);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  for (let done = from; done < from + count; done += 1000) {
    const size = Math.min(1000, from + count - done);
    const people = await handle.db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          username: `watcher${done + i}`,
          email: `watcher${done + i}@bench.nyumba.co.ke`,
          emailVerifiedAt: monthAgo,
        })),
      )
      .returning({ id: users.id });
    await handle.db.insert(searchAlerts).values(
      people.map((person, i) => ({
        userId: person.id,
        name: `Alert ${done + i}`,
        filters: randomFilters(random),
        frequency: 'daily' as const,
        unsubscribeToken: randomBytes(32).toString('base64url'),
        createdAt: monthAgo,
        lastOpenedAt: monthAgo,
      })),
    );
  }
}

/** Every alert (or the first `alerts`) due, looking back to the `fresh`-th newest listing; the others paused. */
export async function prepare(handle: DatabaseHandle, alerts: number, fresh: number): Promise<Date> {
  const [edge] = await queryRows<{ at: Date }>(
    handle.db,
    sql`SELECT created_at AS at FROM listings ORDER BY created_at DESC OFFSET ${fresh} LIMIT 1`,
  );
  const since = new Date(edge!.at);
  await handle.db.execute(sql`TRUNCATE alert_matches, alert_mails`);
  await handle.db.execute(sql`
    WITH ranked AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM search_alerts)
    UPDATE search_alerts a SET
      checked_until = ${since.toISOString()}::timestamptz + interval '10 minutes',
      next_check_at = now() - interval '1 minute',
      paused_at = CASE WHEN ranked.n <= ${alerts} THEN NULL ELSE now() END
    FROM ranked WHERE ranked.id = a.id`);
  await handle.db.execute(sql`ANALYZE`);
  return since;
}

async function baselineSearchMs(handle: DatabaseHandle): Promise<number> {
  const query = searchQuerySchema.parse({ type: 'rentals', area: 'Kilimani', bedrooms: '2', maxPrice: '40000' });
  const times: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const started = performance.now();
    await searchListings(handle.db, query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

interface Row {
  alerts: number;
  fresh: number;
  searches: number;
  mails: number;
  runMs: number;
  drainMs: number;
}

export async function runAlertBench(): Promise<void> {
  console.log(`\nAlerts run: ${LISTINGS} listings on PostgreSQL`);
  const cluster = await startPostgres();
  const handle = await openPostgres(cluster.url, 4);
  try {
    await migrate(handle);
    await generateListings(handle.db, LISTINGS);
    await seedAlerts(handle, ALERTS);
    const [distinct] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(DISTINCT filters)::int AS n FROM search_alerts`,
    );
    const deps = { db: handle.db, publicUrl: 'https://nyumba.co.ke', imageBaseUrl: '' };
    const rows: Row[] = [];
    const cases: [number, number][] = [
      [ALERTS / 4, 1000],
      [ALERTS / 2, 1000],
      [ALERTS, 1000],
      [ALERTS, 250],
      [ALERTS, 4000],
    ];
    let baseline = await baselineSearchMs(handle);
    for (const [alerts, fresh] of cases) {
      await prepare(handle, alerts, fresh);
      const searches = await queryRows<{ n: number }>(
        handle.db,
        sql`SELECT count(DISTINCT filters)::int AS n FROM search_alerts WHERE paused_at IS NULL`,
      );
      const started = performance.now();
      const done = await runDueAlerts(deps);
      const runMs = performance.now() - started;
      const drainStarted = performance.now();
      // A mail server that takes every message at once: what is left is the outbox's own cost.
      await drainAlertMails({ db: handle.db, mailer: async () => undefined, log: console, publicUrl: deps.publicUrl });
      const drainMs = performance.now() - drainStarted;
      rows.push({ alerts: done.checked, fresh, searches: searches[0]!.n, mails: done.mails, runMs, drainMs });
    }
    baseline = (baseline + (await baselineSearchMs(handle))) / 2;
    console.log(
      `  ${ALERTS} alerts (${distinct!.n} distinct searches); baseline: one search answer ${baseline.toFixed(2)} ms (median of 60, before and after)`,
    );
    console.log('  alerts  new   searches  mails   run s   per alert ms  = searches  outbox per mail ms');
    for (const row of rows) {
      const perAlert = row.runMs / row.alerts;
      console.log(
        `  ${String(row.alerts).padStart(6)} ${String(row.fresh).padStart(5)} ${String(row.searches).padStart(9)} ` +
          `${String(row.mails).padStart(6)} ${(row.runMs / 1000).toFixed(2).padStart(7)} ${perAlert.toFixed(3).padStart(13)} ` +
          `${(perAlert / baseline).toFixed(2).padStart(10)} ${(row.mails ? row.drainMs / row.mails : 0).toFixed(2).padStart(19)}`,
      );
    }
  } finally {
    await handle.close();
    cluster.stop();
  }
}
