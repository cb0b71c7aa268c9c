// 1, 10 and 50 concurrent writers each updating a listing of its own on one PostgreSQL,
// with log_lock_waits=on and deadlock_timeout=100ms: PostgreSQL writes a line for every
// lock wait longer than 100 ms, and this counts them. Run twice in one go: with the
// cache version kept per backend (drizzle/0009) and, as the baseline, with the single
// global version row it replaced. Each writer also changes a word of its listing's text
// in the "text" runs, so the search vocabulary's word changes are written too (appended
// since drizzle/0013; before, shared per-word counts made those writers wait on each other).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';

const SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 5);
const WRITERS = [1, 10, 50];

const GLOBAL_ROW_BASELINE = `
CREATE TABLE IF NOT EXISTS listing_versions (id smallint PRIMARY KEY, version bigint NOT NULL);
INSERT INTO listing_versions VALUES (1, 1) ON CONFLICT DO NOTHING;
CREATE OR REPLACE FUNCTION listings_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN UPDATE listing_versions SET version = version + 1 WHERE id = 1; RETURN NULL; END $$;`;

interface Run {
  design: string;
  change: 'price' | 'text';
  writers: number;
  perSecond: number;
  waitsOver100ms: number;
  waitedIn: Map<string, number>;
}

async function writeFor(url: string, ids: string[], writers: number, change: Run['change']): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: writers }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const until = Date.now() + SECONDS * 1000;
  let writes = 0;
  await Promise.all(
    clients.map(async (client, i) => {
      const id = ids[i]!;
      for (let n = 0; Date.now() < until; n++) {
        // A listing edit as the API makes it: one transaction per save.
        await client.query('BEGIN');
        if (change === 'price') await client.query('UPDATE listings SET price = price + 1 WHERE id = $1', [id]);
        else {
          await client.query(
            `UPDATE listings SET name = regexp_replace(name, ' (sunny|quiet)$', '') || $2 WHERE id = $1`,
            [id, n % 2 ? ' sunny' : ' quiet'],
          );
        }
        await client.query('COMMIT');
        writes++;
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  return writes / SECONDS;
}

/** Lock waits PostgreSQL logged after `from`, and what each waited in (the CONTEXT or STATEMENT line after it). */
function lockWaits(logFile: string, from: number): { count: number; where: Map<string, number> } {
  const lines = readFileSync(logFile, 'utf8').slice(from).split('\n');
  const where = new Map<string, number>();
  let count = 0;
  lines.forEach((line, i) => {
    if (!line.includes('still waiting for')) return;
    count++;
    const context = lines
      .slice(i + 1, i + 4)
      .find((next) => /CONTEXT:|STATEMENT:/.test(next))
      ?.replace(/^.*?(CONTEXT|STATEMENT):\s*/, '')
      .slice(0, 90);
    where.set(context ?? '?', (where.get(context ?? '?') ?? 0) + 1);
  });
  return { count, where };
}

export async function runClusterWriters(): Promise<Run[]> {
  const cluster = await startPostgres();
  const logFile = path.join(cluster.dataDir, 'server.log');
  const runs: Run[] = [];
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`ALTER SYSTEM SET log_lock_waits = on`);
    await admin.query(`ALTER SYSTEM SET deadlock_timeout = '100ms'`);
    await admin.query('SELECT pg_reload_conf()');
    const handle = await openPostgres(cluster.url, 4);
    await migrate(handle);
    await generateListings(handle.db, 1000);
    const { rows } = await admin.query<{ id: string }>('SELECT id FROM listings ORDER BY id LIMIT 50');
    const ids = rows.map((row) => row.id);
    for (const design of ['per-backend counts (0009)', 'one global row (before)']) {
      if (design.startsWith('one')) await admin.query(GLOBAL_ROW_BASELINE);
      for (const change of ['price', 'text'] as const) {
        for (const writers of WRITERS) {
          const from = readFileSync(logFile, 'utf8').length;
          const perSecond = await writeFor(cluster.url, ids, writers, change);
          const waits = lockWaits(logFile, from);
          runs.push({ design, change, writers, perSecond, waitsOver100ms: waits.count, waitedIn: waits.where });
        }
      }
    }
    await admin.end();
    await handle.close();
  } finally {
    cluster.stop();
  }
  console.log(`\nConcurrent listing writers, ${SECONDS} s each, one PostgreSQL, lock waits > 100 ms from its log`);
  console.log('design                        change  writers  writes/s  waits>100ms  ×1 writer');
  for (const run of runs) {
    const one = runs.find((r) => r.design === run.design && r.change === run.change && r.writers === 1)!;
    console.log(
      `${run.design.padEnd(30)}${run.change.padEnd(8)}${String(run.writers).padStart(7)}${run.perSecond
        .toFixed(0)
        .padStart(
          10,
        )}${String(run.waitsOver100ms).padStart(13)}${(run.perSecond / one.perSecond).toFixed(2).padStart(11)}`,
    );
  }
  for (const run of runs.filter((r) => r.waitsOver100ms > 0)) {
    console.log(`  ${run.design}, ${run.change}, ${run.writers} writers waited in:`);
    for (const [where, n] of run.waitedIn) console.log(`    ${n} × ${where}`);
  }
  return runs;
}
