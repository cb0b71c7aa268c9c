import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/postgres-cluster.mjs';
import { runEntry, type ChildRun } from './server-child.ts';

/** The real entry point in its own process, as `npm start` runs it (through tsx here). */
const startServer = (env: Record<string, string>) =>
  // As `npm start` runs it: with --demo, demo seeding is on unless SEED_DEMO says otherwise.
  runEntry('main.ts', ['--demo'], { LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env });

async function waitHealthy(url: string, server: ChildRun): Promise<void> {
  // Generous: a first start runs initdb and seeds photos, slow on a busy 2-core machine.
  for (let i = 0; i < 800; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server never became healthy:\n${server.output()}`);
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('starting the server', () => {
  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*"abc"\)$/],
    [
      { DATABASE_URL: 'postgres://nyumba:secret@127.0.0.1:1/nyumba' },
      /^Cannot connect to DATABASE_URL \(postgres:\/\/nyumba:\*\*\*@127\.0\.0\.1:1\/nyumba\)/,
    ],
  ])('refuses %j with exit code 1 and one line naming the variable', async (env, message) => {
    const server = startServer(env);
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
    expect(server.output()).not.toContain('secret');
  });

  it('seeds an empty data folder once, shuts down cleanly on SIGTERM, and reuses the data', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-start-'));
    dirs.push(dataDir);
    for (const run of [1, 2]) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url });
      await waitHealthy(url, server);
      const listings = (await (await fetch(`${url}/api/listing/getall`)).json()) as { total: number };
      expect(listings.total).toBe(60);
      expect(server.output().includes('Seeded 60 demo listings')).toBe(run === 1);
      expect(server.output()).toContain('demo seeding is on (npm start passes --demo)');
      server.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 300_000);
});
