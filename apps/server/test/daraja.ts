// A Daraja simulator of the tests' own (docs/payments.md): the one `npm start` mounts, on a
// port of its own, with its fault switches on; and a test app listening where Daraja's
// callbacks come back to (PUBLIC_URL), with payments pointed at the simulator.
import { createServer } from 'node:net';
import Fastify from 'fastify';
import { DarajaSimulator } from '../src/daraja-sim/simulator.ts';
import type { Faults } from '../src/daraja-sim/wire.ts';
import { simulatorRoutes } from '../src/daraja-sim/routes.ts';
import { SIMULATOR_CREDENTIALS } from '../src/modules/payments/deps.ts';
import type { Config } from '../src/config.ts';
import { createTestApp, type TestAppOptions, type TestContext } from './test-app.ts';

export interface SimulatorHandle {
  sim: DarajaSimulator;
  url: string;
  faults(faults: Partial<Faults>): void;
  close(): Promise<void>;
}

export async function startSimulator(options: { promptSeconds?: number } = {}): Promise<SimulatorHandle> {
  const sim = new DarajaSimulator({
    ...SIMULATOR_CREDENTIALS,
    promptSeconds: options.promptSeconds ?? 60,
    resultDelayMs: 30,
  });
  const server = Fastify();
  await server.register(simulatorRoutes(sim, { control: true }));
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  sim.start();
  return {
    sim,
    url,
    faults: (faults) => Object.assign(sim.faults, faults),
    close: async () => {
      await sim.stop();
      await server.close();
    },
  };
}

/** A port nobody listens on now, for an app to take. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The app, listening at its PUBLIC_URL (where Daraja's callbacks come back), paying through `sim`. */
export async function createPayingApp(
  sim: SimulatorHandle,
  overrides: Partial<Record<keyof Config, string>> = {},
  options: TestAppOptions = {},
): Promise<TestContext & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ctx = await createTestApp(
    { PUBLIC_URL: url, MPESA_SIMULATOR: 'true', MPESA_BASE_URL: sim.url, ...overrides },
    options,
  );
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return { ...ctx, url };
}
