// What the money benches share (payments.ts, tenancies.ts): two real servers on one PostgreSQL
// database with the Daraja simulator in front of them, and a rate measured at a concurrency.
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { DarajaSimulator } from '../apps/server/src/daraja-sim/simulator.ts';
import { simulatorRoutes } from '../apps/server/src/daraja-sim/routes.ts';
import { SIMULATOR_CREDENTIALS } from '../apps/server/src/modules/payments/deps.ts';
import { startServer, type RunningServer } from './server-process.ts';

/** `count` runs of `run`, `concurrency` at a time: how many a second. */
async function rate(count: number, run: (i: number) => Promise<void>, concurrency = 16): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await run(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/** Two servers on the database at `url`, paying through one simulator, for the length of `run`. */
export async function withTwoPayingServers<T>(
  url: string,
  run: (servers: RunningServer[], sim: DarajaSimulator) => Promise<T>,
): Promise<T> {
  const sim = new DarajaSimulator({ ...SIMULATOR_CREDENTIALS, promptSeconds: 600, resultDelayMs: 10 });
  const daraja = Fastify({ bodyLimit: 1 << 20 });
  await daraja.register(simulatorRoutes(sim));
  const simUrl = await daraja.listen({ port: 0, host: '127.0.0.1' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-bench-money-'));
  const env = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '16',
    MPESA_SIMULATOR: 'true',
    MPESA_BASE_URL: simUrl,
    SMS_OUTBOX: 'true',
  };
  // Test mode in production is refused unless the server is started with --demo (config.ts).
  const servers = await Promise.all([startServer(env, ['--demo']), startServer(env, ['--demo'])]);
  try {
    return await run(servers, sim);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await sim.stop();
    await daraja.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Rates a second: the baseline, the prompts asked, the payments confirmed. */
interface PayRates {
  health: number;
  pushed: number;
  confirmed: number;
}

/**
 * The baseline (/api/health) and the paying, half through each server: every payer's
 * `POST <path>` asks for its prompt, then every prompt is approved at once and `confirmed()`
 * (a count read from the database) is awaited until it reaches them all.
 */
export async function payAll(
  servers: RunningServer[],
  sim: DarajaSimulator,
  payers: { path: string; token: string }[],
  confirmed: () => Promise<number>,
): Promise<PayRates> {
  const health = await rate(payers.length, async (i) => {
    await (await fetch(`${servers[i % 2]!.url}/api/health`)).arrayBuffer();
  });
  const pushed = await rate(payers.length, async (i) => {
    const base = servers[i % 2]!.url;
    const res = await fetch(`${base}${payers[i]!.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `nyumba_session=${payers[i]!.token}`, origin: base },
      body: '{}',
    });
    if (!res.ok) throw new Error(`pay ${i}: ${res.status} ${await res.text()}`);
  });
  // Every payer approves at once; confirmed = credited after the callback and its query.
  const started = performance.now();
  for (const prompt of [...sim.prompts.values()]) sim.answer(prompt.checkoutId, 'approve');
  for (;;) {
    const n = await confirmed();
    if (n >= payers.length) break;
    if (performance.now() - started > 300_000) throw new Error(`only ${n} of ${payers.length} confirmed`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { health, pushed, confirmed: payers.length / ((performance.now() - started) / 1000) };
}
