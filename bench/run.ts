// npm run bench: fills a database with 100,000 listings, starts the real server on it
// in its own process, and measures routes with autocannon. Figures are printed as
// ratios against the health route measured in the same run, because these machines
// are shared and absolute numbers drift.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { freePort, startPostgres } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';
import { benchRoute, printTable, type RouteResult } from './http-bench.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DATABASES = (process.env.BENCH_DB ?? 'postgres,pglite').split(',');

const ROUTES: [string, string][] = [
  ['health (baseline)', '/api/health'],
  ['search type+price', '/api/listing/search?type=rentals&minPrice=20000&maxPrice=25000'],
  ['search typo term', '/api/listing/search?searchTerm=kilimanii'],
  ['search broad term', '/api/listing/search?searchTerm=apartment'],
  ['map zoom 7 (Kenya)', '/api/listing/map?bbox=33.9,-4.7,41.9,5.0&zoom=7'],
  ['map zoom 14 (Kilimani)', '/api/listing/map?bbox=36.73,-1.32,36.84,-1.25&zoom=14'],
];

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

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
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
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
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitForHealth(url, server);
      const results: RouteResult[] = [];
      for (const [name, route] of ROUTES) {
        results.push(await benchRoute(url, name, route, { connections: CONNECTIONS, seconds: SECONDS }));
      }
      printTable(`${kind}: ${COUNT} listings, ${CONNECTIONS} connections, ${SECONDS} s per route`, results);
      return results;
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    stopPostgres();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(path.join(ROOT, 'apps/server/dist/main.js')) || !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
for (const kind of DATABASES) await runOn(kind);
console.log('\nTargets: filtered search ≥ 0.35 × health with p99 ≤ 30 ms on PostgreSQL (≤ 60 ms on PGlite); map answers ≤ 60 KB.');
