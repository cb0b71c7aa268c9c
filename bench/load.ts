// npm run load: BENCH_LOAD_CLIENTS virtual users (default 200) for BENCH_LOAD_SECONDS
// (default 60) against the built server in its own process on a throwaway PostgreSQL,
// then the checks of bench/load-scenario.ts. Exits 1 when a check fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startPostgres } from '../scripts/postgres-cluster.mjs';
import { postgresCpu, procStat } from './proc-cpu.ts';
import { checkLoad, runLoad, type LoadChecks, type LoadResult } from './load-scenario.ts';
import { waitForHealth } from './server-process.ts';
import { linkIn, mailTo, tokenOf } from '../apps/server/test/outbox.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function report(result: LoadResult, checks: LoadChecks): string {
  const seconds = result.elapsedMs / 1000;
  const lines = [
    `${result.users.length} clients signed up in ${(result.signupMs / 1000).toFixed(1)} s, then ${seconds.toFixed(1)} s of the mix: ` +
      `${result.windowRequests} requests, ${(result.windowRequests / seconds).toFixed(0)} requests/s`,
    `statuses (sign-ups and window, ${result.requests} requests): ${Object.entries(result.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join('  ')}`,
    `acknowledged: ${result.listings.size} listings, ${result.posts.size} posts, ${result.saves.size} save states, ${result.users.length} accounts`,
    '',
    `${'kind'.padEnd(8)} ${'count'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  ];
  for (const [kind, values] of [...result.latencies].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...values].sort((a, b) => a - b);
    lines.push(
      `${kind.padEnd(8)} ${String(sorted.length).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}`,
    );
  }
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  lines.push(
    '',
    `no 5xx:                       ${verdict(checks.serverErrors + checks.networkErrors === 0)} (${checks.serverErrors} 5xx, ${checks.networkErrors} network errors; ${checks.tooMany} × 429 counted apart)`,
    `acknowledged writes readable: ${verdict(checks.unreadable.length === 0)} (${checks.unreadable.length} missing)`,
    `savedCount = saved rows:      ${verdict(checks.savedCountMismatches.length === 0)} (${checks.savedCountMismatches.length} listings differ)`,
    ...[...result.failures, ...checks.unreadable, ...checks.savedCountMismatches]
      .slice(0, 15)
      .map((line) => `  ${line}`),
  );
  return lines.join('\n');
}

if (!existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// The bench's throwaway cluster (fsync off): commits cost less than on a production disk,
// which matters little here, where the app's behaviour under a crowd is what is checked.
const cluster = await startPostgres();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-load-'));
let server: ChildProcess | undefined;
let passed: boolean;
try {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const errors: string[] = [];
  server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    // Away from the repository root, so a developer's `.env` does not reach the benchmark.
    cwd: dataDir,
    env: {
      ...process.env,
      DATABASE_URL: cluster.url,
      DATABASE_POOL_SIZE: '16', // as `npm run bench`
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The demo listings give the crowd something to browse, search and save from the start.
      SEED_DEMO: 'true',
      // Each virtual client sends its own X-Forwarded-For address, as if behind our reverse
      // proxy on this machine: the per-address limits then see one user each, not 200 users on one address.
      TRUST_PROXY: '127.0.0.1,::1',
      // Raised so a sign-in or sign-up is never refused here: the run measures the app under
      // a crowd, and the limiter itself is tested in apps/server/src/modules/auth.
      RATE_LIMIT_SIGNIN_PER_MINUTE: '100000',
      RATE_LIMIT_SIGNUP_PER_MINUTE: '100000',
      // The crowd's accounts are minutes old; the new-lister limit is API-tested.
      NEW_LISTER_DAYS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Keep the server's error lines (pino level ≥ 50) to show next to any 5xx.
  server.stdout!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (/"level":[56]0/.test(line) && errors.length < 10) errors.push(line.slice(0, 400));
  });
  // The demo seed makes 60 listings' photos first: slow on a busy machine.
  await waitForHealth(url, server, 300_000);
  console.log(`Load: ${CLIENTS} clients × ${SECONDS} s against ${url} on PostgreSQL`);
  // The machine is shared: CPU used by the server and by this load generator in the window
  // says how much of the figures is the app and how much is contention.
  const sample = () => ({
    server: procStat(server?.pid).cpu,
    postgres: postgresCpu(cluster.pid),
    self: process.cpuUsage(),
    load: os.loadavg()[0]!,
  });
  let cpuAtStart = sample();
  const result = await runLoad({
    baseUrl: url,
    origin: url,
    clients: CLIENTS,
    seconds: SECONDS,
    // Each new member follows the link the server wrote to its development outbox.
    confirmationToken: async (email) =>
      tokenOf(linkIn(await mailTo(dataDir, email, /^Confirm your email/), 'Confirm my email')),
    onWindowStart: () => (cpuAtStart = sample()),
  });
  const serverCpu = procStat(server.pid).cpu - cpuAtStart.server;
  const postgres = postgresCpu(cluster.pid) - cpuAtStart.postgres;
  const selfCpu = Object.values(process.cpuUsage(cpuAtStart.self)).reduce((sum, micros) => sum + micros, 0) / 1e6;
  const machine = `machine: ${os.cpus().length} cores, load average ${cpuAtStart.load.toFixed(1)} at the window's start, ${os.loadavg()[0]!.toFixed(1)} at its end`;
  const perRequest = (seconds: number) => `${((seconds * 1000) / result.windowRequests).toFixed(1)} ms a request`;
  const cpu =
    `CPU in the ${(result.elapsedMs / 1000).toFixed(0)} s window: server ${serverCpu.toFixed(1)} s (${perRequest(serverCpu)}), ` +
    `PostgreSQL ${postgres.toFixed(1)} s (${perRequest(postgres)}), load generator ${selfCpu.toFixed(1)} s`;
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  try {
    const checks = await checkLoad(
      result,
      { baseUrl: url },
      async (sql) => (await db.query(sql)).rows as Record<string, unknown>[],
    );
    console.log(`${report(result, checks)}\n\n${machine}\n${cpu}`);
    if (errors.length) console.log(`\nserver errors logged:\n${errors.join('\n')}`);
    passed = checks.ok;
  } finally {
    await db.end();
  }
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
