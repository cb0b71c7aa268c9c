import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../scripts/postgres-cluster.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export const isBuilt = () =>
  existsSync(path.join(ROOT, 'apps/server/dist/main.js')) && existsSync(path.join(ROOT, 'apps/web/dist/index.html'));

/** Benchmarks measure what users get: the built app, so a stale or missing build is an error. */
export function assertBuilt(): void {
  if (!isBuilt()) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
}

/** Waits until the server answers its health route; seeding demo data comes first, so be patient. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
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

/**
 * The real server (`node apps/server/dist/main.js`) in its own process, so the
 * benchmark's own work never shares its event loop, on a free port. `args` as the command
 * line gives them (`--demo`).
 */
/**
 * The built server, as users get it; with BENCH_FROM_SOURCE=1, src/main.ts through tsx (a bench
 * of code not yet built).
 */
export async function startServer(env: Record<string, string>, args: string[] = []): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const entry = process.env.BENCH_FROM_SOURCE
    ? [
        '--import',
        pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
        path.join(ROOT, 'apps/server/src/main.ts'),
      ]
    : [path.join(ROOT, 'apps/server/dist/main.js')];
  const server = spawn(process.execPath, [...entry, ...args], {
    // Away from the repository root, so a developer's `.env` does not reach the benchmark.
    cwd: os.tmpdir(),
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A production server with phone features needs an SMS account; a benchmark's texts go
      // to the outbox folder instead (no real SMS is ever sent from here).
      SMS_OUTBOX: 'true',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: server.pid, stop };
}
