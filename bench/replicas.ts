// Search throughput with one streaming replica against none (issue 43), same machine, same
// run: a primary and a pg_basebackup replica (scripts/postgres-cluster.mjs), 100,000
// listings, and two servers in their own processes: one reading the primary only, one sending
// public reads to the replica. Every request is a different search (a random price band), so
// the answer cache cannot hide the database. Figures are ratios to the same server's
// /api/health in the same run: these machines are shared and noisy.
//   npm run bench -- replicas
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPostgres } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startPostgres, startReplica } from '../scripts/postgres-cluster.mjs';
import { generateListings } from './generate.ts';
import { startServer } from './server-process.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const TYPES = ['rentals', 'for-sale', 'bnbs', 'technicians', 'movers'];

async function rate(url: string, varied: boolean) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          if (!varied) return request;
          const low = 5_000 + Math.floor(Math.random() * 60) * 1_000;
          const type = TYPES[Math.floor(Math.random() * TYPES.length)]!;
          return { ...request, path: `/api/listing/search?type=${type}&minPrice=${low}&maxPrice=${low + 20_000}` };
        },
      },
    ],
  });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.errors + result.non2xx };
}

export async function runReplicasBench(): Promise<void> {
  console.log(
    `\nRead replicas: ${LISTINGS.toLocaleString('en')} listings, ${CONNECTIONS} connections, ${SECONDS} s per run`,
  );
  const primary = await startPostgres();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-replicas-'));
  const stops = [() => primary.stop(), () => rmSync(dataDir, { recursive: true, force: true })];
  try {
    const handle = await openPostgres(primary.url, 4);
    await migrate(handle);
    await generateListings(handle.db, LISTINGS);
    await handle.close();
    const replica = await startReplica(primary);
    stops.push(() => replica.stop());
    const rows: [string, Awaited<ReturnType<typeof rate>>, Awaited<ReturnType<typeof rate>>][] = [];
    for (const [name, extra] of [
      ['primary only', {}],
      ['one replica', { DATABASE_READ_URLS: replica.url }],
    ] as const) {
      const server = await startServer({
        DATABASE_URL: primary.url,
        DATABASE_POOL_SIZE: '16',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ...extra,
      });
      try {
        const health = await rate(`${server.url}/api/health`, false);
        const search = await rate(`${server.url}/api/listing/search`, true);
        rows.push([name, health, search]);
      } finally {
        await server.stop();
      }
    }
    console.log('  reads from      health req/s   search req/s  × health  search p99 ms  failed');
    for (const [name, health, search] of rows) {
      console.log(
        `  ${name.padEnd(14)} ${health.rps.toFixed(0).padStart(13)} ${search.rps.toFixed(0).padStart(14)} ${(search.rps / health.rps).toFixed(2).padStart(9)} ${search.p99.toFixed(0).padStart(14)} ${String(health.failed + search.failed).padStart(7)}`,
      );
    }
    const [none, one] = rows.map(([, health, search]) => search.rps / health.rps) as [number, number];
    console.log(
      `  gain with one replica: ${(one / none).toFixed(2)}x (ratios to health; one machine, so the replica shares its cores)`,
    );
  } finally {
    for (const stop of stops.reverse()) stop();
  }
}
